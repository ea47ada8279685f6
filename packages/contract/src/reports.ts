/**
 * Reports and moderation (decision 072): what anyone signed in may report, why, and what staff may
 * decide about it. One list each, used by the server, the mocks and the screens.
 *
 * A report's target is a kind and an id. Adding a kind later (a 'message'; 'rating' came with
 * decision 076) is adding it to REPORT_TARGET_KINDS and REPORT_ACTIONS here, its label in
 * REPORT_MESSAGES and its target adapter on the server and in the mocks (how to find, show and act
 * on one).
 */

/**
 * What can be reported: a listing (product), a review, a user's account, a rating between the
 * two sides of an order (decision 076), a message (decision 074).
 */
export const REPORT_TARGET_KINDS = ['listing', 'review', 'user', 'rating', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why, picked from one fixed list (labels in REPORT_MESSAGES.reasons). */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'prohibited',
  'counterfeit',
  'offensive',
  'misleading',
  'other',
] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number];

/** Longest note a reporter may add, in characters (trimmed; optional). */
export const MAX_REPORT_NOTE_LENGTH = 500;

/** Reports one person may send in any 24 hours (a rolling day, by the server's clock). */
export const MAX_REPORTS_PER_DAY = 10;

/** The length of that rolling day, in milliseconds. */
export const REPORT_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Longest reason staff give for a decision, in characters (the person concerned reads it). */
export const MAX_MODERATION_REASON_LENGTH = 300;

/**
 * Staff's decisions on a target's open reports: 'dismiss' (nothing breaks the rules), or the one
 * action that fits the kind: hide a review, suspend a listing (a staff hold, decision 045),
 * deactivate a user (decision 024), hide a rating with its reply (decision 076).
 */
export const REPORT_DECISIONS = [
  'dismiss',
  'hide_review',
  'suspend_listing',
  'deactivate_user',
  'hide_rating',
] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** The decisions each kind of target takes, 'dismiss' first. */
export const REPORT_ACTIONS = {
  listing: ['dismiss', 'suspend_listing'],
  review: ['dismiss', 'hide_review'],
  user: ['dismiss', 'deactivate_user'],
  rating: ['dismiss', 'hide_rating'],
  /** A message: its sender's account is what staff may act on (decision 074). */
  message: ['dismiss', 'deactivate_user'],
} as const satisfies Record<ReportTargetKind, readonly ReportDecision[]>;

/** True when staff may take `decision` on a target of `kind` (REPORT_ACTIONS). */
export function reportDecisionFits(kind: ReportTargetKind, decision: ReportDecision): boolean {
  return (REPORT_ACTIONS[kind] as readonly ReportDecision[]).includes(decision);
}

/**
 * Why a new report is refused before anything is written, or null when it may be sent:
 * 'own' (one's own listing, review or account), 'duplicate' (the reporter already has an open
 * report on this target), 'limit' (MAX_REPORTS_PER_DAY reports in the last REPORT_LIMIT_WINDOW_MS).
 * Checked in this order, so a repeat says it is a repeat even at the limit.
 */
export function reportRefusal(input: {
  /** True when the target is the reporter's own. */
  own: boolean;
  /** True when the reporter already has an open report on the target. */
  openOnTarget: boolean;
  /** Reports the reporter sent in the last REPORT_LIMIT_WINDOW_MS. */
  sentInWindow: number;
}): 'own' | 'duplicate' | 'limit' | null {
  if (input.own) return 'own';
  if (input.openOnTarget) return 'duplicate';
  if (input.sentInWindow >= MAX_REPORTS_PER_DAY) return 'limit';
  return null;
}
