import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { filtersButtonText, resultCountText } from '../FacetPanel/facetLabels.ts';
import * as styles from './FilterDrawer.css.ts';

/** Props of {@link FilterDrawer}. */
export type FilterDrawerProps = {
  /** How many filters are active: the button reads 'Filters' or 'Filters (2)'. */
  activeCount: number;
  /** What the sheet holds: the list's FacetPanel. */
  children: ReactNode;
  /** The list's size once known: the sheet's bottom button reads 'Show 12 results' ('Show results' while unknown). */
  total?: number;
  /** Controlled open state; leave out for an uncontrolled drawer. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Starts open (uncontrolled); for stories. */
  defaultOpen?: boolean;
  /** Class of the 'Filters' button, e.g. to hide it where the panel shows as a sidebar. */
  triggerClassName?: string;
};

/**
 * The filters on small screens: a 'Filters' button (with the number of active filters)
 * opening a Radix Dialog as a sheet from the left, holding the facet panel. Choices apply at once
 * and the sheet stays open; 'Show {n} results', the close button or Escape close it, and focus
 * returns to the 'Filters' button. The sheet's portal is mounted only while open: closed, Radix's
 * Presence would still mount and update itself in a layout effect, which makes hydrating a
 * server-rendered list page render the whole tree a second time, synchronously (decision 038).
 */
export function FilterDrawer({
  activeCount,
  children,
  total,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  triggerClassName,
}: FilterDrawerProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className={cx(styles.trigger, triggerClassName)}>
          <SlidersHorizontal aria-hidden="true" size={18} />
          {filtersButtonText(activeCount)}
        </Button>
      </Dialog.Trigger>
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.content} aria-describedby={undefined}>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>Filters</Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label="Close filters">
                  <X aria-hidden="true" size={20} />
                </Button>
              </Dialog.Close>
            </div>
            <div className={styles.body}>{children}</div>
            <div className={styles.footer}>
              <Dialog.Close asChild>
                <Button className={styles.show}>
                  {total === undefined ? 'Show results' : `Show ${resultCountText(total)}`}
                </Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
