import { RETURN_MESSAGES, formatPence, toPence, type ReturnRequest } from '@shop/contract';

/**
 * When a request came to staff, or was decided (decision 067): the time of the last step of its
 * history into `to` ('escalated' or 'resolved'), else when the request last changed.
 */
export function reachedAt(
  request: Pick<ReturnRequest, 'events' | 'updated_at'>,
  to: 'escalated' | 'resolved',
): string {
  const step = request.events.findLast((event) => event.to_status === to);
  return step?.created_at ?? request.updated_at;
}

/**
 * A decided dispute's decision in words, 'Full refund of £20.00', 'Partial refund of £5.00' or
 * 'No refund' (RETURN_MESSAGES.outcomes); null while it is not decided.
 */
export function decisionText(request: Pick<ReturnRequest, 'decision'>): string | null {
  const { decision } = request;
  if (decision === null) return null;
  const outcome = RETURN_MESSAGES.outcomes[decision.outcome];
  return RETURN_MESSAGES.staff.decisionSummary(
    outcome,
    decision.outcome === 'decline' ? null : formatPence(toPence(decision.amount)),
  );
}
