import type { ComponentProps } from 'react';
import { cx } from '../cx.ts';
import { badge, type BadgeVariants } from './Badge.css.ts';

/** Props of {@link Badge}: a `tone` and the span's props (children is the text). */
export type BadgeProps = ComponentProps<'span'> & BadgeVariants;

/** A small pill of text (NEW, order status, Active/Inactive, counts) in one of seven tones. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
