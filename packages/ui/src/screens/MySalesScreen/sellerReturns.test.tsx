/** The order of My sales' Returns section (decision 067): what waits for the seller first. */
import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES, type ReturnStatusCode } from '@shop/contract';
import { awaitsSeller, sellerReturnsFirst } from './sellerReturns.ts';

const request = (id: number, status: ReturnStatusCode, respond_by: string | null = null) => ({
  id,
  status,
  respond_by,
});

describe('awaitsSeller', () => {
  it('is true where the seller moves next: a request to answer, a parcel on its way back', () => {
    expect(RETURN_STATUSES.filter(awaitsSeller)).toEqual(['requested', 'in_transit']);
  });

  it('is false for a status it does not know', () => {
    expect(awaitsSeller('lost')).toBe(false);
  });
});

describe('sellerReturnsFirst', () => {
  it('puts requests to answer first, soonest deadline first, then parcels on their way back', () => {
    const list = [
      request(9, 'refunded'),
      request(8, 'in_transit'),
      request(7, 'requested', '2026-03-06T10:00:00.000Z'),
      request(6, 'escalated'),
      request(5, 'requested', '2026-03-04T10:00:00.000Z'),
      request(4, 'in_transit'),
      request(3, 'accepted'),
    ];
    expect(sellerReturnsFirst(list).map((r) => r.id)).toEqual([5, 7, 8, 4, 9, 6, 3]);
  });

  it('keeps the order it was given among the others, and a request without a deadline after those with one', () => {
    const list = [
      request(4, 'declined'),
      request(3, 'requested', null),
      request(2, 'resolved'),
      request(1, 'requested', '2026-03-04T10:00:00.000Z'),
    ];
    expect(sellerReturnsFirst(list).map((r) => r.id)).toEqual([1, 3, 4, 2]);
  });

  it('does not change the list it was given', () => {
    const list = [request(2, 'refunded'), request(1, 'requested', '2026-03-04T10:00:00.000Z')];
    sellerReturnsFirst(list);
    expect(list.map((r) => r.id)).toEqual([2, 1]);
  });
});
