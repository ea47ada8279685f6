import { useId } from 'react';

/**
 * Ids for a form field: the control's id (the caller's or a generated one), the error text id and the
 * `aria-describedby` value linking the control to its hint and error (undefined when neither shows).
 */
export function useFieldIds(
  id: string | undefined,
  hasError: boolean,
  hasHint: boolean,
  describedBy?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedByIds =
    [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy: describedByIds };
}
