import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/shared.css.ts';

/** Says `message` to screen readers through the polite live region (a no-op outside an AnnouncerProvider). */
export type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * How long the live region stays empty before a message is written (milliseconds), so that the
 * same message twice in a row (two items added) is read out twice.
 */
export const ANNOUNCE_CLEAR_MS = 50;

/**
 * The shop's polite live region (cart, bookmark and review changes are announced):
 * renders `children` and one visually hidden `role="status"` region, and gives descendants
 * {@link useAnnounce}. A new message replaces the one before.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback<Announce>((next) => {
    clearTimeout(timer.current);
    setMessage('');
    timer.current = setTimeout(() => setMessage(next), ANNOUNCE_CLEAR_MS);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-announcer="">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

/** The announce function of the nearest AnnouncerProvider: `announce('Added to your cart')`. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
