/**
 * How the API answers a party's step on a return request and a refund's amount (decision 067):
 * which state each step of ReturnStepRequest moves to, which refusal (403 or 409) a step that may
 * not be taken gets, and an amount in pounds as whole pence. One copy for the server and the
 * mocks, beside the state machine (returns.ts) it reads.
 */
import { RETURN_TRANSITIONS, canMoveReturn, returnMoveRefusal } from './returns.ts';
import type { ReturnParty, ReturnStatusCode } from './return-states.ts';
import { RETURN_MESSAGES } from './returns-messages.ts';

/** The state each step of ReturnStepRequest (its `action`) moves a request to. */
export const RETURN_STEP_TARGETS = {
  accept: 'accepted',
  decline: 'declined',
  ship: 'in_transit',
  receive: 'received',
  escalate: 'escalated',
} as const satisfies Record<string, ReturnStatusCode>;

/** One of the steps of ReturnStepRequest. */
export type ReturnStepAction = keyof typeof RETURN_STEP_TARGETS;

/** A step's refusal: the HTTP status and the API's text. */
export interface ReturnStepRefusal {
  status: 403 | 409;
  error: string;
}

/**
 * Why `party` may not move a request in `from` to `to`, or null when it may (canMoveReturn).
 * `party` null (the caller is neither the buyer, the seller nor staff): 403 notYours. An edge
 * from `from` to `to` that belongs to the buyer or the seller, and the caller is not that side:
 * 403 notYourStep. Anything else (no such edge, or one only the shop or staff take, such as
 * requested -> escalated when the answer deadline passes): 409 moveRefused.
 */
export function returnStepRefusal(
  from: string,
  to: string,
  party: ReturnParty | null,
): ReturnStepRefusal | null {
  if (party === null) return { status: 403, error: RETURN_MESSAGES.errors.notYours };
  if (canMoveReturn(from, to, party)) return null;
  const edges = (RETURN_TRANSITIONS as Record<string, Partial<Record<string, ReturnParty>> | undefined>)[
    from
  ];
  const owner = edges?.[to];
  if (owner === 'buyer' || owner === 'seller')
    return { status: 403, error: RETURN_MESSAGES.errors.notYourStep };
  return { status: 409, error: returnMoveRefusal(from, to) };
}

/**
 * `pounds` as integer pence when it has at most 2 decimals (12.5 -> 1250, 0.1 + 0.2 -> 30);
 * NaN when it has more (1.005), so refundRefusal refuses it with RETURN_MESSAGES.errors.refundAmount.
 */
export function refundPenceOf(pounds: number): number {
  const pence = Math.round(pounds * 100);
  return Number.isFinite(pounds) && Math.abs(pounds * 100 - pence) < 1e-6 ? pence : Number.NaN;
}
