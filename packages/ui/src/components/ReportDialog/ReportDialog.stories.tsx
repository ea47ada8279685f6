/**
 * The Report action and its dialog (decision 072): a reason from the contract's list, an optional
 * note, and what follows: thanks, or the server's refusal (already reported, the daily limit).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { REPORT_MESSAGES, REPORT_REASONS } from '@shop/contract';
import { ReportButton } from './ReportButton.tsx';

/** The dialog's code loads on its first opening: on a busy machine that can take more than a second. */
const OPENS_WITHIN = { timeout: 10_000 };

const M = REPORT_MESSAGES;
const title = M.dialogTitle('listing');

const meta = {
  title: 'Components/ReportDialog',
  component: ReportButton,
  args: {
    target: { kind: 'listing', id: 22, name: 'Designer handbag' },
    onReport: fn(async () => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The quiet 'Report' button, named for what it reports. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }),
    ).toHaveTextContent(M.report);
  },
};

/** Open: every reason as a radio, the note, Send report. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await expect(dialog.getAllByRole('radio')).toHaveLength(REPORT_REASONS.length);
    // Visible once the dialog's opening animation is done.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: M.note })).toBeVisible());
    await expect(dialog.getByRole('button', { name: M.submit })).toBeVisible();
  },
};

/** Sent without a reason: the reason is asked for, nothing is sent. */
export const ReasonMissing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('button', { name: M.submit }));
    await expect(await dialog.findByText(M.reasonMissing)).toBeVisible();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

/** While it is sent: the button says so and the dialog cannot be closed. */
export const Sending: Story = {
  args: { onReport: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('radio', { name: M.reasons.counterfeit }));
    await userEvent.click(dialog.getByRole('button', { name: M.submit }));
    await expect(await dialog.findByRole('button', { name: M.sending })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sent: the reason and the trimmed note go to the server; the dialog thanks the reporter. */
export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('radio', { name: M.reasons.counterfeit }));
    await userEvent.type(dialog.getByRole('textbox', { name: M.note }), '  The logo is upside down. ');
    await userEvent.click(dialog.getByRole('button', { name: M.submit }));
    await expect(args.onReport).toHaveBeenCalledWith({
      target_kind: 'listing',
      target_id: 22,
      reason: 'counterfeit',
      note: 'The logo is upside down.',
    });
    await expect(await dialog.findByRole('status')).toHaveTextContent(M.sent);
  },
};

/** Already reported: the server's 409 shows in the dialog, which stays open. */
export const AlreadyReported: Story = {
  args: {
    onReport: fn(async () => {
      throw new Error(M.duplicate);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('radio', { name: M.reasons.scam }));
    await userEvent.click(dialog.getByRole('button', { name: M.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.duplicate);
  },
};

/** Over the daily limit: the server's 429 text. */
export const DailyLimit: Story = {
  args: {
    onReport: fn(async () => {
      throw new Error(M.limit);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') }));
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('radio', { name: M.reasons.spam }));
    await userEvent.click(dialog.getByRole('button', { name: M.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.limit);
  },
};

/** Cancel closes it and focus goes back to the Report button. */
export const Cancelled: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: M.reportLabel('listing', 'Designer handbag') });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: title }, OPENS_WITHIN));
    await userEvent.click(dialog.getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(button).toHaveFocus());
  },
};
