import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '@shop/api-client/contract';
import { SignUpScreen } from './SignUpScreen.tsx';

async function fill(screen: Awaited<ReturnType<typeof render>>, password: string, confirm: string) {
  await userEvent.fill(screen.getByLabelText('First name').element(), 'Amelia');
  await userEvent.fill(screen.getByLabelText('Last name').element(), 'Jones');
  await userEvent.fill(screen.getByLabelText('Email').element(), 'amelia@example.com');
  await userEvent.fill(screen.getByLabelText('Password', { exact: true }).element(), password);
  await userEvent.fill(screen.getByLabelText('Confirm password').element(), confirm);
  await screen.getByRole('button', { name: 'Sign Up' }).click();
}

describe('given passwords that differ', () => {
  it('shows "Passwords don\'t match" and sends nothing', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await fill(screen, 'correct horse', 'battery staple');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MESSAGES.user.passwordsDontMatch);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given passwords that match', () => {
  it('sends the registration payload with the spec field names', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await fill(screen, 'correct horse', 'correct horse');
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Amelia',
      last_name: 'Jones',
      email: 'amelia@example.com',
      password: 'correct horse',
    });
    expect(screen.getByText(MESSAGES.user.passwordsDontMatch).query()).toBeNull();
  });
});

describe('given a server error object', () => {
  it('shows it as JSON text', async () => {
    const error = { email: ['An account with this email already exists.'] };
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={error} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(JSON.stringify(error));
  });
});
