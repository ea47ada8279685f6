/**
 * What happens on a route change (decision 029), for every route, inside the layout or not:
 * - scroll: top of the page on a new entry, the old position back on back/forward
 *   (react-router's ScrollRestoration, positions kept per history entry in sessionStorage);
 * - title: each route renders its own (head.tsx DocumentHead); a polite live region reads it out;
 * - font: the first client-side navigation switches Inter on (decision 038), inside its commit;
 * - focus: after a client-side navigation (not the first load) focus moves to the page's h1, or to
 *   <main> when there is none, without scrolling. It stays put when the user is typing (the top
 *   bar's search navigates to /search as you type), when the alert banner holds it, when the new
 *   page has already put it somewhere on purpose, or when the navigation asked to keep it
 *   (KEEP_FOCUS: a list's filter or sort control changes the URL and keeps focus).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { visuallyHidden } from '@shop/ui/components/shared.css.ts';
import { enableWebFonts } from '@shop/ui/theme';
import { titleState } from './head.tsx';

/**
 * Navigation state that keeps focus where it is (`navigate(to, { state: KEEP_FOCUS })`): for
 * controls that change the URL of the page they are on, such as a list's filters and sort
 *, so a keyboard user stays on the control. Focus still moves to the heading when the
 * element that held it is gone (e.g. back to such an entry from another page).
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

const keepsFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;

/** How long focus follows a page that swaps its loading heading for the loaded one. */
const SETTLE_MS = 3000;

const isTyping = (el: HTMLElement) =>
  el.isContentEditable ||
  el.matches(
    'input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio]), textarea, select',
  );

/** The page's main heading, else <main>. */
function pageHeading(): HTMLElement | null {
  const main = document.querySelector('main');
  return main?.querySelector('h1') ?? document.querySelector('h1') ?? main;
}

function focusHeading(): HTMLElement | null {
  const target = pageHeading();
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

/**
 * Focuses the heading, then follows the page for a moment: when a loading state's heading is
 * replaced (focus fell to <body>) or a heading appears where <main> stood in, focus moves to it.
 * Stops at the user's first key or pointer press. Returns the stop function.
 */
function focusPage(): () => void {
  let target = focusHeading();
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const better = active === target && target?.tagName !== 'H1' && pageHeading()?.tagName === 'H1';
    if (lost || better) target = focusHeading();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, SETTLE_MS);
  function stop() {
    clearTimeout(timer);
    observer.disconnect();
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  return stop;
}

/** The root route's element: the route, scroll restoration and the route announcer. */
export function RouteChange() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The entry whose change was handled last: the first load (and StrictMode's second run) is not a change.
  const handled = useRef({ key: location.key, page: location.pathname + location.search });
  const focusedBefore = useRef<Element | null>(null);

  useEffect(() => {
    titleState.announce = setAnnouncement;
    return () => {
      titleState.announce = null;
    };
  }, []);

  // Layout effects run before the pages' effects: the navigation is pending until a title is set.
  useLayoutEffect(() => {
    if (handled.current.key === location.key) return;
    // A server-rendered first page stays in the fallback font (main.tsx): Inter goes on here, in
    // the commit of the new page, so its layout is the one the navigation causes anyway.
    void enableWebFonts();
    titleState.pending = true;
    titleState.waiting = false;
    focusedBefore.current = document.activeElement;
  }, [location.key]);

  useEffect(() => {
    const previous = handled.current;
    if (previous.key === location.key) return;
    const page = location.pathname + location.search;
    handled.current = { key: location.key, page };
    // Same title as before (the page's effect did not run again): read it out now.
    if (titleState.pending && !titleState.waiting) {
      titleState.pending = false;
      setAnnouncement(document.title);
    }
    if (previous.page === page) return; // only the hash changed: the browser moves focus itself
    const active = document.activeElement;
    const placed =
      active instanceof HTMLElement &&
      active !== document.body &&
      active.isConnected &&
      (keepsFocus(location.state) ||
        isTyping(active) ||
        active.closest('[role="alert"]') !== null ||
        active !== focusedBefore.current);
    if (placed) return;
    return focusPage();
  }, [location.key, location.pathname, location.search, location.state]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <div id="route-announcer" className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
