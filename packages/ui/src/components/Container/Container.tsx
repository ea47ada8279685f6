import type { ComponentProps } from 'react';
import { cx } from '../cx.ts';
import * as styles from './Container.css.ts';

/** Props of {@link Container}: div props. */
export type ContainerProps = ComponentProps<'div'>;

/** A centred page container, at most the theme's content width (1200px) wide, with side padding. */
export function Container({ className, ...props }: ContainerProps) {
  return <div className={cx(styles.root, className)} {...props} />;
}
