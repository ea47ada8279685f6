import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx.ts';
import * as styles from './EmptyState.css.ts';

/** Props of {@link EmptyState}: a `title`, an optional `description` and an optional `action` (a button or link). */
export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
};

/** The empty state of a list (e.g. 'no bookmarks found', "You haven't placed any orders yet."). */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)} {...props}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
