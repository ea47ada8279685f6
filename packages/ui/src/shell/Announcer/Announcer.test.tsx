import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AnnouncerProvider, useAnnounce } from './Announcer.tsx';

function Speaker({ text }: { text: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(text)}>
      Say
    </button>
  );
}

describe('AnnouncerProvider (changes announced in a polite live region)', () => {
  it('writes an announced message into its polite status region', async () => {
    const screen = await render(
      <AnnouncerProvider>
        <Speaker text="Added to your cart" />
      </AnnouncerProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.element().getAttribute('aria-live')).toBe('polite');
    await screen.getByRole('button', { name: 'Say' }).click();
    await expect.element(region).toHaveTextContent('Added to your cart');
  });

  it('empties the region before each message, so the same message twice is read twice', async () => {
    const screen = await render(
      <AnnouncerProvider>
        <Speaker text="Added to your cart" />
      </AnnouncerProvider>,
    );
    const region = screen.getByRole('status');
    await screen.getByRole('button', { name: 'Say' }).click();
    await expect.element(region).toHaveTextContent('Added to your cart');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(region.element().textContent ?? ''));
    observer.observe(region.element(), { childList: true, characterData: true, subtree: true });
    await screen.getByRole('button', { name: 'Say' }).click();
    await expect.poll(() => seen.at(-1)).toBe('Added to your cart');
    observer.disconnect();
    expect(seen).toContain('');
  });
});
