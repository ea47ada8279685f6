import { Suspense, useRef, useState } from 'react';
import { REPORT_MESSAGES, type CreateReportRequest } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { lazyWithPreload } from '../lazyWithPreload.ts';
import * as css from './ReportDialog.css.ts';
import type { ReportTargetRef } from './types.ts';

/** The dialog's module (Radix Dialog, react-hook-form): loaded when a Report button is first used. */
const ReportDialog = lazyWithPreload(() => import('./ReportDialog.tsx'));

/** Props of {@link ReportButton}. */
export type ReportButtonProps = {
  /** What is reported: a listing, a review or a user (decision 072). */
  target: ReportTargetRef;
  /** Sends the report (POST /reports/); return its promise (a rejection's message shows in the dialog). */
  onReport: (request: CreateReportRequest) => Promise<unknown>;
  /** The visible text (default 'Report'); the accessible name always says what is reported. */
  label?: string;
  /** Starts with the dialog open (stories). */
  defaultOpen?: boolean;
};

/**
 * The 'Report' action (decision 072): a quiet button named for what it reports ('Report listing
 * Desk lamp') that opens the Report dialog; focus comes back to it when the dialog closes. The
 * dialog's code loads on the first pointer over, focus or press (decision 017), not with the page.
 */
export function ReportButton({
  target,
  onReport,
  label = REPORT_MESSAGES.report,
  defaultOpen = false,
}: ReportButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [mounted, setMounted] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="sm"
        className={css.trigger}
        aria-label={REPORT_MESSAGES.reportLabel(target.kind, target.name)}
        aria-haspopup="dialog"
        onPointerEnter={() => void ReportDialog.preload()}
        onFocus={() => void ReportDialog.preload()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={open ? target : null}
            onReport={onReport}
            onClose={() => setOpen(false)}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
