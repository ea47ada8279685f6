import type { ReportTargetKind } from '@shop/contract';

/** What a Report action reports (decision 072): its kind, id and the name shown (a listing's, a user's). */
export type ReportTargetRef = { kind: ReportTargetKind; id: number; name: string };
