import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { createUser, sampleUsers } from '@shop/sample-catalogue';
import { INVALID_EMAIL_MESSAGE } from '../../components/contractRules.ts';
import { SignUpScreen } from './SignUpScreen.tsx';

/** One of the sample shoppers (ids 4-9). */
const shopper = sampleUsers[3] ?? createUser();

const meta = {
  title: 'Screens/SignUpScreen',
  component: SignUpScreen,
  args: { onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof SignUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-out visitor fills the five fields and signs up with the registration payload. The
 * password rule shows under the password before submitting.
 */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      MESSAGES.account.passwordRule,
    );
    await userEvent.type(canvas.getByLabelText('First name'), shopper.first_name);
    await userEvent.type(canvas.getByLabelText('Last name'), shopper.last_name);
    await userEvent.type(canvas.getByLabelText('Email'), shopper.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // The strength rule loads on the first check (decision 044), so the form sends a moment later.
    await waitFor(
      () =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          first_name: shopper.first_name,
          last_name: shopper.last_name,
          email: shopper.email,
          password: 'correct horse',
        }),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  },
};

/** Passwords differ: "Passwords don't match" shows and nothing is sent (spec section 5). */
export const PasswordsDontMatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First name'), 'Amelia');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Jones');
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'battery staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.user.passwordsDontMatch,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field is required: an empty form sends nothing. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Registering: the button is disabled, yet keeps focus (aria-disabled). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Limits from the contract's RegisterRequest: a first name over its 100 characters and
 * an e-mail address in a bad form are refused at their fields; nothing is sent.
 */
export const FieldLimits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('First name'));
    await userEvent.paste('A'.repeat(101));
    await userEvent.type(canvas.getByLabelText('Last name'), 'Jones');
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const first = canvas.getByLabelText('First name');
    await expect(first).toHaveAccessibleDescription('First name must be at most 100 characters');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A password shorter than the rule: the field says so and nothing is sent. */
export const PasswordTooShort: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First name'), 'Amelia');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Jones');
    await userEvent.type(canvas.getByLabelText('Email'), 'amelia@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${MESSAGES.account.passwordRule} ${MESSAGES.server.passwordTooShort}`,
      ),
    );
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused a common password: its text shows at the password field, which takes focus. */
export const CommonPassword: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.account.passwordCommon } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${MESSAGES.account.passwordRule} ${MESSAGES.account.passwordCommon}`,
      ),
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The address already has an account: the text shows at the e-mail field, never as JSON. */
export const EmailTaken: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.server.emailTaken } },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.server.emailTaken));
    await expect(email).toHaveFocus();
    await expect(canvas.queryByText(/"success"/)).toBeNull();
  },
};

/** A refusal that belongs to no field (too many attempts): readable text in the alert, which takes focus. */
export const Error: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.server.tooManyRequests } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.server.tooManyRequests);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
