/**
 * Focus is never lost (decision 029): when a focused element leaves the DOM, Chromium
 * sends focus to `<body>`, and a keyboard or screen reader user is thrown back to the top.
 */
import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

type Focused = { element: HTMLElement; index: number; key: string | null };

/**
 * For a list whose items can be removed (cart lines, bookmarks). Spread `listProps` on the list
 * (`<ol>`/`<ul>` whose children are the items) and put `fallbackRef` on what shows when the list is
 * empty (an element with `tabIndex={-1}`, e.g. the empty state). When the item holding focus leaves
 * the list, focus moves to the same control (matched by its `data-focus-key`, else the first
 * focusable element) of the item now in its place, or of the new last item; when no item is left,
 * to the fallback. Items marked `data-focus-skip` (e.g. the Undo notice that takes a removed cart
 * line's place) are passed over: focus goes to the next item that is not, else the one before,
 * else the fallback. Nothing happens when focus has already gone somewhere else.
 */
export function useFocusAfterRemoval<L extends HTMLElement, F extends HTMLElement = HTMLElement>(): {
  listProps: { ref: RefObject<L | null>; onFocus: (event: FocusEvent<L>) => void };
  fallbackRef: RefObject<F | null>;
} {
  const listRef = useRef<L>(null);
  const fallbackRef = useRef<F>(null);
  const focused = useRef<Focused | null>(null);

  const onFocus = (event: FocusEvent<L>) => {
    const list = event.currentTarget;
    const element = event.target;
    const item = Array.from(list.children).find((child) => child.contains(element));
    if (!item) return;
    const keyed = element.closest<HTMLElement>('[data-focus-key]');
    focused.current = {
      element,
      index: Array.prototype.indexOf.call(list.children, item),
      key: keyed && item.contains(keyed) ? (keyed.dataset.focusKey ?? null) : null,
    };
  };

  // After every commit: the removal has just happened and the browser has moved focus to <body>.
  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || last.element.isConnected) return;
    focused.current = null;
    if (!focusIsLost()) return;
    const items = listRef.current ? Array.from(listRef.current.children) : [];
    const real = (child: Element) => !(child instanceof HTMLElement && child.dataset.focusSkip !== undefined);
    const item = items.slice(last.index).find(real) ?? items.slice(0, last.index).reverse().find(real);
    const sameControl = last.key ? item?.querySelector<HTMLElement>(`[data-focus-key="${last.key}"]`) : null;
    const target = sameControl ?? item?.querySelector<HTMLElement>(FOCUSABLE) ?? fallbackRef.current;
    target?.focus();
  });

  return { listProps: { ref: listRef, onFocus }, fallbackRef };
}
