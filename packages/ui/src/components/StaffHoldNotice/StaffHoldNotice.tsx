import { LISTING_MESSAGES } from '@shop/contract';
import * as css from './StaffHoldNotice.css.ts';

/** Props of {@link StaffHoldNotice}. */
export type StaffHoldNoticeProps = {
  /** The hold's reason as staff gave it (contract Product.hold_reason, plain single-line text). */
  reason: string;
  /** The heading level of the title (default 2). */
  level?: 2 | 3;
};

/**
 * A staff hold as the seller sees it (decision 045): 'Suspended by our staff', the reason staff
 * gave, and that only staff can lift it. The reason is rendered as text, never as markup.
 */
export function StaffHoldNotice({ reason, level = 2 }: StaffHoldNoticeProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={css.notice} aria-label={LISTING_MESSAGES.heldByStaff}>
      <Heading className={css.title}>{LISTING_MESSAGES.heldByStaff}</Heading>
      <p className={css.text}>{reason}</p>
      <p className={css.text}>{LISTING_MESSAGES.heldHint}</p>
    </section>
  );
}
