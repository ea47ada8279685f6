export { PayoutBalances, payoutRequestedText, type PayoutBalancesProps } from './PayoutBalances.tsx';
export { PAYOUT_STATUS_LABELS, payoutDayLabel } from './payoutFormat.ts';
