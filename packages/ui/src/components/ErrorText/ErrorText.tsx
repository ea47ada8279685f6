import type { ComponentProps } from 'react';
import { cx } from '../cx.ts';
import * as styles from './ErrorText.css.ts';

/** Props of {@link ErrorText}: the error `message` and paragraph props. */
export type ErrorTextProps = Omit<ComponentProps<'p'>, 'children'> & { message: string };

/** Shows 'Error: {message}' in the danger colour (spec sections 2 and 8), announced as an alert. */
export function ErrorText({ message, className, ...props }: ErrorTextProps) {
  return (
    <p role="alert" className={cx(styles.root, className)} {...props}>
      Error: {message}
    </p>
  );
}
