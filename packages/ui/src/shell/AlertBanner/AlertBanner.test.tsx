import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AlertBanner } from './AlertBanner.tsx';

const page = (alert: boolean, onDismiss?: () => void) => (
  <div>
    {alert ? (
      <AlertBanner message="success! item added to cart" type="alert-success" onDismiss={onDismiss} />
    ) : null}
    <div style={{ height: 3000 }} />
    <button type="button">Add to cart</button>
    <div style={{ height: 3000 }} />
  </div>
);

describe('given a button far down the page that shows the banner (decision 029)', () => {
  it('takes focus without jumping to the top, and gives it back when it closes', async () => {
    const screen = await render(page(false));
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.element().focus();
    const before = window.scrollY;
    expect(before).toBeGreaterThan(1000);
    await screen.rerender(page(true));
    await expect.element(screen.getByRole('alert')).toHaveFocus();
    expect(window.scrollY).toBeGreaterThan(1000);
    await screen.rerender(page(false));
    expect(document.activeElement).toBe(button.element());
  });

  it('gives focus back when it is dismissed', async () => {
    const onDismiss = vi.fn();
    const screen = await render(page(false, onDismiss));
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.element().focus();
    await screen.rerender(page(true, onDismiss));
    await screen.getByRole('button', { name: 'Dismiss alert' }).click();
    expect(onDismiss).toHaveBeenCalled();
    await screen.rerender(page(false, onDismiss));
    expect(document.activeElement).toBe(button.element());
  });
});
