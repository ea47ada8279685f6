import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, RATING_MAX, RATING_MIN, REPORT_MESSAGES, type ReviewRequest } from '@shop/contract';
import { describeError } from '../../screens/SignInScreen/describeError.ts';
import { useAnnounce } from '../../shell/Announcer/Announcer.tsx';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { Link } from '../Link/index.ts';
import { SelectField, type SelectOption } from '../SelectField/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import { registerWithDefaults } from '../registerWithDefaults.ts';
import * as styles from './ReviewForm.css.ts';

/** The user's own review on this product, when there is one (spec section 4: at most one per product). */
export type ExistingReview = { id: number; text: string; rating: number };

/** Props of {@link ReviewForm}. */
export type ReviewFormProps = {
  /** Only signed-in users see the form; others see 'Please log in to leave a comment' (spec section 5). */
  signedIn: boolean;
  /** The user's review on this product; with one the form offers Update and Delete instead of Submit. */
  existingReview?: ExistingReview | null;
  /** Called with the trimmed text and the rating (1-5) to add a review. */
  onSubmit: (values: ReviewRequest) => void;
  /** Called with the review id and the new text and rating. */
  onUpdate: (id: number, values: ReviewRequest) => void;
  /** Called with the review id once the user confirms the delete dialog. */
  onDelete: (id: number) => void;
  /** True while a review call runs: the buttons are disabled. */
  busy?: boolean;
  /** The last review call's error; shown under the form (the server's text, else the spec's fallback). */
  error?: unknown;
  /** Where the 'log in' link goes (spec section 2: '/login'). */
  loginHref?: string;
  /**
   * True when staff hid the signed-in user's review of this product on reports (decision 076):
   * they are told so in place of the form (one review per product: another would be refused).
   */
  hiddenByStaff?: boolean;
};

type ReviewFormValues = { text: string; rating: string };

const EMPTY: ReviewFormValues = { text: '', rating: '' };

/** The form's values for `comment`: its text and rating to edit, or empty without one. */
function valuesOf(review: ExistingReview | null | undefined): ReviewFormValues {
  return review ? { text: review.text, rating: String(review.rating) } : EMPTY;
}

/** A change to the user's review that the live region reads out. */
export type ReviewChange = 'added' | 'updated' | 'deleted';

/**
 * What the polite live region says after a review change ("review changes announced";
 * our wording, the spec gives none): 'Your comment was added', or with a product name
 * 'Your comment on {product} was deleted'.
 */
export function reviewAnnouncement(change: ReviewChange, productName?: string): string {
  return `Your comment${productName ? ` on ${productName}` : ''} was ${change}`;
}

/** The rating choices '1 Star', '2 Stars' ... '5 Stars' (spec section 5). */
export const RATING_OPTIONS: readonly SelectOption[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => {
    const n = RATING_MIN + i;
    return { value: String(n), label: `${n} ${n === 1 ? 'Star' : 'Stars'}` };
  },
);

/**
 * The review form of the product page (spec sections 2, 4, 5 and 8). Visitors see 'Please log in
 * to leave a comment' and a 'log in' link. Signed-in users get a review textarea and a rating
 * select; empty or whitespace text gives 'Please enter a comment' and no rating 'Please select a
 * rating', both under the form. Submit adds a review; with an existing one the form is filled
 * with its text and rating to edit, Update changes it and Delete asks 'Are you sure you
 * want to delete your comment?' first. The form starts again whenever `existingReview` changes,
 * which is how the parent tells it an add, update or delete succeeded: filled with the review as
 * saved, or empty once it is deleted.
 *
 * The author of a review staff hid on reports (decision 076) is told so instead of the form.
 *
 * Each change the user made here is announced through the polite live region once the
 * parent confirms it (reviewAnnouncement); the buttons stay focusable while busy (aria-disabled);
 * Submit turns into Update in place, keeping focus; after a delete, focus goes to the review
 * field instead of being lost with the Delete button.
 */
export function ReviewForm({
  signedIn,
  loginHref = '/login',
  hiddenByStaff = false,
  ...props
}: ReviewFormProps) {
  // Visitors get the prompt alone: no form state, which would otherwise update itself straight
  // after a server-rendered product page hydrates (decision 038).
  if (!signedIn) {
    return (
      <div className={styles.signedOut}>
        <p className={styles.signedOutText}>Please log in to leave a comment</p>
        <Link href={loginHref}>log in</Link>
      </div>
    );
  }
  if (hiddenByStaff) {
    return (
      <div className={styles.signedOut}>
        <p className={styles.signedOutText}>{REPORT_MESSAGES.reviewHidden}</p>
        <Link href="/contact">Contact us</Link>
      </div>
    );
  }
  return <SignedInReviewForm {...props} />;
}

/** The signed-in user's form of {@link ReviewForm}. */
function SignedInReviewForm({
  existingReview,
  onSubmit,
  onUpdate,
  onDelete,
  busy = false,
  error,
}: Omit<ReviewFormProps, 'signedIn' | 'loginHref'>) {
  const titleId = useId();
  const errorsId = useId();
  const [lastAction, setLastAction] = useState<'submit' | 'delete'>('submit');
  const announce = useAnnounce();
  const formRef = useRef<HTMLFormElement>(null);
  // The change the user asked for and the parent has not yet confirmed (by a new existingReview).
  const awaiting = useRef<ReviewChange | null>(null);
  const saved = valuesOf(existingReview);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewFormValues>({ defaultValues: saved });
  // The review in the HTML too: a product page rendered on the server for its author arrives
  // with it filled.
  const fieldProps = registerWithDefaults(register, saved);

  // The parent's review changed (added, updated or deleted): start again from it, filled with
  // the review as saved (ready to edit), or empty once there is none.
  const id = existingReview?.id;
  const savedText = existingReview?.text;
  const savedRating = existingReview?.rating;
  useEffect(() => {
    reset(
      id === undefined || savedText === undefined || savedRating === undefined
        ? EMPTY
        : valuesOf({ id, text: savedText, rating: savedRating }),
    );
  }, [id, savedText, savedRating, reset]);

  // The parent confirmed the change asked for here: say so (an added review has an id now, a
  // deleted one has none, an updated one new text or rating).
  const previousId = useRef(id);
  useEffect(() => {
    const change = awaiting.current;
    const hadId = previousId.current !== undefined;
    previousId.current = id;
    if (!change) return;
    const done =
      change === 'deleted'
        ? id === undefined
        : change === 'added'
          ? id !== undefined && !hadId
          : id !== undefined;
    if (!done) return;
    awaiting.current = null;
    announce(reviewAnnouncement(change));
  }, [id, savedText, savedRating, announce]);

  // A failed call: nothing to announce.
  const hasServerError = error !== undefined && error !== null && error !== '';
  useEffect(() => {
    if (hasServerError) awaiting.current = null;
  }, [hasServerError]);

  // The deleted review's Delete button held focus and is gone (focus fell to <body>): focus the
  // review field, ready for a new review. Only when a review has just gone, never on first load.
  const idBeforeCommit = useRef(id);
  useLayoutEffect(() => {
    const removed = idBeforeCommit.current !== undefined && id === undefined;
    idBeforeCommit.current = id;
    const active = document.activeElement;
    if (removed && (active === null || active === document.body))
      formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [id]);

  const messages = [errors.text?.message, errors.rating?.message].filter((m): m is string => Boolean(m));
  const invalid = (name: keyof ReviewFormValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorsId } : {};

  const submit = handleSubmit(({ text, rating }) => {
    const values = { text: text.trim(), rating: Number(rating) };
    setLastAction('submit');
    awaiting.current = existingReview ? 'updated' : 'added';
    if (existingReview) onUpdate(existingReview.id, values);
    else onSubmit(values);
  });

  return (
    <form ref={formRef} className={styles.root} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h3 id={titleId} className={styles.title}>
        {existingReview ? 'Your comment' : 'Leave a comment'}
      </h3>
      <TextareaField
        label="Comment"
        rows={4}
        {...fieldProps('text', { validate: (v) => v.trim() !== '' || MESSAGES.reviews.enterReview })}
        {...invalid('text')}
      />
      <SelectField
        className={styles.rating}
        label="Rating"
        placeholder="Select a rating"
        options={RATING_OPTIONS}
        {...fieldProps('rating', { validate: (v) => v !== '' || MESSAGES.reviews.selectRating })}
        {...invalid('rating')}
      />
      <div className={styles.actions}>
        {/* One button for Submit and Update, so that focus stays on it when one becomes the other. */}
        <Button type="submit" disabled={busy} focusableWhenDisabled aria-busy={busy || undefined}>
          {existingReview ? 'Update' : 'Submit'}
        </Button>
        {existingReview ? (
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={busy} focusableWhenDisabled>
                Delete
              </Button>
            }
            title="Are you sure you want to delete your comment?"
            confirmLabel="Delete"
            busy={busy}
            onConfirm={() => {
              setLastAction('delete');
              awaiting.current = 'deleted';
              onDelete(existingReview.id);
            }}
          />
        ) : null}
      </div>
      <div id={errorsId} className={styles.errors} role="alert">
        {messages.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
        {hasServerError ? (
          <p className={styles.error}>
            {describeError(
              error,
              lastAction === 'delete' ? MESSAGES.reviews.deleteFallback : MESSAGES.reviews.submitFallback,
            )}
          </p>
        ) : null}
      </div>
    </form>
  );
}
