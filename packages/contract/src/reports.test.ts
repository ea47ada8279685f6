import { describe, expect, it } from 'vitest';
import {
  MAX_REPORTS_PER_DAY,
  REPORT_ACTIONS,
  REPORT_DECISIONS,
  REPORT_TARGET_KINDS,
  reportDecisionFits,
  reportRefusal,
} from './reports.ts';
import { REPORT_MESSAGES } from './report-messages.ts';

describe('given a new report (decision 072)', () => {
  const fine = { own: false, openOnTarget: false, sentInWindow: 0 };

  it('takes it when it is not one’s own, not a repeat and under the day’s limit', () => {
    expect(reportRefusal(fine)).toBeNull();
    expect(reportRefusal({ ...fine, sentInWindow: MAX_REPORTS_PER_DAY - 1 })).toBeNull();
  });

  it('refuses one’s own content first, then a repeat, then the limit', () => {
    expect(reportRefusal({ own: true, openOnTarget: true, sentInWindow: MAX_REPORTS_PER_DAY })).toBe('own');
    expect(reportRefusal({ ...fine, openOnTarget: true, sentInWindow: MAX_REPORTS_PER_DAY })).toBe(
      'duplicate',
    );
    expect(reportRefusal({ ...fine, sentInWindow: MAX_REPORTS_PER_DAY })).toBe('limit');
  });
});

describe('given staff’s decisions', () => {
  it('lets every kind be dismissed and take only its own action', () => {
    expect(reportDecisionFits('listing', 'suspend_listing')).toBe(true);
    expect(reportDecisionFits('review', 'hide_review')).toBe(true);
    expect(reportDecisionFits('user', 'deactivate_user')).toBe(true);
    expect(reportDecisionFits('listing', 'hide_review')).toBe(false);
    expect(reportDecisionFits('review', 'deactivate_user')).toBe(false);
    expect(reportDecisionFits('user', 'suspend_listing')).toBe(false);
    for (const kind of REPORT_TARGET_KINDS) {
      expect(reportDecisionFits(kind, 'dismiss')).toBe(true);
      expect(REPORT_ACTIONS[kind][0]).toBe('dismiss');
    }
  });

  it('names every kind, reason and decision', () => {
    for (const kind of REPORT_TARGET_KINDS) expect(REPORT_MESSAGES.kinds[kind]).not.toBe('');
    for (const decision of REPORT_DECISIONS) expect(REPORT_MESSAGES.decisions[decision]).not.toBe('');
  });
});
