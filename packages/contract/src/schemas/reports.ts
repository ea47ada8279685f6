/**
 * Reports and moderation (decision 072): a report of a listing, a review or a user, the staff
 * queue of open reports grouped by target, and staff's decision on a target.
 */
import * as z from 'zod/mini';
import {
  MAX_MODERATION_REASON_LENGTH,
  MAX_REPORT_NOTE_LENGTH,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from '../reports.ts';
import { Id, IsoDate } from './common.ts';
import { requiredText, text } from './fields.ts';
import { wholeNumber } from '../numbers.ts';
import { PartyRef } from './orders.ts';

/** A target's id in a request: a whole number 1..1e9 (as every id a request names; the columns are 32-bit). */
const TargetId = wholeNumber(1, 1_000_000_000);

/** A kind of target (REPORT_TARGET_KINDS). */
const TargetKind = z.enum(REPORT_TARGET_KINDS);

/** POST /reports/: what is reported (kind and id), why, and an optional note. */
export const CreateReportRequest = z.object({
  target_kind: TargetKind,
  target_id: TargetId,
  reason: z.enum(REPORT_REASONS),
  note: z.optional(text(MAX_REPORT_NOTE_LENGTH)),
});
export type CreateReportRequest = z.infer<typeof CreateReportRequest>;

/** A report as its reporter sent it. */
export const Report = z.object({
  id: Id,
  target_kind: TargetKind,
  target_id: TargetId,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  created_at: IsoDate,
});
export type Report = z.infer<typeof Report>;

/** One open report as staff see it in the queue: who sent it, why, when. */
export const QueuedReport = z.object({
  id: Id,
  reporter: PartyRef,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  created_at: IsoDate,
});
export type QueuedReport = z.infer<typeof QueuedReport>;

/**
 * The reported content as staff see it: a listing's name and description, a review's product and
 * text, a user's name; `owner` is the person it concerns (the seller, the author, the user).
 * `gone` when it no longer exists (only dismissing is left), `hidden` when it is already off
 * (a held listing, a hidden review, a deactivated account).
 */
export const ReportTarget = z.object({
  kind: TargetKind,
  id: Id,
  title: z.string(),
  text: z.string(),
  owner: z.nullable(PartyRef),
  /** The storefront path showing it (a listing's or a review's product page), else null. */
  link: z.nullable(z.string()),
  gone: z.boolean(),
  hidden: z.boolean(),
});
export type ReportTarget = z.infer<typeof ReportTarget>;

/** One target of the queue with its open reports, oldest first. */
export const ReportGroup = z.object({
  target: ReportTarget,
  reports: z.array(QueuedReport),
  /** When its oldest open report was sent (the queue's order). */
  first_reported_at: IsoDate,
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/**
 * POST /admin/reports/decision/: staff's decision on a target's open reports (one of
 * REPORT_ACTIONS of its kind), with a reason the person it concerns reads.
 */
export const ReportDecisionRequest = z.object({
  target_kind: TargetKind,
  target_id: TargetId,
  decision: z.enum(REPORT_DECISIONS),
  reason: requiredText(MAX_MODERATION_REASON_LENGTH),
});
export type ReportDecisionRequest = z.infer<typeof ReportDecisionRequest>;
