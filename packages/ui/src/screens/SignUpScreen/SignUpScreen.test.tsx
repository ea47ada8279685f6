import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { MESSAGES } from '@shop/contract';
import { INVALID_EMAIL_MESSAGE } from '../../components/contractRules.ts';
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

describe('given the sign-up form', () => {
  it('describes the password field with the password rule before anything is sent', async () => {
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="idle" />);
    const password = screen.getByLabelText('Password', { exact: true });
    await expect.element(password).toHaveAccessibleDescription(MESSAGES.account.passwordRule);
    const hintId = password.element().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)).toHaveTextContent(MESSAGES.account.passwordRule);
  });
});

describe('given a password shorter than 8 characters', () => {
  it('says so at the field and sends nothing', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await fill(screen, 'short', 'short');
    await expect.element(screen.getByText(MESSAGES.server.passwordTooShort)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given the server refuses a common password', () => {
  it('shows its text at the password field, not as JSON', async () => {
    const error = { success: false, error: MESSAGES.account.passwordCommon };
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={error} />);
    const password = screen.getByLabelText('Password', { exact: true });
    await expect
      .element(password)
      .toHaveAccessibleDescription(`${MESSAGES.account.passwordRule} ${MESSAGES.account.passwordCommon}`);
    await expect.element(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert').query()).toBeNull();
  });
});

describe('given a server error object keyed by field', () => {
  it('shows the text at that field, not as JSON', async () => {
    const error = { email: [MESSAGES.server.emailTaken] };
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={error} />);
    await expect
      .element(screen.getByLabelText('Email'))
      .toHaveAccessibleDescription(MESSAGES.server.emailTaken);
    expect(screen.getByText(JSON.stringify(error)).query()).toBeNull();
  });
});

describe('given a server error that belongs to no field', () => {
  it('shows its readable text in the alert', async () => {
    const error = { success: false, error: MESSAGES.server.tooManyRequests };
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={error} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MESSAGES.server.tooManyRequests);
  });

  it('falls back to the registration message for an unreadable body', async () => {
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={{ code: 7 }} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MESSAGES.user.register);
  });
});

describe("given text over the contract's limits", () => {
  it('refuses a 101-character first name at its field, tied to it, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await userEvent.fill(screen.getByLabelText('First name').element(), 'A'.repeat(101));
    await fill2(screen);
    const first = screen.getByLabelText('First name');
    await expect.element(first).toHaveAccessibleDescription('First name must be at most 100 characters');
    await expect.element(first).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes 100 characters, the contract maximum', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await userEvent.fill(screen.getByLabelText('First name').element(), 'A'.repeat(100));
    await fill2(screen);
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });

  it('refuses an e-mail address the contract refuses', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignUpScreen onSubmit={onSubmit} status="idle" />);
    await userEvent.fill(screen.getByLabelText('First name').element(), 'Amelia');
    await fill2(screen, 'amelia@example');
    await expect.element(screen.getByLabelText('Email')).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given a 400 naming a field', () => {
  it('shows the problem at that field and focuses it, with no alert', async () => {
    const error = new Error(`${MESSAGES.server.invalidRequest} last_name: must be at most 100 characters`);
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="failed" error={error} />);
    const last = screen.getByLabelText('Last name');
    await expect.element(last).toHaveAccessibleDescription('Must be at most 100 characters');
    await expect.element(last).toHaveFocus();
    expect(screen.getByRole('alert').query()).toBeNull();
  });
});

describe('given the form is being sent', () => {
  it('keeps focus on the Sign Up button while it is disabled', async () => {
    const screen = await render(<SignUpScreen onSubmit={vi.fn()} status="idle" />);
    const button = screen.getByRole('button', { name: 'Sign Up' });
    button.element().focus();
    await screen.rerender(<SignUpScreen onSubmit={vi.fn()} status="loading" />);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button.element());
  });
});

/** Fills every field but the first name with valid values (e-mail `email`) and presses Sign Up. */
async function fill2(screen: Awaited<ReturnType<typeof render>>, email = 'amelia@example.com') {
  await userEvent.fill(screen.getByLabelText('Last name').element(), 'Jones');
  await userEvent.fill(screen.getByLabelText('Email').element(), email);
  await userEvent.fill(screen.getByLabelText('Password', { exact: true }).element(), 'correct horse');
  await userEvent.fill(screen.getByLabelText('Confirm password').element(), 'correct horse');
  await screen.getByRole('button', { name: 'Sign Up' }).click();
}
