import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/api-client/contract';
import { createUser, sampleUsers } from '@shop/mocks/fixtures';
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

/** A signed-out visitor fills the five fields and signs up with the registration payload. */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('First name'), shopper.first_name);
    await userEvent.type(canvas.getByLabelText('Last name'), shopper.last_name);
    await userEvent.type(canvas.getByLabelText('Email'), shopper.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: shopper.first_name,
      last_name: shopper.last_name,
      email: shopper.email,
      password: 'correct horse',
    });
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.user.passwordsDontMatch);
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

/** Registering: the button is disabled. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};

/** The server refused with an object body: it shows as JSON text (spec section 8). */
export const Error: Story = {
  args: { status: 'failed', error: { success: false, error: MESSAGES.server.emailTaken } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      JSON.stringify({ success: false, error: MESSAGES.server.emailTaken }),
    );
  },
};
