/**
 * my-profile (spec sections 2, 4, 5): the user's fields; 'Update details'; success and error
 * toasts; the test user's submission is skipped with the section 6 message. An e-mail
 * change sends the current password (a refusal shows at its field, not as a toast) and, once
 * accepted, the 'check your new inbox' notice shows (decision 044: the address changes only when
 * the link sent to it is used); saving the
 * account inactive signs out and goes home; 'Change password'.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useAddressActions,
  useAddresses,
  useAuth,
  useCart,
  useChangePassword,
  useUpdateUser,
  useUser,
} from '@shop/api-client';
import { BANNER_MS, MESSAGES } from '@shop/contract';
import {
  MyProfileScreen,
  profileFieldError,
  type ProfileToast,
} from '@shop/ui/screens/MyProfileScreen/index.ts';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyProfileRoute() {
  const pageHead = noindexHead('Manage your account');
  const auth = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const { data, isLoading, error } = useUser(auth.user?.id);
  const { update, loading, pendingEmail } = useUpdateUser();
  const password = useChangePassword();
  const { setAlert } = useAlert();
  const [toast, setToast] = useState<ProfileToast | null>(null);
  const saved = useAddresses();
  const addressBook = useAddressActions();
  const user = data?.user ?? auth.user;
  const blocked = () => setAlert(MESSAGES.testUser.default, 'alert-warning', BANNER_MS);
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyProfileScreen
        user={user}
        loading={isLoading && !user}
        busy={loading}
        error={error?.message}
        isTestUser={auth.isTestUser}
        onTestUserBlocked={blocked}
        addresses={{
          addresses: saved.data?.addresses ?? [],
          loading: saved.isLoading,
          error: saved.error?.message ?? null,
          onAdd: (address) => addressBook.add(address),
          onRemove: (id) => addressBook.remove(id),
        }}
        pendingEmail={pendingEmail}
        changePassword={{
          onSubmit: (passwords) => password.change(passwords),
          isTestUser: auth.isTestUser,
          onTestUserBlocked: blocked,
        }}
        toast={toast}
        onToastOpenChange={(open) => {
          if (!open) setToast(null);
        }}
        onSubmit={(fields) => {
          if (!user) return;
          return update(user.id, fields).then(
            async (updated) => {
              if (!updated.is_active) {
                // Deactivated: signed out, as the shell's Logout does it (home first,
                // so that RequireUser does not send this page to /sign-in).
                await Promise.resolve(navigate('/'));
                await auth.logout();
                cart.resetCount();
                return;
              }
              auth.updateStoredUser(updated);
              setToast({ tone: 'success', message: MESSAGES.user.updated });
            },
            (err: unknown) => {
              // A refusal that belongs to a field (e.g. a wrong current password) shows there.
              if (!profileFieldError(err))
                setToast({
                  tone: 'danger',
                  message: err instanceof Error ? err.message : MESSAGES.user.update,
                });
              throw err;
            },
          );
        }}
      />
    </>
  );
}
