export { ReportButton, type ReportButtonProps } from './ReportButton.tsx';
export type { ReportTargetRef } from './types.ts';
