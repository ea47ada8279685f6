import { returnMovesFor, type ReturnRequest } from '@shop/contract';

/** True when the seller takes the next step of a request in `status` (accept or decline it, mark it received). */
export function awaitsSeller(status: string): boolean {
  return returnMovesFor(status, 'seller').length > 0;
}

/** Where a request goes in the seller's list: requests waiting for an answer, then parcels on their way back, then the rest. */
function rank(request: Pick<ReturnRequest, 'status'>): number {
  if (request.status === 'requested') return 0;
  if (awaitsSeller(request.status)) return 1;
  return 2;
}

/** A deadline as a number to sort by: soonest first, none last. */
function deadline(request: Pick<ReturnRequest, 'respond_by'>): number {
  const time = request.respond_by === null ? Number.NaN : Date.parse(request.respond_by);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * The seller's return requests in the order My sales lists them (decision 067): what waits for the
 * seller first, the requests to answer (`requested`) soonest deadline (`respond_by`) first, then
 * those on their way back (`in_transit`, to mark received); then the others in the order given
 * (the API's: newest first). Returns a new array; `requests` is not changed.
 */
export function sellerReturnsFirst<T extends Pick<ReturnRequest, 'status' | 'respond_by'>>(
  requests: readonly T[],
): T[] {
  return requests
    .map((request, index) => ({ request, index }))
    .sort(
      (a, b) =>
        rank(a.request) - rank(b.request) ||
        (rank(a.request) === 0 ? deadline(a.request) - deadline(b.request) : 0) ||
        a.index - b.index,
    )
    .map(({ request }) => request);
}
