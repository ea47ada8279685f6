import { useState } from 'react';
import type { AdminUser } from '@shop/contract';
import { formatDate } from '../../../format.ts';
import { Badge } from '../../../components/Badge/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { Spinner } from '../../../components/Spinner/index.ts';
import type { AdminList } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import { DeactivationReasonForm } from './DeactivationReasonForm.tsx';
import { listTableProps, useRowActions } from './rows.ts';

/** Props of {@link UsersPanel}. */
export type UsersPanelProps = {
  /** Every user (GET /admin/users/). */
  users: AdminList<AdminUser>;
  /**
   * Activates or deactivates a user; deactivating carries the reason staff typed (decision 072).
   * Returns the request's promise.
   */
  onSetActive: (userId: number, isActive: boolean, reason?: string) => Promise<unknown>;
};

/**
 * The Users tab of the back office: every account with its e-mail, join date and status (active,
 * staff, demo user), and Activate / Deactivate with its own saving state and failure per row;
 * Deactivate first asks the reason, which the account's owner is e-mailed (decision 072).
 */
export function UsersPanel({ users, onSetActive }: UsersPanelProps) {
  const rows = useRowActions();
  const [deactivating, setDeactivating] = useState<number | null>(null);
  const columns: DataTableColumn<AdminUser>[] = [
    { header: 'Name', rowHeader: true, cell: (u) => u.name },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Joined', cell: (u) => <time dateTime={u.date_joined}>{formatDate(u.date_joined)}</time> },
    {
      header: 'Status',
      cell: (u) => (
        <div className={css.badges}>
          <Badge tone={u.is_active ? 'success' : 'neutral'}>{u.is_active ? 'Active' : 'Inactive'}</Badge>
          {u.is_staff ? <Badge tone="info">Staff</Badge> : null}
          {u.is_test_user ? <Badge tone="warning">Demo user</Badge> : null}
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (u) => {
        const busy = rows.busy.has(u.id);
        return (
          <>
            <div className={css.actions}>
              <Button
                size="sm"
                variant={u.is_active ? 'outline' : 'primary'}
                disabled={busy}
                focusableWhenDisabled
                aria-label={`${u.is_active ? 'Deactivate' : 'Activate'} ${u.name}`}
                aria-expanded={u.is_active ? deactivating === u.id : undefined}
                onClick={() =>
                  u.is_active ? setDeactivating(u.id) : void rows.run(u.id, () => onSetActive(u.id, true))
                }
              >
                {u.is_active ? 'Deactivate' : 'Activate'}
              </Button>
              {busy ? <Spinner label={`Saving ${u.name}`} /> : null}
            </div>
            {deactivating === u.id && u.is_active ? (
              <DeactivationReasonForm
                user={u}
                busy={busy}
                onCancel={() => setDeactivating(null)}
                onDeactivate={(reason) => {
                  void rows.run(u.id, async () => {
                    await onSetActive(u.id, false, reason);
                    setDeactivating(null);
                  });
                }}
              />
            ) : null}
            {rows.errors[u.id] ? (
              <p role="alert" className={css.rowError}>
                {rows.errors[u.id]}
              </p>
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <>
      <h2 className={css.panelTitle}>Users</h2>
      <DataTable
        caption="Users"
        columns={columns}
        rowKey={(u) => u.id}
        rowBusy={(u) => rows.busy.has(u.id)}
        empty="No users yet."
        {...listTableProps(users, 'users')}
      />
    </>
  );
}
