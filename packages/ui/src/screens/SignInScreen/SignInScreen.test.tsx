import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { SignInScreen } from './SignInScreen.tsx';

describe('given empty fields', () => {
  it('shows a message tied to each field and sends nothing', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <SignInScreen
        defaultValues={{ email: '', password: '' }}
        onSubmit={onSubmit}
        onTestDrive={vi.fn()}
        status="idle"
      />,
    );
    await screen.getByRole('button', { name: 'Submit' }).click();
    const email = screen.getByLabelText('Email');
    await expect.element(email).toHaveAccessibleDescription('Email is required');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByLabelText('Password'))
      .toHaveAccessibleDescription('Password is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("given a password over the contract's 200 characters", () => {
  it('refuses it at the field', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<SignInScreen onSubmit={onSubmit} onTestDrive={vi.fn()} status="idle" />);
    await userEvent.fill(screen.getByLabelText('Password').element(), 'x'.repeat(201));
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(screen.getByLabelText('Password'))
      .toHaveAccessibleDescription('Password must be at most 200 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given a 400 naming the email field', () => {
  it('shows the problem at the field, focused, and no alert', async () => {
    const error = { success: false, error: `${MESSAGES.server.invalidRequest} email: must not be empty` };
    const screen = await render(
      <SignInScreen onSubmit={vi.fn()} onTestDrive={vi.fn()} status="failed" error={error} />,
    );
    const email = screen.getByLabelText('Email');
    await expect.element(email).toHaveAccessibleDescription('Must not be empty');
    await expect.element(email).toHaveFocus();
    expect(screen.getByRole('alert').query()).toBeNull();
  });
});

describe('given wrong credentials', () => {
  it('shows the readable text in the alert, never JSON', async () => {
    const error = { success: false, error: MESSAGES.user.invalidCredentials };
    const screen = await render(
      <SignInScreen onSubmit={vi.fn()} onTestDrive={vi.fn()} status="failed" error={error} />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(MESSAGES.user.invalidCredentials);
    expect(screen.getByText(JSON.stringify(error)).query()).toBeNull();
  });
});

describe('given the form is being sent', () => {
  it('keeps focus on Submit while both buttons are disabled', async () => {
    const props = { onSubmit: vi.fn(), onTestDrive: vi.fn() };
    const screen = await render(<SignInScreen {...props} status="idle" />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.element().focus();
    await screen.rerender(<SignInScreen {...props} status="loading" />);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Test Drive' }))
      .toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(submit.element());
  });
});

describe('given a page rendered on the server', () => {
  it('arrives filled with the demo account, before any script runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SignInScreen onSubmit={vi.fn()} onTestDrive={vi.fn()} status="idle" />,
    );
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(DEMO_ACCOUNT.email);
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe(
      DEMO_ACCOUNT.password,
    );
  });

  /** The server's HTML of `app` in the document, and its email field with every write of its value recorded. */
  function serverRendered(app: React.ReactElement) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const writes: string[] = [];
    Object.defineProperty(email, 'value', {
      configurable: true,
      get: () => native.get!.call(email) as string,
      set: (value: string) => {
        writes.push(value);
        native.set!.call(email, value);
      },
    });
    /** What the shopper types: the field's value, not recorded as a write of the app. */
    const type = (value: string) => native.set!.call(email, value);
    return { container, email, writes, type };
  }

  // A write while hydrating would replace what the shopper types in the meantime (decision 038,
  // the sign-in race): the fields are never written, only read.
  it('never writes a field while hydrating', async () => {
    const app = <SignInScreen onSubmit={vi.fn()} onTestDrive={vi.fn()} status="idle" />;
    const { container, email, writes } = serverRendered(app);
    const root = await act(async () => hydrateRoot(container, app));
    expect(writes).toEqual([]);
    expect(email.value).toBe(DEMO_ACCOUNT.email);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps what was typed before hydrating, and sends it', async () => {
    const onSubmit = vi.fn();
    const app = <SignInScreen onSubmit={onSubmit} onTestDrive={vi.fn()} status="idle" />;
    const { container, email, type } = serverRendered(app);
    type('seller@shop.test');
    const root = await act(async () => hydrateRoot(container, app));
    expect(email.value).toBe('seller@shop.test');
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'seller@shop.test', password: DEMO_ACCOUNT.password });
    act(() => root.unmount());
    container.remove();
  });
});
