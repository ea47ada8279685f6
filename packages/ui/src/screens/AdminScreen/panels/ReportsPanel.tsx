import { useRef, useState } from 'react';
import { REPORT_MESSAGES, type ReportDecisionRequest, type ReportGroup } from '@shop/contract';
import { Badge } from '../../../components/Badge/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { EmptyState } from '../../../components/EmptyState/index.ts';
import { ErrorText } from '../../../components/ErrorText/index.ts';
import { Pagination } from '../../../components/Pagination/index.ts';
import { Spinner } from '../../../components/Spinner/index.ts';
import { visuallyHidden } from '../../../components/shared.css.ts';
import { formatDateTime } from '../../../format.ts';
import type { AdminReports } from '../types.ts';
import * as money from '../AdminMoney.css.ts';
import * as css from '../AdminReports.css.ts';
import * as admin from '../AdminScreen.css.ts';
import { ReportDecisionDialog } from './ReportDecisionDialog.tsx';

const M = REPORT_MESSAGES;

/** Props of {@link ReportsPanel}. */
export type ReportsPanelProps = {
  /** A page of the queue (GET /admin/reports/): targets with open reports, the oldest first. */
  reports: AdminReports;
  /** Called with the page staff ask for. */
  onPageChange?: (page: number) => void;
  /** Records a decision (POST /admin/reports/decision/); return its promise. */
  onDecide: (decision: ReportDecisionRequest) => Promise<unknown>;
  /** Key (`kind:id`) of a target whose decision dialog starts open (stories). */
  openFor?: string;
};

const keyOf = (g: ReportGroup) => `${g.target.kind}:${g.target.id}`;
/** 'Listing', 'Review', 'User': the kind's noun with a capital. */
const kindTitle = (g: ReportGroup) => {
  const noun = M.kinds[g.target.kind];
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/**
 * The back office's Reports tab (decision 072): every target with open reports, the one reported
 * first at the top, with its content (title, text, whose it is, a link to it; gone or already
 * hidden said so) and each open report (who, why, their note, when). 'Decide' opens the decision
 * dialog; a recorded decision is announced above the list, which takes focus once the target has
 * left the queue.
 */
export function ReportsPanel({ reports, onPageChange, onDecide, openFor }: ReportsPanelProps) {
  const [shown, setShown] = useState<string | null>(openFor ?? null);
  const [decided, setDecided] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const group = reports.items.find((g) => keyOf(g) === shown) ?? null;
  const focusTarget = () => {
    const button = shown === null ? undefined : buttons.current.get(shown);
    return button?.isConnected ? button : done.current;
  };
  return (
    <>
      <h2 className={money.heading}>{M.queueTitle}</h2>
      <p ref={done} role="status" tabIndex={-1} className={decided === null ? visuallyHidden : css.done}>
        {decided}
      </p>
      {reports.loading === true && reports.items.length === 0 ? (
        <Spinner label="Loading reports" />
      ) : reports.error ? (
        <ErrorText message={reports.error} />
      ) : reports.items.length === 0 ? (
        <EmptyState title={M.queueEmpty} headingLevel={3} />
      ) : (
        <ol className={css.groups}>
          {reports.items.map((g) => {
            const key = keyOf(g);
            const headingId = `report-${g.target.kind}-${g.target.id}`;
            return (
              <li key={key}>
                <article className={css.group} aria-labelledby={headingId}>
                  <div className={css.groupHeader}>
                    <h3 id={headingId} className={css.groupTitle}>
                      {`${kindTitle(g)}: ${g.target.title}`}
                    </h3>
                    <Badge tone="warning">{M.reportsCount(g.reports.length)}</Badge>
                    {g.target.gone ? <Badge tone="neutral">{M.contentGone}</Badge> : null}
                    {g.target.hidden ? <Badge tone="info">{M.contentHidden}</Badge> : null}
                  </div>
                  {g.target.gone ? null : <p className={css.content}>{g.target.text}</p>}
                  <p className={admin.muted}>
                    {g.target.owner ? `Concerns ${g.target.owner.name}. ` : ''}
                    First reported{' '}
                    <time dateTime={g.first_reported_at}>{formatDateTime(g.first_reported_at)}</time>.
                    {g.target.link ? (
                      <>
                        {' · '}
                        <a href={g.target.link}>View it in the shop</a>
                      </>
                    ) : null}
                  </p>
                  <ul className={css.reports} aria-label={`Reports of ${g.target.title}`}>
                    {g.reports.map((r) => (
                      <li key={r.id}>
                        <strong>{M.reasons[r.reason]}</strong> — {r.reporter.name},{' '}
                        <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                        {r.note ? <div className={admin.muted}>“{r.note}”</div> : null}
                      </li>
                    ))}
                  </ul>
                  <div>
                    <Button
                      ref={(button) => {
                        if (button) buttons.current.set(key, button);
                        else buttons.current.delete(key);
                      }}
                      size="sm"
                      aria-haspopup="dialog"
                      aria-label={`${M.decide}: ${M.kinds[g.target.kind]} ${g.target.title}`}
                      onClick={() => setShown(key)}
                    >
                      {M.decide}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <Pagination
        page={reports.page ?? 1}
        totalPages={reports.totalPages ?? 0}
        onPageChange={(page) => onPageChange?.(page)}
        label="Pages of reports"
      />
      <ReportDecisionDialog
        group={group}
        onDecide={onDecide}
        onDecided={(d) => setDecided(`${M.decided} ${M.decisions[d.decision]}.`)}
        onClose={() => setShown(null)}
        returnFocusTo={focusTarget}
      />
    </>
  );
}
