/** The rules of ratings between buyers and sellers (decision 071). */
import { describe, expect, it } from 'vitest';
import {
  RATING_WINDOW_DAYS,
  medianDispatchHours,
  orderRatingStage,
  ratingRefusal,
  ratingStage,
  ratingVisibleTo,
  ratingWindowEnds,
  ratingsRevealed,
  replyRefusal,
  type RatingFacts,
} from './ratings.ts';

const delivered = new Date('2026-03-01T12:00:00.000Z');
const ends = new Date(delivered.getTime() + RATING_WINDOW_DAYS * 24 * 3_600_000);
const facts = (over: Partial<RatingFacts> = {}): RatingFacts => ({
  orderStatus: 'delivered',
  deliveredAt: delivered,
  buyerRated: false,
  sellerRated: false,
  now: delivered,
  ...over,
});

describe('who may rate when', () => {
  it('closes the window RATING_WINDOW_DAYS after delivery, its last millisecond included', () => {
    expect(ratingWindowEnds(delivered).toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(ratingRefusal(facts({ now: ends }), 'buyer')).toBeNull();
    expect(ratingRefusal(facts({ now: new Date(ends.getTime() + 1) }), 'seller')).toBe('windowClosed');
  });

  it('refuses an order not delivered and a side already in', () => {
    expect(ratingRefusal(facts({ orderStatus: 'shipped' }), 'buyer')).toBe('notDelivered');
    expect(ratingRefusal(facts({ deliveredAt: null }), 'seller')).toBe('notDelivered');
    expect(ratingRefusal(facts({ buyerRated: true }), 'buyer')).toBe('alreadyRated');
    expect(ratingRefusal(facts({ buyerRated: true }), 'seller')).toBeNull();
  });
});

describe('blind ratings', () => {
  it('reveals once both are in or the window has closed, and shows an author their own', () => {
    expect(ratingsRevealed(facts({ buyerRated: true }))).toBe(false);
    expect(ratingsRevealed(facts({ buyerRated: true, sellerRated: true }))).toBe(true);
    expect(ratingsRevealed(facts({ buyerRated: true, now: new Date(ends.getTime() + 1) }))).toBe(true);
    expect(ratingVisibleTo(7, 7, false)).toBe(true);
    expect(ratingVisibleTo(7, 8, false)).toBe(false);
    expect(ratingVisibleTo(7, null, true)).toBe(true);
  });

  it('names the stage each side sees', () => {
    expect(ratingStage(facts({ orderStatus: 'shipped' }), 'buyer')).toBe('not_delivered');
    expect(ratingStage(facts(), 'buyer')).toBe('open');
    expect(ratingStage(facts({ buyerRated: true }), 'buyer')).toBe('waiting');
    expect(ratingStage(facts({ buyerRated: true }), 'seller')).toBe('open');
    expect(ratingStage(facts({ buyerRated: true, sellerRated: true }), 'seller')).toBe('revealed');
    expect(ratingStage(facts({ now: new Date(ends.getTime() + 1) }), 'seller')).toBe('closed');
  });
});

describe('the seller’s reply', () => {
  it('is the rated seller’s, once, once the rating shows', () => {
    const ofSeller = { side: 'buyer' as const, subjectId: 2, hasReply: false };
    expect(replyRefusal(ofSeller, 2, true)).toBeNull();
    expect(replyRefusal(ofSeller, 3, true)).toBe('notYourRating');
    expect(replyRefusal({ ...ofSeller, side: 'seller' }, 2, true)).toBe('notYourRating');
    expect(replyRefusal(ofSeller, 2, false)).toBe('notVisibleYet');
    expect(replyRefusal({ ...ofSeller, hasReply: true }, 2, true)).toBe('alreadyReplied');
  });
});

describe('the typical dispatch time', () => {
  it('is the median in whole hours, null when nothing shipped', () => {
    expect(medianDispatchHours([])).toBeNull();
    expect(medianDispatchHours([30, 10, 50])).toBe(30);
    expect(medianDispatchHours([10, 31])).toBe(21);
    expect(medianDispatchHours([1.4])).toBe(1);
  });
});

describe('the stage a screen shows', () => {
  it('reads the window from rate_by', () => {
    const view = {
      order_status: 'delivered',
      rate_by: ends.toISOString(),
      buyer_rated: true,
      seller_rated: false,
    };
    expect(orderRatingStage(view, 'buyer', ends)).toBe('waiting');
    expect(orderRatingStage(view, 'seller', ends)).toBe('open');
    expect(orderRatingStage(view, 'seller', new Date(ends.getTime() + 1))).toBe('revealed');
    expect(orderRatingStage({ ...view, rate_by: null }, 'seller', ends)).toBe('not_delivered');
  });
});
