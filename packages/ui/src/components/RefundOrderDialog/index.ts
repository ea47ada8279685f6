export {
  RefundOrderDialog,
  type RefundDialogOrder,
  type RefundOrderDialogProps,
} from './RefundOrderDialog.tsx';
export { poundsTextToPence, refundAmountProblem } from './amountText.ts';
