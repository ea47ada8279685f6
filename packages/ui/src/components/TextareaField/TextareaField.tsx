import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from '../field.css.ts';
import { useFieldIds } from '../useFieldIds.ts';

/** Props of {@link TextareaField}: a visible `label`, an optional `error` and `hint`, and the native textarea props (incl. `ref`). */
export type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled multi-line text input; the error is linked with `aria-describedby`. Works with react-hook-form's `register`. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaFieldProps) {
  const ids = useFieldIds(id, Boolean(error), Boolean(hint), ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      <textarea
        id={ids.controlId}
        className={cx(styles.control, styles.textarea)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
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
