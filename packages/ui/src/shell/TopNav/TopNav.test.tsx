/**
 * The top bar's Messages slot (decision 074): a signed-in user's bar keeps the slot's room before
 * the Messages link arrives (the app loads it after first paint), so nothing in the bar moves
 * when it comes, nor when its unread count does; a visitor's bar has no slot.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MessagesLink } from '../MessagesLink/MessagesLink.tsx';
import { TopNav, type TopNavProps } from './TopNav.tsx';

const props: TopNavProps = {
  user: { first_name: 'Ada', last_name: 'Lovelace' },
  cartCount: 2,
  adminUrl: '/admin/',
  dark: false,
  onToggleDark: () => {},
  onLogout: () => {},
  onSearch: () => {},
};

/** The left edge of the profile link (the greeting), in px. */
function profileLeft(container: HTMLElement): number {
  const link = container.querySelector('a[href="/my-profile"]');
  if (link === null) throw new Error('no profile link');
  return link.getBoundingClientRect().left;
}

describe('given a signed-in user and the Messages slot', () => {
  it('moves nothing in the bar when the link, then its count, arrive', async () => {
    const screen = await render(<TopNav {...props} messagesSlot={null} />);
    const before = profileLeft(screen.container);
    await screen.rerender(<TopNav {...props} messagesSlot={<MessagesLink unread={undefined} />} />);
    await expect.element(screen.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    expect(profileLeft(screen.container)).toBe(before);
    await screen.rerender(<TopNav {...props} messagesSlot={<MessagesLink unread={120} />} />);
    await expect.element(screen.getByRole('link', { name: 'Messages, 120 unread messages' })).toBeVisible();
    expect(profileLeft(screen.container)).toBe(before);
  });

  it('keeps no slot for a visitor', async () => {
    const screen = await render(<TopNav {...props} user={null} />);
    expect(screen.container.querySelectorAll('a[href="/messages"]')).toHaveLength(0);
  });
});
