import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from '../field.css.ts';
import { useFieldIds } from '../useFieldIds.ts';

/** Props of {@link TextField}: a visible `label`, an optional `error` and `hint`, and the native input props (incl. `ref`). */
export type TextFieldProps = ComponentProps<'input'> & { label: ReactNode; error?: string; hint?: ReactNode };

/**
 * A labelled text input. The error text shows under it, is linked with `aria-describedby` and sets
 * `aria-invalid`. Works with react-hook-form: `<TextField label="Email" {...register('email')} />`.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(error), Boolean(hint), ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      <input
        id={ids.controlId}
        className={styles.control}
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
