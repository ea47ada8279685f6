/**
 * Focus is never lost (issue 11, decision 029): when a focused control becomes `disabled`, Chromium
 * (the HTML focus fixup rule) sends focus to `<body>` at its next rendering step.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * For a control that stays natively `disabled` while busy: if it had focus when it was disabled
 * (and so lost it), focus comes back to it once it is enabled again, unless the user has moved on.
 * Prefer `Button`'s `focusableWhenDisabled`, which never loses focus; this is for controls whose
 * disabled state others rely on (the product page's add-to-cart and bookmark toggles).
 */
export function useRefocusWhenEnabled<T extends HTMLElement>(disabled: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);
  // A layout effect runs before the browser's focus fixup, so the control still holds focus here.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (disabled) {
      hadFocus.current = document.activeElement === element;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      if (focusIsLost()) element.focus();
    }
  }, [disabled]);
  return ref;
}
