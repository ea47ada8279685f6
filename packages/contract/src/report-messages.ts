/**
 * The texts of reports and moderation (decision 072; our wording): the API's refusals and the
 * words of the Report dialog, the back office's Reports tab and its decision dialog. Apart from
 * MESSAGES, which is one object in the home route's bundle: only the lazy dialog and the back
 * office load these. The routes' default errors are MESSAGES.admin's (routes.ts is in the home
 * route's bundle, decision 017); `create` is the dialog's own fallback.
 */
import type { ReportDecision, ReportReasonCode, ReportTargetKind } from './reports.ts';
import { MAX_REPORTS_PER_DAY } from './reports.ts';

export const REPORT_MESSAGES = {
  create: 'Failed to send your report',
  fetchQueue: 'Failed to fetch reports',
  decideFailed: 'Failed to record the decision',

  /** The reasons a reporter picks from (REPORT_REASONS). */
  reasons: {
    spam: 'Spam or advertising',
    scam: 'A scam or fraud',
    prohibited: 'Prohibited or dangerous item',
    counterfeit: 'Counterfeit or fake',
    offensive: 'Offensive, hateful or abusive',
    misleading: 'Misleading or false',
    other: 'Something else',
  } satisfies Record<ReportReasonCode, string>,

  /** Each kind of target as a noun (REPORT_TARGET_KINDS). */
  kinds: {
    listing: 'listing',
    review: 'review',
    user: 'user',
    rating: 'rating',
    message: 'message',
  } satisfies Record<ReportTargetKind, string>,

  /** Staff's decisions as buttons and the audit read them (REPORT_DECISIONS). */
  decisions: {
    dismiss: 'Dismiss the reports',
    hide_review: 'Hide the review',
    suspend_listing: 'Suspend the listing',
    deactivate_user: 'Deactivate the user',
    hide_rating: 'Hide the rating',
  } satisfies Record<ReportDecision, string>,

  /** 400: the reporter's own listing, review, rating or account (any kind: decision 076). */
  own: 'You cannot report your own content or account.',
  /** 409: the reporter already has an open report on this target. */
  duplicate: 'You have already reported this. Our team will look at it; we will e-mail you the outcome.',
  /** 429: MAX_REPORTS_PER_DAY reached in the last 24 hours. */
  limit: `You can send at most ${MAX_REPORTS_PER_DAY} reports a day. Please try again tomorrow.`,
  /** 400: a decision that does not fit the target's kind (REPORT_ACTIONS). */
  decisionDoesNotFit: 'That decision does not apply to this kind of report.',
  /** 400: a decision without a reason. */
  reasonRequired: 'Give a reason for the decision; the person it concerns will read it.',
  /** 409: the target has no open report (someone decided it already). */
  nothingOpen: 'This has no open reports: it may have been decided already.',
  /** 400 (decision 045): a listing's hold without a reason. In here, not MESSAGES (the home route's bundle). */
  holdReasonRequired: 'Give a reason for suspending this listing; the seller will see it.',
  /** The hold's reason, asked when staff suspend a listing (decision 045). */
  holdReason: 'Reason for suspending (the seller sees it)',
  /** 400: staff deactivating an account without a reason, which its owner is e-mailed. */
  deactivationReasonRequired: 'Give a reason for deactivating this account; its owner will see it.',
  /** The reason asked when staff deactivate an account (the Users tab). */
  deactivationReason: 'Reason for deactivating (the account owner sees it)',
  /** 404: the reported review is gone or hidden. */
  reviewNotFound: 'Review not found',
  /** 404: the reported rating is gone, hidden or not shown to the reporter (decision 076). */
  ratingNotFound: 'Rating not found',
  /**
   * The product page, in place of the review form, to the author of a review staff hid on reports
   * (decision 076): one review per product, so they cannot write another.
   */
  reviewHidden:
    'Our team has hidden your review of this product after reports, so shoppers no longer see it. We e-mailed you why. You cannot write another review of it; if you think this is a mistake, contact us.',

  /** The Report action and its dialog. */
  report: 'Report',
  reportLabel: (kind: ReportTargetKind, name: string) => `Report ${REPORT_MESSAGES.kinds[kind]} ${name}`,
  dialogTitle: (kind: ReportTargetKind) => `Report this ${REPORT_MESSAGES.kinds[kind]}`,
  dialogIntro: 'Tell our team what is wrong. The person you report is not told who reported them.',
  reasonLegend: 'Reason',
  reasonMissing: 'Choose a reason.',
  note: 'Anything else we should know (optional)',
  submit: 'Send report',
  sending: 'Sending…',
  sent: 'Thank you. Our team will look at your report and e-mail you the outcome.',
  close: 'Close',
  cancel: 'Cancel',

  /** The back office's Reports tab. */
  tab: 'Reports',
  queueTitle: 'Open reports',
  queueEmpty: 'No open reports.',
  reportsCount: (n: number) => (n === 1 ? '1 report' : `${n} reports`),
  contentGone: 'This content no longer exists.',
  contentHidden: 'Already hidden from shoppers.',
  decide: 'Decide',
  decisionTitle: (kind: ReportTargetKind, name: string) =>
    `Decide on the ${REPORT_MESSAGES.kinds[kind]} ${name}`,
  decisionLegend: 'Decision',
  decisionReason: 'Reason (the person it concerns reads it)',
  decisionSubmit: 'Record decision',
  decided: 'Decision recorded; the reports are closed.',
} as const;
