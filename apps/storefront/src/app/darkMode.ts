/**
 * Dark-mode preference (spec section 4): local storage key `darkMode` holds the text 'true' or
 * 'false'; the toggle flips it and adds or removes the theme class on the document root.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shop/contract';
import { darkThemeClass } from '@shop/ui/theme';

/** Reads the stored preference: true only for the text 'true'. */
export function readDarkMode(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(STORAGE_KEYS.darkMode) === 'true';
  } catch {
    return false;
  }
}

/** Stores the preference as 'true'/'false' and applies the class to `root`. */
export function applyDarkMode(
  dark: boolean,
  root: HTMLElement = document.documentElement,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  root.classList.toggle(darkThemeClass, dark);
  try {
    storage.setItem(STORAGE_KEYS.darkMode, String(dark));
  } catch {
    // Storage can be unavailable (private mode); the class still applies for this visit.
  }
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Returns `[dark, toggle]`: the stored preference (false on the server and while hydrating, so a
 * server-rendered page hydrates without a mismatch; the stored value follows right after — the
 * page's colours are already right from theme-init.js), and a toggle that flips and stores it.
 */
export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(
    subscribe,
    () => readDarkMode(),
    () => false,
  );
  const toggle = useCallback(() => {
    applyDarkMode(!readDarkMode());
    for (const listener of listeners) listener();
  }, []);
  return [dark, toggle];
}
