import type { ComponentProps } from 'react';
import { formatPrice } from '../../format.ts';
import { cx } from '../cx.ts';
import * as styles from './Price.css.ts';

/** Props of {@link Price}: `value` in pounds (e.g. 12.5) and span props. */
export type PriceProps = Omit<ComponentProps<'span'>, 'children'> & { value: number };

/** A price in pounds sterling, en-GB, 2 decimals (spec section 1), e.g. '£12.50'. */
export function Price({ value, className, ...props }: PriceProps) {
  return (
    <span className={cx(styles.root, className)} {...props}>
      {formatPrice(value)}
    </span>
  );
}
