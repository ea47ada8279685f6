import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog/index.ts';
import {
  MAX_RETURN_NOTE_LENGTH,
  RETURN_MESSAGES,
  formatPence,
  toPence,
  toPounds,
  type DisputeDecisionRequest,
  type DisputeOutcome,
  type ReturnRequest,
} from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { PostalAddress } from '../../../components/PostalAddress/index.ts';
import { poundsTextToPence, refundAmountProblem } from '../../../components/RefundOrderDialog/index.ts';
import { TextField } from '../../../components/TextField/index.ts';
import { TextareaField } from '../../../components/TextareaField/index.ts';
import * as field from '../../../components/field.css.ts';
import { fieldGroup, fieldGroupLegend } from '../../../components/shared.css.ts';
import { formatDateTime } from '../../../format.ts';
import * as css from '../AdminDisputes.css.ts';
import { decisionText } from './disputes.ts';
import { refusalMessage } from '../../../components/refusalMessage.ts';

const S = RETURN_MESSAGES.staff;
const OUTCOMES = Object.keys(RETURN_MESSAGES.outcomes) as DisputeOutcome[];

/** Props of {@link DisputeThreadDialog}. */
export type DisputeThreadDialogProps = {
  /** The dispute shown; the dialog is open while this is set. */
  request: ReturnRequest | null;
  /**
   * Records staff's decision (POST /admin/disputes/{id}/decision/). Return its promise: while it
   * runs the dialog cannot close; a rejection's message shows in the form; once it resolves
   * `onDecided` is called and the dialog closes.
   */
  onDecide: (id: number, decision: DisputeDecisionRequest) => Promise<unknown>;
  /** Called once a decision is recorded, with the request's id and the decision in words. */
  onDecided?: (id: number, summary: string) => void;
  /** Close, Escape, a click outside (while not busy), or after a decision. */
  onClose: () => void;
  /** Where focus goes when the dialog closes (decision 048): the row's Open button, else a fallback. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** The form's fields as typed. */
type DecisionValues = { outcome: DisputeOutcome | ''; amount: string; reason: string };

/**
 * A dispute's whole thread for staff (decision 067), in a modal (Radix Dialog, ConfirmDialog's
 * look, scrolling within the window): the order, product, quantity and amount asked, buyer and
 * seller, the reason and the buyer's note, the seller's decline reason, the return parcel, the
 * buyer's photos (each opens in a new tab), the history (who, when, from what state to what, their
 * note; RETURN_MESSAGES.parties and .statuses), and, while it is escalated, the decision form: an
 * outcome (RETURN_MESSAGES.outcomes), for a partial refund an amount up to the request's amount,
 * and a required reason both sides read; a decided one shows its decision instead. Focus starts
 * on the first control and returns to `returnFocusTo` on close; while the decision is recorded the
 * dialog cannot close and its buttons stay focusable.
 */
export function DisputeThreadDialog({
  request,
  onDecide,
  onDecided,
  onClose,
  returnFocusTo,
}: DisputeThreadDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new dispute starts without the last one's refusal.
  const [shownFor, setShownFor] = useState<number | null>(request?.id ?? null);
  if ((request?.id ?? null) !== shownFor) {
    setShownFor(request?.id ?? null);
    setError(null);
  }

  const decide = async (values: DecisionValues) => {
    if (!request || !values.outcome) return;
    const outcome = values.outcome;
    const decision: DisputeDecisionRequest = {
      outcome,
      ...(outcome === 'refund_partial' ? { amount: toPounds(poundsTextToPence(values.amount)) } : {}),
      reason: values.reason.trim(),
    };
    setBusy(true);
    setError(null);
    try {
      await onDecide(request.id, decision);
      const amount =
        outcome === 'decline'
          ? null
          : formatPence(
              outcome === 'refund_full' ? toPence(request.amount) : poundsTextToPence(values.amount),
            );
      onDecided?.(request.id, S.decisionSummary(RETURN_MESSAGES.outcomes[outcome], amount));
      onClose();
    } catch (err) {
      setError(refusalMessage(err, RETURN_MESSAGES.decide));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={request !== null}
      busy={busy}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={request ? S.threadTitle(request.id, request.product_name) : ''}
      description={S.threadDescription}
      size="thread"
    >
      {request ? (
        <Thread
          key={request.id}
          request={request}
          busy={busy}
          error={error}
          onDecide={(values) => void decide(values)}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

/** The thread and the decision, keyed by the request: what was typed never carries over to another. */
function Thread({
  request,
  busy,
  error,
  onDecide,
  onClose,
}: {
  request: ReturnRequest;
  busy: boolean;
  error: string | null;
  onDecide: (values: DecisionValues) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const decided = decisionText(request);
  return (
    <>
      <Facts request={request} />
      <section className={css.section} aria-labelledby={`${ids}-photos`}>
        <h3 id={`${ids}-photos`} className={css.sectionTitle}>
          {S.photosTitle}
        </h3>
        {request.photos.length === 0 ? (
          <p className={css.dialogText}>{S.noPhotos}</p>
        ) : (
          <ul className={css.photos}>
            {request.photos.map((url, i) => (
              <li key={url}>
                <a
                  className={css.photoLink}
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={S.photoLabel(i + 1, request.photos.length)}
                >
                  <img className={css.photo} src={url} alt="" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={css.section} aria-labelledby={`${ids}-history`}>
        <h3 id={`${ids}-history`} className={css.sectionTitle}>
          {S.historyTitle}
        </h3>
        <ol className={css.history}>
          {request.events.map((event) => (
            <li key={event.id} className={css.event}>
              <p className={css.eventHead}>
                <strong>
                  {RETURN_MESSAGES.parties[event.role]}
                  {event.actor ? `: ${event.actor.name}` : null}
                </strong>
                <time className={css.muted} dateTime={event.created_at}>
                  {formatDateTime(event.created_at)}
                </time>
              </p>
              <p className={css.eventText}>
                {S.stepText(
                  event.from_status === null ? null : RETURN_MESSAGES.statuses[event.from_status],
                  RETURN_MESSAGES.statuses[event.to_status],
                )}
              </p>
              {event.note.trim() !== '' ? <p className={css.eventNote}>{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className={css.section} aria-labelledby={`${ids}-decision`}>
        <h3 id={`${ids}-decision`} className={css.sectionTitle}>
          {S.decisionTitle}
        </h3>
        {request.status === 'escalated' ? (
          <DecisionForm request={request} busy={busy} error={error} onDecide={onDecide} onClose={onClose} />
        ) : (
          <>
            {decided !== null && request.decision ? (
              <>
                <p className={css.decision}>{decided}</p>
                <p className={css.eventNote}>{request.decision.reason}</p>
              </>
            ) : (
              <p className={css.dialogText}>{RETURN_MESSAGES.statuses[request.status]}</p>
            )}
            <div className={css.actions}>
              <Button type="button" variant="outline" onClick={onClose}>
                {S.close}
              </Button>
            </div>
          </>
        )}
      </section>
    </>
  );
}

/** The request's facts as a definition list. */
function Facts({ request }: { request: ReturnRequest }) {
  const tracking =
    request.return_carrier || request.return_tracking_number ? (
      <>
        {request.return_carrier}
        {request.return_tracking_number ? (
          <>
            {request.return_carrier ? ', ' : null}
            <span className={css.mono}>{request.return_tracking_number}</span>
          </>
        ) : null}
      </>
    ) : (
      <span className={css.muted}>{S.notShipped}</span>
    );
  const rows: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: S.facts.order, value: `#${request.order_id}` },
    { label: S.facts.product, value: request.product_name },
    { label: S.facts.quantity, value: request.quantity },
    { label: S.facts.amount, value: formatPence(toPence(request.amount)) },
    ...(request.refunded_amount > 0
      ? [{ label: S.facts.refunded, value: formatPence(toPence(request.refunded_amount)) }]
      : []),
    { label: S.facts.state, value: RETURN_MESSAGES.statuses[request.status] },
    { label: S.facts.buyer, value: request.buyer.name },
    { label: S.facts.seller, value: request.seller?.name ?? S.noSeller },
    { label: S.facts.reason, value: RETURN_MESSAGES.reasons[request.reason] },
    {
      label: S.facts.note,
      value: request.note.trim() === '' ? <span className={css.muted}>{S.noNote}</span> : request.note,
      wide: true,
    },
    {
      label: S.facts.declineReason,
      value: request.decline_reason ?? <span className={css.muted}>{S.notDeclined}</span>,
      wide: true,
    },
    { label: S.facts.tracking, value: tracking },
    ...(request.return_address
      ? [{ label: S.facts.returnAddress, value: <PostalAddress address={request.return_address} /> }]
      : []),
  ];
  return (
    <dl className={css.facts}>
      {rows.map((row) => (
        <div key={row.label} className={row.wide ? css.wideFact : css.fact}>
          <dt className={css.factLabel}>{row.label}</dt>
          <dd className={css.factValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The decision: an outcome, an amount for a partial refund, and the reason (all checked before sending). */
function DecisionForm({
  request,
  busy,
  error,
  onDecide,
  onClose,
}: {
  request: ReturnRequest;
  busy: boolean;
  error: string | null;
  onDecide: (values: DecisionValues) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const maxPence = toPence(request.amount);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DecisionValues>({ defaultValues: { outcome: '', amount: '', reason: '' } });
  const outcome = watch('outcome');
  const outcomeErrorId = `${ids}-outcome-error`;
  return (
    <form
      noValidate
      className={css.form}
      aria-label={S.decisionTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void handleSubmit(onDecide)(event);
      }}
    >
      <fieldset className={fieldGroup} aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
        <legend className={fieldGroupLegend}>{S.outcomeLabel}</legend>
        <div className={css.outcomes}>
          {OUTCOMES.map((value) => {
            const id = `${ids}-${value}`;
            const hint = value === 'refund_full' ? S.fullRefundHint(formatPence(maxPence)) : null;
            return (
              <div key={value}>
                <div className={field.checkboxRow}>
                  <input
                    id={id}
                    type="radio"
                    value={value}
                    className={field.checkbox}
                    aria-describedby={hint ? `${id}-hint` : undefined}
                    {...register('outcome', {
                      // Unchosen radios read as null, not ''.
                      validate: (v) => (v ? true : S.outcomeRequired),
                    })}
                  />
                  <label className={field.label} htmlFor={id}>
                    {RETURN_MESSAGES.outcomes[value]}
                  </label>
                </div>
                {hint ? (
                  <p id={`${id}-hint`} className={css.outcomeHint}>
                    {hint}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {errors.outcome ? (
          <p id={outcomeErrorId} className={field.error}>
            {errors.outcome.message}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'refund_partial' ? (
        <TextField
          label={S.partialAmountLabel}
          inputMode="decimal"
          autoComplete="off"
          hint={S.partialAmountHint(formatPence(maxPence))}
          error={errors.amount?.message}
          {...register('amount', {
            shouldUnregister: true,
            validate: (value) => refundAmountProblem(value, maxPence) ?? true,
          })}
        />
      ) : null}
      <TextareaField
        label={S.decisionReasonLabel}
        maxLength={MAX_RETURN_NOTE_LENGTH}
        rows={3}
        error={errors.reason?.message}
        {...register('reason', { validate: (value) => value.trim() !== '' || S.decisionReasonRequired })}
      />
      <FormDialogFooter
        error={error}
        busy={busy}
        cancelLabel={S.close}
        onCancel={onClose}
        submitLabel={S.decide}
        busyLabel={S.deciding}
      />
    </form>
  );
}
