/**
 * Dark-mode preference (spec section 4): local storage key `darkMode` holds the text 'true' or
 * 'false'; the toggle flips it and adds or removes the theme class on the document root.
 */
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@shop/api-client/contract';
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

/** Returns `[dark, toggle]`; the initial value comes from local storage. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(readDarkMode);
  const toggle = useCallback(() => {
    setDark((d) => {
      applyDarkMode(!d);
      return !d;
    });
  }, []);
  return [dark, toggle];
}
