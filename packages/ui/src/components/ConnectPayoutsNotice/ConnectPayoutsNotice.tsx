import { PAYOUT_MESSAGES, PAYOUT_ROUTES } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './ConnectPayoutsNotice.css.ts';

/** Props of {@link ConnectPayoutsNotice}. */
export type ConnectPayoutsNoticeProps = { className?: string };

/**
 * What a seller without an active payout account reads on their listings page and listing form
 * (decision 059): their listings cannot be bought until they connect payouts, with a link to
 * /my-payouts ('Connect payouts').
 */
export function ConnectPayoutsNotice({ className }: ConnectPayoutsNoticeProps) {
  return (
    <section
      className={className ? `${css.notice} ${className}` : css.notice}
      aria-label={PAYOUT_MESSAGES.connectPayoutsLink}
    >
      <p className={css.text}>{PAYOUT_MESSAGES.connectPayouts}</p>
      <Button asChild variant="outline" size="sm">
        <Link href={PAYOUT_ROUTES.page}>{PAYOUT_MESSAGES.connectPayoutsLink}</Link>
      </Button>
    </section>
  );
}
