/**
 * The alert banner's state (spec section 3 "Generic UI state" and section 4 "Alert banner"):
 * setAlert shows a message with a type; resetAlert hides it, clears the message and restores
 * 'alert-info'. Messages given a duration (test-user blocks, add-to-cart success: 3000 ms,
 * spec section 9) hide by themselves.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type AlertType = 'alert-info' | 'alert-success' | 'alert-danger' | 'alert-warning';

export interface AlertState {
  pageAlert: boolean;
  pageAlertMsg: string;
  typeOfError: AlertType;
}

export interface AlertApi extends AlertState {
  /** Shows the banner; with `durationMs` it hides itself after that many milliseconds. */
  setAlert(message: string, type?: AlertType, durationMs?: number): void;
  resetAlert(): void;
}

const initial: AlertState = { pageAlert: false, pageAlertMsg: '', typeOfError: 'alert-info' };
const AlertContext = createContext<AlertApi | null>(null);

/** Provides the single alert banner state of the page. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AlertState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resetAlert = useCallback(() => {
    clearTimeout(timer.current);
    setState(initial);
  }, []);
  const setAlert = useCallback(
    (message: string, type: AlertType = 'alert-info', durationMs?: number) => {
      clearTimeout(timer.current);
      setState({ pageAlert: true, pageAlertMsg: message, typeOfError: type });
      if (durationMs !== undefined) timer.current = setTimeout(resetAlert, durationMs);
    },
    [resetAlert],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = useMemo(() => ({ ...state, setAlert, resetAlert }), [state, setAlert, resetAlert]);
  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

/** The alert banner API; throws when used outside AlertProvider. */
export function useAlert(): AlertApi {
  const ctx = useContext(AlertContext);
  if (!ctx) throw new Error('useAlert must be used inside AlertProvider');
  return ctx;
}
