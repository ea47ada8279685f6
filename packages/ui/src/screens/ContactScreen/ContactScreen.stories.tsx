import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CONTACT_MESSAGES, MESSAGES } from '@shop/contract';
import { ContactScreen, type ContactFormValues } from './ContactScreen.tsx';

const meta = {
  title: 'Screens/ContactScreen',
  component: ContactScreen,
  args: { onSend: fn(async (_values: ContactFormValues): Promise<unknown> => undefined) },
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: ContactFormValues = {
  first_name: 'Amelia',
  last_name: 'Hart',
  email: 'amelia@example.com',
  message: 'Do you deliver to Jersey?',
};

/** The empty form: first name, last name, email, message and 'Send'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** With the line pointing to Messages for help with an order (decision 074), as the contact page shows it. */
export const WithOrderHelp: Story = {
  args: {
    orderHelp: (
      <>
        {CONTACT_MESSAGES.orderHelpBefore}
        <a href="/messages">{CONTACT_MESSAGES.orderHelpLink}</a>
        {CONTACT_MESSAGES.orderHelpAfter}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: CONTACT_MESSAGES.orderHelpLink })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
};

/** 'Send' sends the message to the support team and says so; the fields empty (decision 048). */
export const Sent: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(filled));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(CONTACT_MESSAGES.sent));
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

/** While the message is on its way: 'Sending...', and a second press sends nothing. */
export const Sending: Story = {
  args: { defaultValues: filled, onSend: fn((_values: ContactFormValues) => new Promise<unknown>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refused (here its rate limit): the reason in an alert that takes focus, the fields kept. */
export const SendFailed: Story = {
  args: {
    defaultValues: filled,
    onSend: fn(async (_values: ContactFormValues): Promise<unknown> => {
      throw new Error(MESSAGES.server.tooManyRequests);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.server.tooManyRequests);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(filled.message);
  },
};

/** Nothing typed: each required field says what it needs, and nothing is sent. */
export const Incomplete: Story = {
  args: { defaultValues: { email: 'amelia@' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(CONTACT_MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
