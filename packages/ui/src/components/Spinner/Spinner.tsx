import type { ComponentProps } from 'react';
import { cx } from '../cx.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as styles from './Spinner.css.ts';

/** Props of {@link Spinner}: the text read by screen readers (default 'Loading'). */
export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & { label?: string };

/** A loading indicator: a turning circle with a visually hidden label in a `status` region. */
export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
