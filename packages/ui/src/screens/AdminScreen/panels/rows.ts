import { useState } from 'react';
import { MESSAGES } from '@shop/contract';
import type { DataTableProps } from '../../../components/DataTable/index.ts';
import type { AdminList } from '../types.ts';
import { refusalMessage } from '../../../components/refusalMessage.ts';

/** The message of a failed row action: the error's own, else MESSAGES.admin.update. */

/**
 * Runs the row actions of a back-office table. Returns `busy` (the ids being saved), `errors`
 * (each row's last failure, cleared when the row is tried again) and `run(id, action)`, which marks
 * the row busy until `action`'s promise settles and never rejects.
 */
export function useRowActions() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({});
  const run = async (id: number, action: () => Promise<unknown>) => {
    setBusy((s) => new Set(s).add(id));
    setErrors(({ [id]: _dropped, ...rest }) => rest);
    try {
      await action();
    } catch (err) {
      setErrors((e) => ({ ...e, [id]: refusalMessage(err, MESSAGES.admin.update) }));
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };
  return { busy, errors, run };
}

/**
 * The DataTable props of one back-office list: its rows, its loading state (the spinner
 * says 'Loading {what}') and its error; the caption is hidden, as the panel's h2 says the same.
 */
export function listTableProps<T>(
  list: AdminList<T>,
  what: string,
): Pick<DataTableProps<T>, 'rows' | 'loading' | 'loadingLabel' | 'error' | 'hideCaption'> {
  return {
    rows: list.items,
    loading: list.loading,
    loadingLabel: `Loading ${what}`,
    error: list.error,
    hideCaption: true,
  };
}
