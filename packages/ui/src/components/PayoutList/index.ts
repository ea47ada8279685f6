export { PayoutList, type PayoutListProps } from './PayoutList.tsx';
