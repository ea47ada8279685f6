import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type SearchSuggestion } from '@shop/contract';
import { LinkProvider, type LinkComponentProps } from '../Link/Link.tsx';
import { highlightParts } from './highlight.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

const suggestions: SearchSuggestion[] = [
  { id: 4, name: 'Wireless Headphones', category: 'Electronics', imageUrl: '/images/placeholder.svg' },
  {
    id: 9,
    name: 'Noise-cancelling headphones',
    category: 'Electronics',
    imageUrl: '/images/placeholder.svg',
  },
  { id: 12, name: 'Headphone stand', category: 'Office & Stationery', imageUrl: '/images/placeholder.svg' },
];

/** Renders the combobox with a link that records where it was followed instead of leaving the page. */
async function setup(list: readonly SearchSuggestion[] = suggestions) {
  const followed: string[] = [];
  const onSearch = vi.fn();
  const onChoose = vi.fn();
  function RecordingLink({ href, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          followed.push(href);
        }}
      />
    );
  }
  function Harness() {
    const [text, setText] = useState('');
    return (
      <SearchCombobox
        id="search"
        suggestions={text.trim() ? list : []}
        onTextChange={setText}
        onSearch={onSearch}
        onSuggestionChoose={onChoose}
      />
    );
  }
  const screen = await render(
    <LinkProvider component={RecordingLink}>
      <Harness />
    </LinkProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Search products' });
  return { screen, box, followed, onSearch, onChoose };
}

const activeName = () => {
  const box = document.getElementById('search');
  const activeId = box?.getAttribute('aria-activedescendant');
  return activeId ? document.getElementById(activeId)?.textContent : null;
};

// Tests that move a fake clock leave the real one behind them.
afterEach(() => {
  vi.useRealTimers();
});

describe('given text typed into the search combobox', () => {
  it('shows the suggestions in a listbox it controls and expands', async () => {
    const { screen, box } = await setup();
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'head');
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    await expect.element(listbox).toHaveAttribute('id', box.element().getAttribute('aria-controls'));
    expect(screen.getByRole('option').elements()).toHaveLength(3);
    await expect
      .element(screen.getByRole('option', { name: /Wireless Headphones/ }))
      .toHaveAttribute('href', '/single-product/4');
    expect(box.element()).toHaveFocus();
  });

  it('marks the matching part of each name', async () => {
    const { screen, box } = await setup();
    await userEvent.type(box, 'HEAD');
    const marks = [...screen.getByRole('listbox').element().querySelectorAll('mark')].map(
      (m) => m.textContent,
    );
    expect(marks).toEqual(['Head', 'head', 'Head']);
  });
});

describe('given the suggestions are open', () => {
  it('moves the active suggestion with the arrow keys, wrapping, and Home and End', async () => {
    const { box } = await setup();
    await userEvent.type(box, 'head');
    expect(box.element().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toContain('Wireless Headphones');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toContain('Headphone stand');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toContain('Wireless Headphones');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toContain('Headphone stand');
    await userEvent.keyboard('{Home}');
    expect(activeName()).toContain('Wireless Headphones');
    await userEvent.keyboard('{End}');
    expect(activeName()).toContain('Headphone stand');
    const option = document.getElementById(box.element().getAttribute('aria-activedescendant') ?? '');
    expect(option?.getAttribute('aria-selected')).toBe('true');
    expect(box.element()).toHaveFocus();
  });

  it('follows the active suggestion on Enter and sends no search', async () => {
    const { box, followed, onSearch, onChoose } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(box, 'head');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The typing's own debounced search waits on the fake clock; Enter must send none and cancel it.
    const searchesBeforeEnter = onSearch.mock.calls.length;
    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['/single-product/9']);
    expect(onChoose).toHaveBeenCalledWith(suggestions[1]);
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    expect(box.element()).not.toHaveFocus();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(searchesBeforeEnter);
  });

  it('sends the trimmed search at once on Enter with no suggestion active', async () => {
    const { box, followed, onSearch } = await setup();
    await userEvent.type(box, '  head  ');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('head');
    expect(followed).toEqual([]);
  });

  it('closes on Escape, keeping the text, and ArrowDown opens it again', async () => {
    const { box } = await setup();
    await userEvent.type(box, 'head');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    expect(box.element().getAttribute('aria-activedescendant')).toBeNull();
    await expect.element(box).toHaveValue('head');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeName()).toContain('Wireless Headphones');
  });

  it('follows a clicked suggestion and leaves the box, for the new page to take focus', async () => {
    const { screen, box, followed } = await setup();
    await userEvent.type(box, 'stand');
    await screen.getByRole('option', { name: /Headphone stand/ }).click();
    expect(followed).toEqual(['/single-product/12']);
    expect(box.element()).not.toHaveFocus();
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays closed when there is nothing to suggest', async () => {
    const { box } = await setup([]);
    await userEvent.type(box, 'zzz');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given typing stops', () => {
  it('sends the trimmed text once, SEARCH_DEBOUNCE_MS after the last keystroke', async () => {
    const { box, onSearch } = await setup();
    await userEvent.type(box, ' desk lamp ');
    expect(onSearch).not.toHaveBeenCalled();
    await expect.poll(() => onSearch.mock.calls, { timeout: 3000 }).toEqual([['desk lamp']]);
  });
});

describe('given the shopper backs out of a search (decision 048)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never searches after Escape closes the suggestions', async () => {
    const { box, onSearch } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(box, 'head');
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('never searches after Escape clears the box', async () => {
    const { box, onSearch } = await setup([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(box, 'head');
    await userEvent.keyboard('{Escape}');
    await expect.element(box).toHaveValue('');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('never searches for a box cleared by hand', async () => {
    const { box, onSearch } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(box, 'head');
    await userEvent.clear(box);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('still searches for typed text once typing stops', async () => {
    const { box, onSearch } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(box, 'head');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('head');
  });
});

describe('given a name and typed words', () => {
  it('marks matches ignoring case and accents, keeping the original characters', () => {
    expect(highlightParts('Café Crème mug', 'cafe CREME')).toEqual([
      { text: 'Café', match: true },
      { text: ' ', match: false },
      { text: 'Crème', match: true },
      { text: ' mug', match: false },
    ]);
  });

  it('marks nothing for a typo the server forgave or for blank text', () => {
    expect(highlightParts('Headphones', 'hedphones')).toEqual([{ text: 'Headphones', match: false }]);
    expect(highlightParts('Headphones', '   ')).toEqual([{ text: 'Headphones', match: false }]);
  });

  it('merges overlapping matches and marks every occurrence', () => {
    expect(highlightParts('banana', 'ana nan')).toEqual([
      { text: 'b', match: false },
      { text: 'anana', match: true },
    ]);
  });
});
