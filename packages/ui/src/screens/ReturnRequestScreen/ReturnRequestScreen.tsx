import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  RETURN_MESSAGES,
  returnMovesFor,
  returnSideOf,
  type ReturnRequest,
  type ReturnSide,
  type ReturnStatusCode,
  type ReturnStepRequest,
} from '@shop/contract';
import { formatDateTime, formatPrice } from '../../format.ts';
import { Badge, type BadgeProps } from '../../components/Badge/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { cx } from '../../components/cx.ts';
import {
  AcceptStep,
  DeclineStep,
  EscalateStep,
  ReceiveStep,
  STEP_OF_MOVE,
  ShipStep,
  type StepAction,
} from './ReturnSteps.tsx';
import * as css from './ReturnRequestScreen.css.ts';

const T = RETURN_MESSAGES.buyer;

/** Props of {@link ReturnRequestScreen}. */
export type ReturnRequestScreenProps = {
  /** The request's id from the address; null when the address names no id (not found). */
  requestId: number | null;
  /** The request with its history (GET /returns/{id}/), once loaded. */
  request: ReturnRequest | null;
  /** True while the request loads. */
  loading: boolean;
  /** The read's failure message, shown as 'Error: {message}' (other than 404 and 403). */
  error?: string | null;
  /** The failed read's HTTP status: 404 shows 'not found', 403 'not yours'. */
  errorStatus?: number | null;
  /** The signed-in user's id: their side of the request (returnSideOf) decides their steps. */
  viewerId: number | null;
  /**
   * POST /returns/{id}/steps/: resolves to the request as it stands after the step, shown at
   * once; a rejection's message (the server's text) shows in the step's form.
   */
  onStep?: (id: number, step: ReturnStepRequest) => Promise<ReturnRequest>;
};

/** The badge tone of each state: waiting on someone (warning), on its way (transit), done (success). */
export const RETURN_STATUS_TONES: Record<ReturnStatusCode, NonNullable<BadgeProps['tone']>> = {
  requested: 'warning',
  accepted: 'info',
  declined: 'danger',
  in_transit: 'transit',
  received: 'info',
  refunded: 'success',
  escalated: 'warning',
  resolved: 'neutral',
};

/** What the viewer reads when they have no step to take now. */
function waitingText(status: ReturnStatusCode, side: ReturnSide): string {
  if (status === 'refunded' || status === 'resolved') return T.closed;
  if (status === 'escalated') return T.waitingTeam;
  if (status === 'requested' && side === 'buyer') return T.waitingSeller;
  if (status === 'accepted' && side === 'seller') return T.waitingBuyer;
  return T.waiting;
}

/** The newer of the request as loaded and as the last step here returned it. */
function newer(loaded: ReturnRequest | null, stepped: ReturnRequest | null): ReturnRequest | null {
  if (loaded === null || stepped === null || stepped.id !== loaded.id) return loaded;
  return Date.parse(stepped.updated_at) >= Date.parse(loaded.updated_at) ? stepped : loaded;
}

/**
 * The page of one return request (decision 067), the same for its buyer and its seller
 * (`/return-requests/{id}`): its state (with the seller's answer deadline), the request (item,
 * order, both sides, quantity, reason, note, photos, the refund it would make and what was
 * refunded, the return address or 'keep the item', the decline reason, the tracking, staff's
 * decision), the viewer's next steps (returnMovesFor of their side: the buyer sends it back or
 * asks our team; the seller accepts, declines or marks it received) and the history, oldest
 * first, each step with who took it, when and their note. Loading, 'not found' (404), 'not yours'
 * (403) and other errors are states of their own. After a step, the page shows the request it
 * returned and focus moves to the line saying so (the step's form may be gone).
 */
export function ReturnRequestScreen({
  requestId,
  request: loaded,
  loading,
  error,
  errorStatus,
  viewerId,
  onStep,
}: ReturnRequestScreenProps) {
  const [stepped, setStepped] = useState<ReturnRequest | null>(null);
  const request = newer(loaded, stepped);
  const side = request ? returnSideOf(request, viewerId) : null;
  const title = T.pageTitle(requestId);
  const back =
    side === 'seller' ? (
      <Link href="/my-sales" className={css.back}>
        {T.backToSales}
      </Link>
    ) : (
      <Link href="/my-orders" className={css.back}>
        {T.backToOrders}
      </Link>
    );

  return (
    <Container className={css.page}>
      <p className={css.backRow}>{back}</p>
      <h1 className={css.title}>{title}</h1>
      {requestId === null || errorStatus === 404 ? (
        <EmptyState title={T.notFound} />
      ) : errorStatus === 403 ? (
        <EmptyState title={RETURN_MESSAGES.errors.notYours} />
      ) : loading && request === null ? (
        <Spinner label={T.loading} />
      ) : error && request === null ? (
        <ErrorText message={error} />
      ) : request ? (
        <RequestBody
          request={request}
          side={side}
          onStep={onStep}
          onStepped={(updated) => setStepped(updated)}
        />
      ) : null}
    </Container>
  );
}

function RequestBody({
  request,
  side,
  onStep,
  onStepped,
}: {
  request: ReturnRequest;
  side: ReturnSide | null;
  onStep: ReturnRequestScreenProps['onStep'];
  onStepped: (request: ReturnRequest) => void;
}) {
  return (
    <>
      <div className={css.state}>
        <span className={css.stateLabel}>{T.statusLabel}</span>
        <Badge tone={RETURN_STATUS_TONES[request.status]}>{RETURN_MESSAGES.statuses[request.status]}</Badge>
        {request.status === 'requested' && request.respond_by ? (
          <span className={css.text}>{T.respondBy(formatDateTime(request.respond_by))}</span>
        ) : null}
      </div>
      <div className={css.columns}>
        <div className={css.main}>
          <Details request={request} />
          <History request={request} />
        </div>
        {side !== null && onStep ? (
          <Steps request={request} side={side} onStep={onStep} onStepped={onStepped} />
        ) : null}
      </div>
    </>
  );
}

/** One fact of the request: a label and its value. */
function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx(css.fact, wide ? css.factWide : undefined)}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

function Details({ request }: { request: ReturnRequest }) {
  const headingId = useId();
  const product =
    request.product_id === null ? (
      request.product_name
    ) : (
      <Link href={`/single-product/${request.product_id}`}>{request.product_name}</Link>
    );
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.cardTitle}>
        {T.detailsHeading}
      </h2>
      <div className={css.product}>
        <ProductImage className={css.productImage} src={request.image_url} alt="" width={64} height={64} />
        <p className={css.productName}>{product}</p>
      </div>
      <dl className={css.facts}>
        <Fact label={T.orderLabel}>{T.orderNumber(request.order_id)}</Fact>
        <Fact label={T.requestedFact}>
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
        </Fact>
        <Fact label={T.buyerLabel}>{request.buyer.name}</Fact>
        <Fact label={T.sellerLabel}>{request.seller?.name ?? '—'}</Fact>
        <Fact label={T.quantityFact}>{request.quantity}</Fact>
        <Fact label={T.reasonFact}>{RETURN_MESSAGES.reasons[request.reason]}</Fact>
        <Fact label={T.amountFact}>{formatPrice(request.amount)}</Fact>
        {request.refunded_amount > 0 ? (
          <Fact label={T.refundedFact}>{formatPrice(request.refunded_amount)}</Fact>
        ) : null}
        <Fact label={T.noteFact} wide>
          {request.note.trim() === '' ? <span className={css.muted}>{T.noNote}</span> : request.note}
        </Fact>
        {request.photos.length > 0 ? (
          <Fact label={T.photosFact} wide>
            <ul className={css.photos}>
              {request.photos.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer" className={css.photoLink}>
                    <img
                      className={css.photo}
                      src={url}
                      alt={T.photoLink(i + 1)}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        {request.keep_item === true ? (
          <Fact label={T.answerFact} wide>
            {T.keepItem}
          </Fact>
        ) : null}
        {request.return_address ? (
          <Fact label={T.returnAddressFact}>
            <PostalAddress address={request.return_address} />
          </Fact>
        ) : null}
        {request.return_carrier ? <Fact label={T.carrierFact}>{request.return_carrier}</Fact> : null}
        {request.return_tracking_number ? (
          <Fact label={T.trackingFact}>
            <span className={css.mono}>{request.return_tracking_number}</span>
          </Fact>
        ) : null}
        {request.decline_reason ? (
          <Fact label={T.declineReasonFact} wide>
            {request.decline_reason}
          </Fact>
        ) : null}
        {request.decision ? (
          <Fact label={T.decisionFact} wide>
            {T.decisionText(
              RETURN_MESSAGES.outcomes[request.decision.outcome],
              formatPrice(request.decision.amount),
              request.decision.reason,
            )}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

function History({ request }: { request: ReturnRequest }) {
  const headingId = useId();
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.cardTitle}>
        {T.historyHeading}
      </h2>
      <ol className={css.history}>
        {request.events.map((event) => (
          <li key={event.id} className={css.event}>
            <p className={css.eventTitle}>
              {event.from_status === null ? T.historyAsked : RETURN_MESSAGES.statuses[event.to_status]}
            </p>
            <p className={css.eventMeta}>
              <span>{T.historyBy(RETURN_MESSAGES.parties[event.role], event.actor?.name ?? null)}</span>
              {' · '}
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </p>
            {event.note.trim() !== '' ? <p className={css.eventNote}>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The viewer's next steps: one form per state their side may move the request to. While a step
 * runs every button is disabled (focusable); a refusal shows in the step's form; a success shows
 * the returned request and moves focus to the line saying so.
 */
function Steps({
  request,
  side,
  onStep,
  onStepped,
}: {
  request: ReturnRequest;
  side: ReturnSide;
  onStep: NonNullable<ReturnRequestScreenProps['onStep']>;
  onStepped: (request: ReturnRequest) => void;
}) {
  const [running, setRunning] = useState<StepAction | null>(null);
  const [failure, setFailure] = useState<{ action: StepAction; message: string } | null>(null);
  const [done, setDone] = useState<ReturnStatusCode | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const focusNote = useRef(false);
  const actions = returnMovesFor(request.status, side).flatMap((to) => STEP_OF_MOVE[to] ?? []);

  useEffect(() => {
    if (!focusNote.current) return;
    focusNote.current = false;
    note.current?.focus();
  }, [done, request.status]);

  const run = (step: ReturnStepRequest) => {
    if (running) return;
    setRunning(step.action);
    setFailure(null);
    setDone(null);
    onStep(request.id, step).then(
      (updated) => {
        setRunning(null);
        focusNote.current = true;
        setDone(updated.status);
        onStepped(updated);
      },
      (err: unknown) => {
        setRunning(null);
        setFailure({
          action: step.action,
          message: err instanceof Error && err.message ? err.message : RETURN_MESSAGES.move,
        });
      },
    );
  };

  const props = (action: StepAction) => ({
    request,
    busy: running !== null,
    running: running === action,
    error: failure?.action === action ? failure.message : null,
    run,
  });

  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.cardTitle}>
        {T.stepsHeading}
      </h2>
      <p ref={note} role="status" tabIndex={-1} className={done ? css.done : css.doneEmpty}>
        {done ? T.stepDone(RETURN_MESSAGES.statuses[done]) : null}
      </p>
      {actions.length === 0 ? <p className={css.text}>{waitingText(request.status, side)}</p> : null}
      {actions.map((action) => {
        // Keyed by the state too: what was typed for one state never carries over to the next.
        const key = `${action}-${request.status}`;
        switch (action) {
          case 'ship':
            return <ShipStep key={key} {...props(action)} />;
          case 'escalate':
            return <EscalateStep key={key} {...props(action)} />;
          case 'accept':
            return <AcceptStep key={key} {...props(action)} />;
          case 'decline':
            return <DeclineStep key={key} {...props(action)} />;
          case 'receive':
            return <ReceiveStep key={key} {...props(action)} />;
        }
      })}
    </section>
  );
}
