/**
 * The back office's reports (decision 072): the Reports tab (open reports grouped by target, the
 * oldest first, with the content), staff's decision dialog, and the reason asked before an account
 * is deactivated from the Users tab.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { REPORT_MESSAGES, type AdminUser, type ReportGroup } from '@shop/contract';
import { sampleBuyer, sampleOtherSeller, sampleSeller } from '../../testing/fixtures.ts';
import { AdminScreen } from './AdminScreen.tsx';

const M = REPORT_MESSAGES;

/** A listing reported twice, a review and an account whose content is gone. */
const groups: ReportGroup[] = [
  {
    target: {
      kind: 'listing',
      id: 22,
      title: 'Designer handbag',
      text: 'Genuine leather, half the shop price. Message me for more.',
      owner: sampleSeller,
      link: '/single-product/22',
      gone: false,
      hidden: false,
    },
    reports: [
      {
        id: 4,
        reporter: sampleBuyer,
        reason: 'counterfeit',
        note: 'The logo is upside down.',
        created_at: '2026-03-02T10:15:00.000Z',
      },
      {
        id: 6,
        reporter: sampleOtherSeller,
        reason: 'scam',
        note: '',
        created_at: '2026-03-03T09:00:00.000Z',
      },
    ],
    first_reported_at: '2026-03-02T10:15:00.000Z',
  },
  {
    target: {
      kind: 'review',
      id: 9,
      title: '1/5 on Glazed bowl',
      text: 'Rubbish. The seller is a crook.',
      owner: sampleOtherSeller,
      link: '/single-product/5',
      gone: false,
      hidden: false,
    },
    reports: [
      {
        id: 5,
        reporter: sampleSeller,
        reason: 'offensive',
        note: '',
        created_at: '2026-03-02T12:00:00.000Z',
      },
    ],
    first_reported_at: '2026-03-02T12:00:00.000Z',
  },
  {
    target: {
      kind: 'user',
      id: 40,
      title: 'user #40',
      text: M.contentGone,
      owner: null,
      link: null,
      gone: true,
      hidden: false,
    },
    reports: [
      { id: 7, reporter: sampleBuyer, reason: 'spam', note: '', created_at: '2026-03-04T08:00:00.000Z' },
    ],
    first_reported_at: '2026-03-04T08:00:00.000Z',
  },
];

const users: AdminUser[] = [
  {
    id: 2,
    name: 'Sam Seller',
    email: 'sam@example.com',
    is_active: true,
    is_staff: false,
    is_test_user: false,
    date_joined: '2026-01-05T10:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Admin/AdminReports',
  component: AdminScreen,
  args: {
    isStaff: true,
    defaultTab: 'reports',
    orders: { items: [] },
    listings: { items: [] },
    users: { items: users },
    events: { items: [] },
    reports: { items: groups, page: 1, totalPages: 1 },
    onReportsPageChange: fn(),
    onDecideReports: fn(async () => 2),
    onUpdateOrderStatus: fn(async () => undefined),
    onModerateListing: fn(async () => undefined),
    onSetUserActive: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('tabpanel', { name: M.tab }));
const decisionDialog = (title: string, kind: 'listing' | 'review' | 'user' | 'rating' = 'listing') =>
  screen.findByRole('dialog', { name: M.decisionTitle(kind, title) });

/** The queue: each target with its content, whose it is, and its open reports, oldest first. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    const p = panel(canvas);
    await expect(p.getByRole('heading', { level: 2, name: M.queueTitle })).toBeVisible();
    const headings = p.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Listing: Designer handbag',
      'Review: 1/5 on Glazed bowl',
      'User: user #40',
    ]);
    await expect(p.getByText('Genuine leather, half the shop price. Message me for more.')).toBeVisible();
    await expect(p.getByText(M.reportsCount(2))).toBeVisible();
    await expect(p.getByText('“The logo is upside down.”')).toBeVisible();
    await expect(p.getAllByText(M.contentGone)[0]).toBeVisible();
  },
};

/** No open report. */
export const Empty: Story = {
  args: { reports: { items: [] } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText(M.queueEmpty)).toBeVisible();
  },
};

/** The queue loads. */
export const Loading: Story = {
  args: { reports: { items: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText('Loading reports')).toBeInTheDocument();
  },
};

/** The queue failed to load. */
export const LoadFailed: Story = {
  args: { reports: { items: [], error: M.fetchQueue } },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText(M.fetchQueue, { exact: false })).toBeVisible();
  },
};

/** The decision dialog of the listing: dismiss or suspend it, with a reason. */
export const DecisionOpen: Story = {
  args: { reportOpenFor: 'listing:22' },
  play: async () => {
    const dialog = within(await decisionDialog('Designer handbag'));
    // Visible once the dialog's opening animation is done.
    await waitFor(() => expect(dialog.getByRole('radio', { name: M.decisions.dismiss })).toBeVisible());
    await expect(dialog.getByRole('radio', { name: M.decisions.suspend_listing })).toBeVisible();
    await expect(dialog.queryByRole('radio', { name: M.decisions.hide_review })).toBeNull();
  },
};

/** Sent without a decision or a reason: both are asked for, nothing is sent. */
export const DecisionIncomplete: Story = {
  args: { reportOpenFor: 'review:9' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await decisionDialog('1/5 on Glazed bowl', 'review'));
    await userEvent.click(dialog.getByRole('button', { name: M.decisionSubmit }));
    await waitFor(() => expect(dialog.getByText('Choose a decision.')).toBeVisible());
    await waitFor(() => expect(dialog.getByText(M.reasonRequired)).toBeVisible());
    await expect(args.onDecideReports).not.toHaveBeenCalled();
  },
};

/** The server refuses (someone decided it first): its words show, the dialog stays open. */
export const DecisionRefused: Story = {
  args: {
    reportOpenFor: 'listing:22',
    onDecideReports: fn(async () => {
      throw new Error(M.nothingOpen);
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = within(await decisionDialog('Designer handbag'));
    await userEvent.click(dialog.getByRole('radio', { name: M.decisions.suspend_listing }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.decisionReason }), 'Counterfeit goods');
    await userEvent.click(dialog.getByRole('button', { name: M.decisionSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.nothingOpen);
  },
};

/** A decision recorded: announced above the queue, the dialog closed. */
export const Decided: Story = {
  args: { reportOpenFor: 'listing:22' },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = within(await decisionDialog('Designer handbag'));
    await userEvent.click(dialog.getByRole('radio', { name: M.decisions.suspend_listing }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.decisionReason }), 'Counterfeit goods');
    await userEvent.click(dialog.getByRole('button', { name: M.decisionSubmit }));
    await expect(args.onDecideReports).toHaveBeenCalledWith({
      target_kind: 'listing',
      target_id: 22,
      decision: 'suspend_listing',
      reason: 'Counterfeit goods',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(panel(canvas).getByRole('status')).toHaveTextContent(M.decisions.suspend_listing);
  },
};

/** Deactivating an account from the Users tab first asks the reason its owner will read. */
export const DeactivationReason: Story = {
  args: { defaultTab: 'users' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Sam Seller' }));
    const form = within(canvas.getByRole('form', { name: 'Deactivate Sam Seller' }));
    await userEvent.click(form.getByRole('button', { name: 'Deactivate' }));
    await expect(form.getByText(REPORT_MESSAGES.deactivationReasonRequired)).toBeVisible();
    await userEvent.type(
      form.getByRole('textbox', { name: REPORT_MESSAGES.deactivationReason }),
      'Chargebacks',
    );
    await userEvent.click(form.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSetUserActive).toHaveBeenCalledWith(2, false, 'Chargebacks');
  },
};

/** A rating of a seller reported (decision 076): its comment and reply, and 'Hide the rating'. */
const ratingGroup: ReportGroup = {
  target: {
    kind: 'rating',
    id: 11,
    title: '1/5 of the seller Sam Seller on order #31',
    text: 'Never again, a liar. Reply from the seller: The parcel was signed for.',
    owner: sampleBuyer,
    link: '/sellers/2',
    gone: false,
    hidden: false,
  },
  reports: [
    { id: 8, reporter: sampleSeller, reason: 'offensive', note: '', created_at: '2026-03-05T08:00:00.000Z' },
  ],
  first_reported_at: '2026-03-05T08:00:00.000Z',
};

/** The decision dialog of a reported rating: dismiss or hide it (with its reply). */
export const RatingDecisionOpen: Story = {
  args: { reports: { items: [ratingGroup], page: 1, totalPages: 1 }, reportOpenFor: 'rating:11' },
  play: async () => {
    const dialog = within(await decisionDialog('1/5 of the seller Sam Seller on order #31', 'rating'));
    await waitFor(() => expect(dialog.getByRole('radio', { name: M.decisions.hide_rating })).toBeVisible());
    await expect(dialog.getByRole('radio', { name: M.decisions.dismiss })).toBeVisible();
    await expect(dialog.queryByRole('radio', { name: M.decisions.hide_review })).toBeNull();
  },
};
