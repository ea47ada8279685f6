/**
 * my-profile (spec sections 2, 4, 5): the user's fields; 'Update details'; success and error
 * toasts; the test user's submission is skipped with the section 6 message.
 */
import { useState } from 'react';
import { useAddressActions, useAddresses, useAuth, useUpdateUser, useUser } from '@shop/api-client';
import { BANNER_MS, MESSAGES } from '@shop/api-client/contract';
import { MyProfileScreen, type ProfileToast } from '@shop/ui/screens/MyProfileScreen/index.ts';
import { useAlert } from '../app/alert.tsx';

export default function MyProfileRoute() {
  const auth = useAuth();
  const { data, isLoading, error } = useUser(auth.user?.id);
  const { update, loading } = useUpdateUser();
  const { setAlert } = useAlert();
  const [toast, setToast] = useState<ProfileToast | null>(null);
  const saved = useAddresses();
  const addressBook = useAddressActions();
  const user = data?.user ?? auth.user;
  return (
    <MyProfileScreen
      user={user}
      loading={isLoading && !user}
      busy={loading}
      error={error?.message}
      isTestUser={auth.isTestUser}
      onTestUserBlocked={() => setAlert(MESSAGES.testUser.default, 'alert-warning', BANNER_MS)}
      addresses={{
        addresses: saved.data?.addresses ?? [],
        loading: saved.isLoading,
        error: saved.error?.message ?? null,
        onAdd: (address) => addressBook.add(address),
        onRemove: (id) => addressBook.remove(id),
      }}
      toast={toast}
      onToastOpenChange={(open) => {
        if (!open) setToast(null);
      }}
      onSubmit={(fields) => {
        if (!user) return;
        void update(user.id, fields)
          .then((updated) => {
            auth.updateStoredUser(updated);
            setToast({ tone: 'success', message: MESSAGES.user.updated });
          })
          .catch((err: unknown) => {
            setToast({ tone: 'danger', message: err instanceof Error ? err.message : MESSAGES.user.update });
          });
      }}
    />
  );
}
