import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from '../field.css.ts';
import { useFieldIds } from '../useFieldIds.ts';

/** Props of {@link CheckboxField}: a visible `label`, an optional `error` and `hint`, and native checkbox props (incl. `ref`). */
export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label beside it; the error is linked with `aria-describedby`. Works with react-hook-form's `register`. */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, Boolean(error), Boolean(hint), ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.checkboxRow}>
        <input
          type="checkbox"
          id={ids.controlId}
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
        />
        <label className={styles.label} htmlFor={ids.controlId}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
