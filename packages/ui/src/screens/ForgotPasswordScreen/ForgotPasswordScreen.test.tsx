import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

describe('given a prefilled address and a page rendered on the server', () => {
  it('arrives with the address in the field, and sends it once hydrated', async () => {
    const onSubmit = vi.fn();
    const app = <ForgotPasswordScreen onSubmit={onSubmit} status="idle" defaultEmail="ada@example.com" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('ada@example.com');
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, app));
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ada@example.com'));
    act(() => root.unmount());
    container.remove();
  });
});
