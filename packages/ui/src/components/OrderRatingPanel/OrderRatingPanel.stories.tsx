import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RATING_MESSAGES, REPORT_MESSAGES, type OrderRatings, type PartyRating } from '@shop/contract';
import { OrderRatingPanel } from './OrderRatingPanel.tsx';

/** The time every story reads the window at: a day after delivery. */
const NOW = new Date('2026-03-02T12:00:00.000Z');
const RATE_BY = '2026-03-15T12:00:00.000Z';
const AFTER_WINDOW = new Date('2026-03-16T12:00:00.000Z');

const buyer = { id: 7, name: 'Bea B.' };
const seller = { id: 3, name: 'Sam S.' };

const ofSeller: PartyRating = {
  id: 11,
  order_id: 21,
  side: 'buyer',
  author: buyer,
  subject: seller,
  stars: 4,
  comment: 'Well packed and quick. The lid was a little loose.',
  created_at: '2026-03-02T10:00:00.000Z',
  reply: null,
};
const ofBuyer: PartyRating = {
  id: 12,
  order_id: 21,
  side: 'seller',
  author: seller,
  subject: buyer,
  stars: 5,
  comment: 'Paid at once, friendly messages.',
  created_at: '2026-03-02T11:00:00.000Z',
  reply: null,
};

/** An order's ratings as `your_side` sees them: nothing in yet unless `over` says so. */
function ratingsOf(over: Partial<OrderRatings> = {}): OrderRatings {
  return {
    order_id: 21,
    order_status: 'delivered',
    your_side: 'buyer',
    buyer,
    seller,
    rate_by: RATE_BY,
    revealed: false,
    buyer_rated: false,
    seller_rated: false,
    of_seller: null,
    of_buyer: null,
    ...over,
  };
}

const meta = {
  title: 'Components/OrderRatingPanel',
  component: OrderRatingPanel,
  args: {
    ratings: ratingsOf(),
    now: NOW,
    onRate: fn((_orderId: number) => Promise.resolve(ratingsOf({ buyer_rated: true, of_seller: ofSeller }))),
    onReply: fn((_id: number, text: string) =>
      Promise.resolve({ ...ofSeller, reply: { text, created_at: '2026-03-03T09:00:00.000Z' } }),
    ),
  },
} satisfies Meta<typeof OrderRatingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's form: 'Rate the seller', stars and a comment (decision 071). */
export const RateTheSeller: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: RATING_MESSAGES.panel.titleOfSeller })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: RATING_MESSAGES.panel.submit })).toBeVisible();
  },
};

/** The seller's form, 'Rate the buyer', once the buyer has rated: told so, but not what. */
export const RateTheBuyer: Story = {
  args: { ratings: ratingsOf({ your_side: 'seller', buyer_rated: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: RATING_MESSAGES.panel.titleOfBuyer })).toBeVisible();
    await expect(canvas.getByText(RATING_MESSAGES.panel.otherWaiting('Bea B.'))).toBeVisible();
    await expect(canvas.queryByText(ofSeller.comment)).toBeNull();
  },
};

/** Sent with no stars and a blank comment: the contract's two messages, nothing sent. */
export const FormErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: RATING_MESSAGES.panel.submit }));
    await expect(canvas.getByText(RATING_MESSAGES.errors.stars)).toBeVisible();
    await expect(canvas.getByText(RATING_MESSAGES.errors.comment)).toBeVisible();
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

/** A rating sent: focus on the new state, the rating hidden from the other side until both are in. */
export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: RATING_MESSAGES.panel.commentLabel }), 'Quick.');
    await userEvent.click(canvas.getByRole('button', { name: RATING_MESSAGES.panel.submit }));
    await expect(args.onRate).toHaveBeenCalledWith(21, { stars: 4, comment: 'Quick.' });
    const status = await canvas.findByText(RATING_MESSAGES.panel.waiting('Sam S.', '15/03/2026'));
    await expect(status).toHaveFocus();
  },
};

/** The buyer's rating is in, the seller's not: hidden until both are in or the window closes. */
export const HiddenUntilBothIn: Story = {
  args: { ratings: ratingsOf({ buyer_rated: true, of_seller: ofSeller }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.panel.waiting('Sam S.', '15/03/2026'))).toBeVisible();
    await expect(canvas.getByText(ofSeller.comment)).toBeVisible();
  },
};

/** Both in: each side's rating shows; the seller gets the one reply form under the rating of them. */
export const BothInWithReplyForm: Story = {
  args: {
    ratings: ratingsOf({
      your_side: 'seller',
      revealed: true,
      buyer_rated: true,
      seller_rated: true,
      of_seller: ofSeller,
      of_buyer: ofBuyer,
    }),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(ofSeller.comment)).toBeVisible();
    await expect(canvas.getByText(ofBuyer.comment)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: RATING_MESSAGES.panel.replyLabel }),
      'Thank you!',
    );
    await userEvent.click(canvas.getByRole('button', { name: RATING_MESSAGES.panel.sendReply }));
    await expect(args.onReply).toHaveBeenCalledWith(11, 'Thank you!');
    await expect(await canvas.findByText(RATING_MESSAGES.panel.replySent)).toHaveFocus();
  },
};

/** Both in and the seller replied, as the buyer reads it. */
export const BothInWithReply: Story = {
  args: {
    ratings: ratingsOf({
      revealed: true,
      buyer_rated: true,
      seller_rated: true,
      of_seller: {
        ...ofSeller,
        reply: { text: 'Thank you! The lids are tighter now.', created_at: NOW.toISOString() },
      },
      of_buyer: ofBuyer,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thank you! The lids are tighter now.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The window closed with nothing from anyone. */
export const WindowClosed: Story = {
  args: { now: AFTER_WINDOW },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.panel.closed)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The window closed with only the buyer's rating: it shows, and the seller learns they did not rate. */
export const WindowClosedOneSide: Story = {
  args: {
    now: AFTER_WINDOW,
    ratings: ratingsOf({ your_side: 'seller', revealed: true, buyer_rated: true, of_seller: ofSeller }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.panel.closedNotRated)).toBeVisible();
    await expect(canvas.getByText(ofSeller.comment)).toBeVisible();
  },
};

/** Both in, as the buyer reads it with reports on (decision 076): the seller's rating of them has 'Report'. */
export const BothInWithReport: Story = {
  args: {
    ratings: ratingsOf({
      revealed: true,
      buyer_rated: true,
      seller_rated: true,
      of_seller: ofSeller,
      of_buyer: ofBuyer,
    }),
    onReport: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    const report = canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('rating', 'by Sam S.') });
    await expect(report).toBeVisible();
    // One Report only: the buyer's own rating has none.
    await expect(canvas.getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await expect(report).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** The buyer's own rating, hidden by staff on reports (decision 076): still shown to them, with why. */
export const YourRatingHidden: Story = {
  args: {
    ratings: ratingsOf({
      revealed: true,
      buyer_rated: true,
      seller_rated: true,
      of_seller: { ...ofSeller, hidden: true },
      of_buyer: ofBuyer,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ofSeller.comment)).toBeVisible();
    await expect(canvas.getByText(RATING_MESSAGES.panel.hidden)).toBeVisible();
  },
};

/** The seller's view once staff hid the buyer's rating of them (decision 076): said, and no reply form. */
export const TheirRatingHidden: Story = {
  args: {
    ratings: ratingsOf({
      your_side: 'seller',
      revealed: true,
      buyer_rated: true,
      seller_rated: true,
      of_seller: null,
      of_buyer: ofBuyer,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.panel.theirsHidden('Bea B.'))).toBeVisible();
    await expect(canvas.queryByText(RATING_MESSAGES.panel.notRated('Bea B.'))).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
