import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  RATING_REPLY_MAX_LENGTH,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
  orderRatingStage,
  type CreateReportRequest,
  type OrderRatings,
  type PartyRating,
  type RatingRequest,
} from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Button } from '../Button/index.ts';
import { ReportButton } from '../ReportDialog/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import { refusalMessage } from '../refusalMessage.ts';
import * as css from './OrderRatingPanel.css.ts';

/** Props of {@link OrderRatingPanel}. */
export type OrderRatingPanelProps = {
  /** The order's ratings as the viewer may see them (GET /ratings/ or /orders/{id}/ratings/). */
  ratings: OrderRatings;
  /** The time the window is read at. */
  now: Date;
  /**
   * POST /orders/{id}/ratings/: resolves to the order's ratings as the viewer now sees them; a
   * rejection's message shows under the form. Without it, no form (the panel only reads).
   */
  onRate?: (orderId: number, rating: RatingRequest) => Promise<OrderRatings>;
  /** POST /ratings/{id}/reply/ (the seller's one reply): resolves to the rating. Without it, no reply form. */
  onReply?: (ratingId: number, text: string) => Promise<PartyRating>;
  /**
   * POST /reports/ (decision 076): with it, the other party's rating of the viewer, once shown,
   * has a 'Report' action (the Report dialog). Without it, none.
   */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
};

/** The stars choices, highest last: '1 star' ... '5 stars'. */
const STAR_CHOICES = Array.from(
  { length: RATING_STARS_MAX - RATING_STARS_MIN + 1 },
  (_, i) => RATING_STARS_MIN + i,
);

/**
 * An order's ratings for one of its parties (decision 071): nothing before delivery; while the
 * window is open and the viewer has not rated, 'Rate the seller' or 'Rate the buyer' (stars 1-5
 * and a comment, checked as the contract checks them); once they have, their rating and a note
 * that it stays hidden until the other side rates or the window closes; once both are in or the
 * window closed, both ratings (or who did not rate), with the seller's reply under the rating of
 * them, and the seller's one reply form when there is none. After a rating or a reply, focus goes
 * to the panel's new state, which shows at once (before the list reloads). A rating staff hid on
 * reports (decision 076) says so: to its author under it, to the other party in its place; the
 * other party's shown rating can be reported (`onReport`).
 */
export function OrderRatingPanel({ ratings: given, now, onRate, onReply, onReport }: OrderRatingPanelProps) {
  const [sent, setSent] = useState<OrderRatings | null>(null);
  const [replied, setReplied] = useState<PartyRating | null>(null);
  const ratings = sent !== null && sent.order_id === given.order_id && !isNewer(given, sent) ? sent : given;
  const side = ratings.your_side;
  const titleId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  useEffect(() => {
    if (!focusStatus) return;
    statusRef.current?.focus();
    setFocusStatus(false);
  }, [focusStatus]);
  if (side === null) return null;
  const stage = orderRatingStage(ratings, side, now);
  if (stage === 'not_delivered') return null;
  const other = side === 'buyer' ? ratings.seller : ratings.buyer;
  const otherName = other?.name ?? '';
  const mine = side === 'buyer' ? ratings.of_seller : ratings.of_buyer;
  const theirs = side === 'buyer' ? ratings.of_buyer : ratings.of_seller;
  const rateBy = ratings.rate_by === null ? '' : formatDate(ratings.rate_by);
  const title =
    stage === 'open'
      ? side === 'buyer'
        ? RATING_MESSAGES.panel.titleOfSeller
        : RATING_MESSAGES.panel.titleOfBuyer
      : RATING_MESSAGES.panel.title;
  const ofSeller = replied !== null && ratings.of_seller?.id === replied.id ? replied : ratings.of_seller;
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.title}>
        {title}
      </h3>
      {stage === 'open' ? (
        <>
          <p className={css.text}>{RATING_MESSAGES.panel.intro(otherName, rateBy)}</p>
          {(side === 'buyer' ? ratings.seller_rated : ratings.buyer_rated) ? (
            <p className={css.note}>{RATING_MESSAGES.panel.otherWaiting(otherName)}</p>
          ) : null}
          {onRate ? (
            <RatingForm
              onSubmit={async (rating) => {
                setSent(await onRate(ratings.order_id, rating));
                setFocusStatus(true);
              }}
            />
          ) : null}
        </>
      ) : null}
      {stage === 'waiting' ? (
        <>
          <p ref={statusRef} tabIndex={-1} className={css.done}>
            {RATING_MESSAGES.panel.waiting(otherName, rateBy)}
          </p>
          {mine ? <RatingView label={RATING_MESSAGES.panel.yourRating} rating={mine} /> : null}
        </>
      ) : null}
      {stage === 'revealed' ? (
        <>
          {sent !== null || replied !== null ? (
            <p ref={statusRef} tabIndex={-1} className={css.done}>
              {replied !== null ? RATING_MESSAGES.panel.replySent : RATING_MESSAGES.panel.sent}
            </p>
          ) : null}
          {mine ? (
            <RatingView
              label={RATING_MESSAGES.panel.yourRating}
              rating={side === 'buyer' && ofSeller ? ofSeller : mine}
            />
          ) : (
            <p className={css.note}>{RATING_MESSAGES.panel.closedNotRated}</p>
          )}
          {mine?.hidden ? <p className={css.note}>{RATING_MESSAGES.panel.hidden}</p> : null}
          {theirs ? (
            <>
              <RatingView
                label={RATING_MESSAGES.panel.theirRating(otherName)}
                rating={side === 'seller' && ofSeller ? ofSeller : theirs}
              />
              {onReport ? (
                <ReportButton
                  target={{ kind: 'rating', id: theirs.id, name: `by ${theirs.author.name}` }}
                  onReport={onReport}
                />
              ) : null}
            </>
          ) : (side === 'buyer' ? ratings.seller_rated : ratings.buyer_rated) ? (
            // Both sides' ratings show once revealed: the other's is missing only when staff hid it.
            <p className={css.text}>{RATING_MESSAGES.panel.theirsHidden(otherName)}</p>
          ) : (
            <p className={css.text}>{RATING_MESSAGES.panel.notRated(otherName)}</p>
          )}
          {side === 'seller' && ofSeller && !ofSeller.hidden && ofSeller.reply === null && onReply ? (
            <ReplyForm
              onSubmit={async (text) => {
                setReplied(await onReply(ofSeller.id, text));
                setFocusStatus(true);
              }}
            />
          ) : null}
        </>
      ) : null}
      {stage === 'closed' ? <p className={css.note}>{RATING_MESSAGES.panel.closed}</p> : null}
    </section>
  );
}

/** True when `given` (the list as loaded) already holds at least what `sent` (this screen's answer) says. */
function isNewer(given: OrderRatings, sent: OrderRatings): boolean {
  return given.buyer_rated === sent.buyer_rated && given.seller_rated === sent.seller_rated;
}

/** One rating: its label, stars, comment, date and the seller's reply under it. */
function RatingView({ label, rating }: { label: string; rating: PartyRating }) {
  return (
    <figure className={css.rating}>
      <p className={css.ratingLabel}>{label}</p>
      <StarsText stars={rating.stars} />
      <blockquote className={css.quote}>{rating.comment}</blockquote>
      <figcaption className={css.text}>
        {rating.author.name}, <time dateTime={rating.created_at}>{formatDate(rating.created_at)}</time>
      </figcaption>
      {rating.reply ? (
        <p className={css.reply}>
          <strong>{RATING_MESSAGES.panel.replyBy(rating.subject.name)}:</strong> {rating.reply.text}
        </p>
      ) : null}
    </figure>
  );
}

/**
 * A rating's stars as text ('★★★★☆', named '4 stars out of 5'): not RatingStars, whose icons the
 * home route's product cards hold in their chunk (a new importer would split them out of it).
 */
export function StarsText({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(RATING_STARS_MAX, Math.round(stars)));
  return (
    <span role="img" aria-label={RATING_MESSAGES.panel.starsOutOf(stars)} className={css.starsText}>
      {'★'.repeat(filled)}
      {'☆'.repeat(RATING_STARS_MAX - filled)}
    </span>
  );
}

/** The stars and comment form; checks the contract's rules before sending. */
function RatingForm({ onSubmit }: { onSubmit: (rating: RatingRequest) => Promise<void> }) {
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ stars?: string; comment?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);
  const name = useId();
  const starsErrorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = comment.trim();
    const found: { stars?: string; comment?: string } = {
      ...(stars === null ? { stars: RATING_MESSAGES.errors.stars } : {}),
      ...(text === ''
        ? { comment: RATING_MESSAGES.errors.comment }
        : text.length > RATING_COMMENT_MAX_LENGTH
          ? { comment: RATING_MESSAGES.errors.commentTooLong }
          : {}),
    };
    setProblem(found);
    if (stars === null || found.comment !== undefined) return;
    setBusy(true);
    try {
      await onSubmit({ stars, comment: text });
    } catch (err) {
      setProblem({ server: refusalMessage(err, RATING_MESSAGES.errors.submit) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={css.form} noValidate onSubmit={(e) => void submit(e)}>
      <fieldset
        className={css.stars}
        aria-invalid={problem.stars ? true : undefined}
        aria-describedby={problem.stars ? starsErrorId : undefined}
      >
        <legend className={css.legend}>{RATING_MESSAGES.panel.starsLegend}</legend>
        {STAR_CHOICES.map((n) => (
          <label key={n} className={css.star}>
            <input type="radio" name={name} value={n} checked={stars === n} onChange={() => setStars(n)} />
            {RATING_MESSAGES.panel.starLabel(n)}
          </label>
        ))}
      </fieldset>
      {problem.stars ? (
        <p id={starsErrorId} className={css.error}>
          {problem.stars}
        </p>
      ) : null}
      <TextareaField
        className={css.comment}
        label={RATING_MESSAGES.panel.commentLabel}
        hint={RATING_MESSAGES.panel.commentHint}
        rows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        {...(problem.comment ? { error: problem.comment } : {})}
      />
      {problem.server ? (
        <p role="alert" className={css.error}>
          {problem.server}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? RATING_MESSAGES.panel.submitting : RATING_MESSAGES.panel.submit}
      </Button>
    </form>
  );
}

/** The seller's one public reply. */
function ReplyForm({ onSubmit }: { onSubmit: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reply = text.trim();
    if (reply === '') return setProblem(RATING_MESSAGES.errors.reply);
    if (reply.length > RATING_REPLY_MAX_LENGTH) return setProblem(RATING_MESSAGES.errors.replyTooLong);
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit(reply);
    } catch (err) {
      setProblem(refusalMessage(err, RATING_MESSAGES.errors.sendReply));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={css.form} noValidate onSubmit={(e) => void submit(e)}>
      <TextareaField
        className={css.comment}
        label={RATING_MESSAGES.panel.replyLabel}
        hint={RATING_MESSAGES.panel.replyHint}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        {...(problem ? { error: problem } : {})}
      />
      <Button type="submit" variant="outline" aria-disabled={busy || undefined}>
        {RATING_MESSAGES.panel.sendReply}
      </Button>
    </form>
  );
}
