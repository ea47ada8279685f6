import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from '../field.css.ts';
import { useFieldIds } from '../useFieldIds.ts';

/** One choice of a {@link SelectField}. */
export type SelectOption = { value: string; label: string };

/** Props of {@link SelectField}: a visible `label`, the `options`, an optional `placeholder` (an empty first option), `error`, `hint` and native select props (incl. `ref`). */
export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled native select; the error is linked with `aria-describedby`. Works with react-hook-form's `register`. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id, Boolean(error), Boolean(hint), ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      <select
        id={ids.controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
