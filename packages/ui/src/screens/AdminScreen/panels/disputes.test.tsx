/** The Disputes panel's readings of a request (decision 067): when it reached staff, its decision in words. */
import { describe, expect, it } from 'vitest';
import { returnRequestOf } from '../../../testing/salesReturns.ts';
import { decisionText, reachedAt } from './disputes.ts';

const step = (id: number, to: 'escalated' | 'resolved' | 'declined', created_at: string) => ({
  id,
  actor: null,
  role: 'system' as const,
  from_status: null,
  to_status: to,
  note: '',
  created_at,
});

describe('reachedAt', () => {
  it('is the time of the last step into the state', () => {
    const request = returnRequestOf(3, 8, 1, {
      updated_at: '2026-03-09T00:00:00.000Z',
      events: [
        step(1, 'declined', '2026-03-03T00:00:00.000Z'),
        step(2, 'escalated', '2026-03-04T00:00:00.000Z'),
        step(3, 'resolved', '2026-03-08T00:00:00.000Z'),
      ],
    });
    expect(reachedAt(request, 'escalated')).toBe('2026-03-04T00:00:00.000Z');
    expect(reachedAt(request, 'resolved')).toBe('2026-03-08T00:00:00.000Z');
  });

  it('is when the request last changed when its history has no such step', () => {
    const request = returnRequestOf(3, 8, 1, { updated_at: '2026-03-09T00:00:00.000Z' });
    expect(reachedAt(request, 'escalated')).toBe('2026-03-09T00:00:00.000Z');
  });
});

describe('decisionText', () => {
  it('names the outcome and, for a refund, its amount', () => {
    expect(decisionText({ decision: { outcome: 'refund_full', amount: 20, reason: 'x' } })).toBe(
      'Full refund of £20.00',
    );
    expect(decisionText({ decision: { outcome: 'refund_partial', amount: 5.5, reason: 'x' } })).toBe(
      'Partial refund of £5.50',
    );
    expect(decisionText({ decision: { outcome: 'decline', amount: 0, reason: 'x' } })).toBe('No refund');
  });

  it('is null before a decision', () => {
    expect(decisionText({ decision: null })).toBeNull();
  });
});
