import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES, RETURN_MESSAGES, type ReturnRequest, type ReturnStepRequest } from '@shop/contract';
import { formatDateTime, formatPrice } from '../../format.ts';
import { ADDRESS_FIELD_MESSAGES } from '../../components/AddressFields/index.ts';
import { sampleBuyer, sampleSeller } from '../../testing/fixtures.ts';
import {
  acceptedReturn,
  declinedReturn,
  escalatedReturn,
  inTransitReturn,
  keptReturn,
  refundedReturn,
  requestedReturn,
  resolvedReturn,
} from '../../testing/returnRequests.ts';
import { ReturnRequestScreen } from './ReturnRequestScreen.tsx';

const T = RETURN_MESSAGES.buyer;
const S = RETURN_MESSAGES.statuses;
const amount = formatPrice(requestedReturn.amount);

/** A step handler answering with `next` (the request as the server returns it after the step). */
const answers = (next: ReturnRequest) => fn((_id: number, _step: ReturnStepRequest) => Promise.resolve(next));

/** Back to the top once a play has scrolled (a form low on the page): the screenshot is of the whole page from its top. */
const toTop = () => window.scrollTo(0, 0);

const meta = {
  title: 'Screens/Orders/ReturnRequestScreen',
  component: ReturnRequestScreen,
  args: {
    requestId: requestedReturn.id,
    request: requestedReturn,
    loading: false,
    error: null,
    errorStatus: null,
    viewerId: sampleBuyer.id,
    onStep: fn(() => Promise.reject(new globalThis.Error('not expected'))),
  },
} satisfies Meta<typeof ReturnRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The buyer's view of a new request: its state and the seller's deadline, the request with the
 * note and photos, the history, and nothing to do until the seller answers.
 */
export const BuyerWaitingForSeller: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: T.pageTitle(requestedReturn.id) }),
    ).toBeVisible();
    await expect(canvas.getByText(S.requested, { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText(T.respondBy(formatDateTime(requestedReturn.respond_by ?? ''))),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.backToOrders })).toHaveAttribute('href', '/my-orders');
    await expect(canvas.getByRole('link', { name: requestedReturn.product_name })).toHaveAttribute(
      'href',
      `/single-product/${requestedReturn.product_id}`,
    );
    await expect(canvas.getByText(RETURN_MESSAGES.reasons.damaged)).toBeVisible();
    await expect(canvas.getByText(amount)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /from the buyer/ })).toHaveLength(2);
    const history = within(canvas.getByRole('region', { name: T.historyHeading }));
    await expect(history.getByText(T.historyAsked)).toBeVisible();
    await expect(
      history.getByText(T.historyBy(RETURN_MESSAGES.parties.buyer, sampleBuyer.name)),
    ).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: T.stepsHeading }));
    await expect(steps.getByText(T.waitingSeller)).toBeVisible();
    await expect(steps.queryByRole('button')).toBeNull();
  },
};

/** The seller's view of a new request: Accept (send it back, or keep it and refund) and Decline. */
export const SellerToAnswer: Story = {
  args: { viewerId: sampleSeller.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: T.backToSales })).toHaveAttribute('href', '/my-sales');
    await expect(canvas.getByRole('region', { name: T.acceptHeading })).toBeVisible();
    await expect(canvas.getByRole('region', { name: T.declineHeading })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: T.acceptReturn })).toBeChecked();
    await expect(canvas.getByRole('group', { name: T.returnAddressLegend })).toBeVisible();
  },
};

/**
 * The seller accepts with a return address: the step is sent, the page shows the accepted request
 * at once and focus moves to the line saying so.
 */
export const SellerAcceptsWithReturn: Story = {
  args: { viewerId: sampleSeller.id, onStep: answers(acceptedReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const accept = within(canvas.getByRole('region', { name: T.acceptHeading }));
    await userEvent.type(accept.getByRole('textbox', { name: 'Full name' }), 'Sam Seller');
    await userEvent.type(accept.getByRole('textbox', { name: 'Address line 1' }), '12 Example Street');
    await userEvent.type(accept.getByRole('textbox', { name: 'Town or city' }), 'London');
    await userEvent.type(accept.getByRole('textbox', { name: 'Postcode' }), 'N1 9GU');
    await userEvent.click(accept.getByRole('button', { name: T.acceptSubmit }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(requestedReturn.id, {
        action: 'accept',
        keep_item: false,
        return_address: {
          name: 'Sam Seller',
          line1: '12 Example Street',
          line2: '',
          city: 'London',
          postcode: 'N1 9GU',
        },
      }),
    );
    const done = canvas.getByRole('status');
    await expect(done).toHaveTextContent(T.stepDone(S.accepted));
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.getByText(S.accepted, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(T.waitingBuyer)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: T.acceptHeading })).toBeNull();
    toTop();
  },
};

/** A return address that is no UK address is refused in place, focus on its first problem; nothing is sent. */
export const SellerAcceptAddressMissing: Story = {
  args: { viewerId: sampleSeller.id },
  play: async ({ canvas, userEvent, args }) => {
    const accept = within(canvas.getByRole('region', { name: T.acceptHeading }));
    await userEvent.click(accept.getByRole('button', { name: T.acceptSubmit }));
    const name = accept.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAccessibleDescription(ADDRESS_FIELD_MESSAGES.name);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(accept.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      MESSAGES.server.postcode,
    );
    await expect(args.onStep).not.toHaveBeenCalled();
    toTop();
  },
};

/** The seller lets the buyer keep the item: the button names the refund, made at once. */
export const SellerAcceptsKeepItem: Story = {
  args: { viewerId: sampleSeller.id, onStep: answers(keptReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const accept = within(canvas.getByRole('region', { name: T.acceptHeading }));
    await userEvent.click(accept.getByRole('radio', { name: T.acceptKeep(amount) }));
    await expect(accept.queryByRole('group', { name: T.returnAddressLegend })).toBeNull();
    await userEvent.type(
      accept.getByRole('textbox', { name: T.acceptNoteLabel }),
      'No need to send it back.',
    );
    await userEvent.click(accept.getByRole('button', { name: T.acceptKeepSubmit(amount) }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(requestedReturn.id, {
        action: 'accept',
        keep_item: true,
        note: 'No need to send it back.',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByText(T.keepItem)).toBeVisible();
    await expect(canvas.getByText(T.closed)).toBeVisible();
    toTop();
  },
};

/** The seller declines: a reason is required (refused in place), then sent. */
export const SellerDeclines: Story = {
  args: { viewerId: sampleSeller.id, onStep: answers(declinedReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const decline = within(canvas.getByRole('region', { name: T.declineHeading }));
    await userEvent.click(decline.getByRole('button', { name: T.declineSubmit }));
    const reason = decline.getByRole('textbox', { name: T.declineReasonLabel });
    await expect(reason).toHaveAccessibleDescription(T.declineReasonRequired);
    await expect(reason).toHaveFocus();
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.type(reason, 'The photos show wear from use.');
    await userEvent.click(decline.getByRole('button', { name: T.declineSubmit }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(requestedReturn.id, {
        action: 'decline',
        reason: 'The photos show wear from use.',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByText(declinedReturn.decline_reason ?? '', { selector: 'dd' })).toBeVisible();
    toTop();
  },
};

/** The server refuses a step (here: the buyer escalated meanwhile): its text shows in the form. */
export const StepRefused: Story = {
  args: {
    viewerId: sampleSeller.id,
    onStep: fn(() =>
      Promise.reject(new globalThis.Error(RETURN_MESSAGES.errors.moveRefused('escalated', 'declined'))),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: T.declineHeading });
    const decline = within(region);
    await userEvent.type(decline.getByRole('textbox', { name: T.declineReasonLabel }), 'Too late.');
    const submit = decline.getByRole('button', { name: T.declineSubmit });
    await userEvent.click(submit);
    await expect(await decline.findByRole('alert')).toHaveTextContent(
      RETURN_MESSAGES.errors.moveRefused('escalated', 'declined'),
    );
    await expect(submit).toHaveFocus();
    toTop();
  },
};

/** The buyer's view once accepted: where to send it, and the form for the carrier and tracking number. */
export const BuyerToSendBack: Story = {
  args: { request: acceptedReturn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.returnAddressFact)).toBeVisible();
    await expect(canvas.getByText('Sam Seller')).toBeVisible();
    const ship = within(canvas.getByRole('region', { name: T.shipHeading }));
    await expect(ship.getByRole('textbox', { name: T.carrierLabel })).toBeVisible();
    await expect(ship.getByRole('textbox', { name: T.trackingLabel })).toBeVisible();
  },
};

/**
 * The buyer sends it back, with the keyboard only: each field is reached by Tab, Enter sends, and
 * focus lands on the line saying the request is on its way back.
 */
export const BuyerSendsBackByKeyboard: Story = {
  args: { request: acceptedReturn, onStep: answers(inTransitReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const ship = within(canvas.getByRole('region', { name: T.shipHeading }));
    const carrier = ship.getByRole('textbox', { name: T.carrierLabel });
    carrier.focus();
    await userEvent.keyboard('{Enter}');
    await expect(carrier).toHaveAccessibleDescription(T.carrierRequired);
    await expect(carrier).toHaveFocus();
    await userEvent.keyboard('Royal Mail');
    await userEvent.tab();
    await expect(ship.getByRole('textbox', { name: T.trackingLabel })).toHaveFocus();
    await userEvent.keyboard('RM123456785GB{Enter}');
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(acceptedReturn.id, {
        action: 'ship',
        carrier: 'Royal Mail',
        tracking_number: 'RM123456785GB',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(T.stepDone(S.in_transit));
    // On its way back, the buyer may now ask our team if the seller does not confirm it.
    await expect(canvas.getByRole('region', { name: T.escalateHeading })).toBeVisible();
    await expect(canvas.getByText('RM123456785GB', { selector: 'span' })).toBeVisible();
    toTop();
  },
};

/** The seller's view of a parcel on its way back: Mark received, which asks first and refunds. */
export const SellerMarksReceived: Story = {
  args: { request: inTransitReturn, viewerId: sampleSeller.id, onStep: answers(refundedReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const receive = within(canvas.getByRole('region', { name: T.receiveHeading }));
    await expect(receive.getByText(T.receiveIntro(amount))).toBeVisible();
    const button = receive.getByRole('button', { name: T.receiveSubmit });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: T.receiveConfirmTitle });
    await expect(dialog).toHaveAccessibleDescription(T.receiveConfirmText(amount));
    await userEvent.click(within(dialog).getByRole('button', { name: T.receiveCancel }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onStep).not.toHaveBeenCalled();
    await userEvent.click(button);
    const again = await screen.findByRole('alertdialog', { name: T.receiveConfirmTitle });
    await userEvent.click(within(again).getByRole('button', { name: T.receiveSubmit }));
    await waitFor(() => expect(args.onStep).toHaveBeenCalledWith(inTransitReturn.id, { action: 'receive' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByText(S.refunded, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(T.refundedFact, { selector: 'dt' })).toBeVisible();
    toTop();
  },
};

/** The buyer's view of a parcel on its way back: they may ask our team if the seller does not confirm it. */
export const BuyerParcelOnItsWay: Story = {
  args: { request: inTransitReturn },
  play: async ({ canvas }) => {
    const escalate = within(canvas.getByRole('region', { name: T.escalateHeading }));
    await expect(escalate.getByText(T.escalateIntroTransit)).toBeVisible();
    await expect(canvas.getByText('Royal Mail', { selector: 'dd' })).toBeVisible();
  },
};

/** The buyer's view of a declined request: the seller's reason, and 'Ask our team' (a note, required). */
export const BuyerEscalatesDeclined: Story = {
  args: { request: declinedReturn, onStep: answers(escalatedReturn) },
  play: async ({ canvas, userEvent, args }) => {
    const escalate = within(canvas.getByRole('region', { name: T.escalateHeading }));
    await expect(escalate.getByText(T.escalateIntroDeclined)).toBeVisible();
    await userEvent.type(
      escalate.getByRole('textbox', { name: T.escalateNoteLabel }),
      'It was unused: the crack was there when I opened the box.',
    );
    await userEvent.click(escalate.getByRole('button', { name: T.escalateSubmit }));
    await waitFor(() =>
      expect(args.onStep).toHaveBeenCalledWith(declinedReturn.id, {
        action: 'escalate',
        note: 'It was unused: the crack was there when I opened the box.',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByText(T.waitingTeam)).toBeVisible();
    toTop();
  },
};

/** With our team: both sides wait for the decision. */
export const Escalated: Story = {
  args: { request: escalatedReturn, viewerId: sampleSeller.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(S.escalated, { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(T.waitingTeam)).toBeVisible();
    const history = within(canvas.getByRole('region', { name: T.historyHeading }));
    await expect(history.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Decided by our team: the decision with its amount and reason; the request is closed. */
export const Resolved: Story = {
  args: { request: resolvedReturn },
  play: async ({ canvas }) => {
    const decision = resolvedReturn.decision!;
    await expect(
      canvas.getByText(
        T.decisionText(
          RETURN_MESSAGES.outcomes.refund_partial,
          formatPrice(decision.amount),
          decision.reason,
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(T.closed)).toBeVisible();
    const history = within(canvas.getByRole('region', { name: T.historyHeading }));
    await expect(history.getByText(T.historyBy(RETURN_MESSAGES.parties.staff, 'Priya N.'))).toBeVisible();
  },
};

/** Refunded after the return: what was refunded, and the shop's own step in the history. */
export const Refunded: Story = {
  args: { request: refundedReturn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(S.refunded, { selector: 'span' })).toBeVisible();
    const history = within(canvas.getByRole('region', { name: T.historyHeading }));
    await expect(history.getByText(RETURN_MESSAGES.parties.system)).toBeVisible();
  },
};

/** Someone who is neither side (staff read it here; they decide in the back office): no steps. */
export const ReadOnlyForStaff: Story = {
  args: { viewerId: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: T.detailsHeading })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: T.stepsHeading })).toBeNull();
  },
};

export const Loading: Story = {
  args: { request: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(T.loading);
  },
};

export const LoadError: Story = {
  args: { request: null, error: RETURN_MESSAGES.fetch, errorStatus: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${RETURN_MESSAGES.fetch}`);
  },
};

/** 404: no such request (or an address that names no id). */
export const NotFound: Story = {
  args: { request: null, error: RETURN_MESSAGES.fetch, errorStatus: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: T.notFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.backToOrders })).toBeVisible();
  },
};

/** 403: someone else's request. */
export const NotYours: Story = {
  args: { request: null, error: RETURN_MESSAGES.errors.notYours, errorStatus: 403 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: RETURN_MESSAGES.errors.notYours }),
    ).toBeVisible();
  },
};

/** Small screen: the facts two by two, the steps under the request. */
export const SellerOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { viewerId: sampleSeller.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: T.acceptHeading })).toBeVisible();
  },
};
