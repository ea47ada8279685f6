import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  MAX_CARRIER_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  RETURN_MESSAGES,
  RETURN_STEP_TARGETS,
  type ReturnRequest,
  type ReturnStatusCode,
  type ReturnStepRequest,
} from '@shop/contract';
import { formatPrice } from '../../format.ts';
import {
  AddressFields,
  EMPTY_ADDRESS,
  checkAddress,
  type AddressDraft,
  type AddressErrors,
} from '../../components/AddressFields/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { TextareaField } from '../../components/TextareaField/index.ts';
import * as fieldCss from '../../components/field.css.ts';
import { formAlert } from '../../components/shared.css.ts';
import * as css from './ReturnRequestScreen.css.ts';

const T = RETURN_MESSAGES.buyer;

/** A step's action (ReturnStepRequest's `action`). */
export type StepAction = ReturnStepRequest['action'];

/**
 * The step that moves a request to each state a party may move it to (returnMovesFor): the
 * contract's RETURN_STEP_TARGETS read backwards.
 */
export const STEP_OF_MOVE: Partial<Record<ReturnStatusCode, StepAction>> = Object.fromEntries(
  Object.entries(RETURN_STEP_TARGETS).map(([action, to]) => [to, action]),
);

/** What every step form shares: the request, the busy state, its error, and the step to run. */
type StepProps = {
  request: ReturnRequest;
  /** True while any step of the page runs: every button is disabled (and stays focusable). */
  busy: boolean;
  /** The server's refusal of this form's last step, or null. */
  error: string | null;
  run: (step: ReturnStepRequest) => void;
};

/** A step form's box: its heading (h3), an intro, the fields and the server's refusal. */
function StepBox({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={css.step} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.stepTitle}>
        {title}
      </h3>
      {intro ? <p className={css.text}>{intro}</p> : null}
      {children}
      {error ? (
        <p role="alert" className={formAlert}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The submit button of a step form: 'Saving...' while it runs, focusable while disabled. */
function Submit({ busy, running, label }: { busy: boolean; running: boolean; label: string }) {
  return (
    <div className={css.stepActions}>
      <Button type="submit" size="sm" disabled={busy} focusableWhenDisabled aria-busy={running || undefined}>
        {running ? T.saving : label}
      </Button>
    </div>
  );
}

/** Buyer: the parcel is on its way back (carrier and tracking number, both required). */
export function ShipStep({ busy, error, run, running }: StepProps & { running: boolean }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState<{ carrier?: boolean; tracking?: boolean }>({});
  const carrierRef = useRef<HTMLInputElement>(null);
  const trackingRef = useRef<HTMLInputElement>(null);
  return (
    <StepBox title={T.shipHeading} intro={T.shipIntro} error={error}>
      <form
        noValidate
        className={css.stepForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const problems = { carrier: carrier.trim() === '', tracking: tracking.trim() === '' };
          setMissing(problems);
          if (problems.carrier) return carrierRef.current?.focus();
          if (problems.tracking) return trackingRef.current?.focus();
          run({ action: 'ship', carrier: carrier.trim(), tracking_number: tracking.trim() });
        }}
      >
        <div className={css.pair}>
          <TextField
            ref={carrierRef}
            label={T.carrierLabel}
            autoComplete="off"
            required
            maxLength={MAX_CARRIER_LENGTH}
            value={carrier}
            error={missing.carrier ? T.carrierRequired : undefined}
            onChange={(event) => {
              setCarrier(event.target.value);
              setMissing((m) => ({ ...m, carrier: false }));
            }}
          />
          <TextField
            ref={trackingRef}
            label={T.trackingLabel}
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={MAX_TRACKING_NUMBER_LENGTH}
            value={tracking}
            error={missing.tracking ? T.trackingRequired : undefined}
            onChange={(event) => {
              setTracking(event.target.value);
              setMissing((m) => ({ ...m, tracking: false }));
            }}
          />
        </div>
        <Submit busy={busy} running={running} label={T.shipSubmit} />
      </form>
    </StepBox>
  );
}

/** A form of one required text (a note or a reason) and its button: escalate and decline. */
function TextStep({
  title,
  intro,
  label,
  required,
  submit,
  busy,
  running,
  error,
  onText,
}: {
  title: string;
  intro?: string;
  label: string;
  required: string;
  submit: string;
  busy: boolean;
  running: boolean;
  error: string | null;
  onText: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <StepBox title={title} intro={intro} error={error}>
      <form
        noValidate
        className={css.stepForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (text.trim() === '') {
            setMissing(true);
            ref.current?.focus();
            return;
          }
          onText(text.trim());
        }}
      >
        <TextareaField
          ref={ref}
          label={label}
          rows={3}
          required
          maxLength={MAX_RETURN_NOTE_LENGTH}
          value={text}
          error={missing ? required : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
        />
        <Submit busy={busy} running={running} label={submit} />
      </form>
    </StepBox>
  );
}

/** Buyer: ask our team to decide (a note, required). */
export function EscalateStep({ request, busy, error, run, running }: StepProps & { running: boolean }) {
  return (
    <TextStep
      title={T.escalateHeading}
      intro={request.status === 'declined' ? T.escalateIntroDeclined : T.escalateIntroTransit}
      label={T.escalateNoteLabel}
      required={T.escalateNoteRequired}
      submit={T.escalateSubmit}
      busy={busy}
      running={running}
      error={error}
      onText={(note) => run({ action: 'escalate', note })}
    />
  );
}

/** Seller: decline (a reason the buyer reads, required). */
export function DeclineStep({ busy, error, run, running }: StepProps & { running: boolean }) {
  return (
    <TextStep
      title={T.declineHeading}
      label={T.declineReasonLabel}
      required={T.declineReasonRequired}
      submit={T.declineSubmit}
      busy={busy}
      running={running}
      error={error}
      onText={(reason) => run({ action: 'decline', reason })}
    />
  );
}

/**
 * Seller: accept, with the address the item goes back to (checked as a UK delivery address), or
 * with a refund at once and no return (the buyer keeps the item); an optional note.
 */
export function AcceptStep({ request, busy, error, run, running }: StepProps & { running: boolean }) {
  const [how, setHow] = useState<'return' | 'keep'>('return');
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [note, setNote] = useState('');
  const fieldsRef = useRef<HTMLDivElement>(null);
  const focusInvalid = useRef(false);
  const name = useId();
  const amount = formatPrice(request.amount);

  // After a refused address, focus goes to its first field with a problem.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const choice = (value: 'return' | 'keep', label: string) => (
    <label className={css.radio}>
      <input
        type="radio"
        name={name}
        value={value}
        className={fieldCss.checkbox}
        checked={how === value}
        onChange={() => setHow(value)}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <StepBox title={T.acceptHeading} error={error}>
      <form
        noValidate
        className={css.stepForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const extra = note.trim() === '' ? {} : { note: note.trim() };
          if (how === 'keep') return run({ action: 'accept', keep_item: true, ...extra });
          const checked = checkAddress(address);
          if (!checked.ok) {
            focusInvalid.current = true;
            setErrors(checked.errors);
            return;
          }
          setErrors({});
          run({ action: 'accept', keep_item: false, return_address: checked.address, ...extra });
        }}
      >
        <fieldset className={css.choices}>
          <legend className={fieldCss.label}>{T.acceptHow}</legend>
          {choice('return', T.acceptReturn)}
          {choice('keep', T.acceptKeep(amount))}
        </fieldset>
        {how === 'return' ? (
          <div ref={fieldsRef}>
            <AddressFields
              legend={T.returnAddressLegend}
              value={address}
              errors={errors}
              onChange={(value) => {
                setAddress(value);
                setErrors({});
              }}
            />
          </div>
        ) : null}
        <TextareaField
          label={T.acceptNoteLabel}
          rows={2}
          maxLength={MAX_RETURN_NOTE_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Submit
          busy={busy}
          running={running}
          label={how === 'keep' ? T.acceptKeepSubmit(amount) : T.acceptSubmit}
        />
      </form>
    </StepBox>
  );
}

/** Seller: the item is back; asks first, since the buyer is refunded at once and it cannot be undone. */
export function ReceiveStep({ request, busy, error, run, running }: StepProps & { running: boolean }) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const amount = formatPrice(request.amount);
  return (
    <StepBox title={T.receiveHeading} intro={T.receiveIntro(amount)} error={error}>
      <div className={css.stepActions}>
        <Button
          ref={button}
          size="sm"
          disabled={busy}
          focusableWhenDisabled
          aria-busy={running || undefined}
          onClick={() => setAsking(true)}
        >
          {running ? T.saving : T.receiveSubmit}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={T.receiveConfirmTitle}
        description={T.receiveConfirmText(amount)}
        confirmLabel={T.receiveSubmit}
        cancelLabel={T.receiveCancel}
        confirmVariant="primary"
        busy={busy}
        returnFocusTo={() => button.current}
        onConfirm={() => run({ action: 'receive' })}
      />
    </StepBox>
  );
}
