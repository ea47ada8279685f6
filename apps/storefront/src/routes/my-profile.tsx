/**
 * my-profile (spec sections 2, 4, 5): the user's fields; 'Update details'; success and error
 * toasts; the test user's submission is skipped with the section 6 message. An e-mail
 * change sends the current password (a refusal shows at its field, not as a toast) and, once
 * accepted, the 'check your new inbox' notice shows (decision 044: the address changes only when
 * the link sent to it is used); saving the
 * account inactive signs out and goes home; 'Change password'; the passkeys (decision 070); 'Your
 * data' (decision 073): the download, and 'Delete my account' (checked, then the current password,
 * then 'check your e-mail').
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useAccountData,
  useAddressActions,
  useAddresses,
  useAuth,
  useCart,
  useChangePassword,
  usePasskeyActions,
  usePasskeys,
  useUpdateUser,
  useUser,
} from '@shop/api-client';
import { ACCOUNT_DATA_MESSAGES, BANNER_MS, MESSAGES, type AccountDeletionBlocker } from '@shop/contract';
import { refusalMessage } from '@shop/ui/components/refusalMessage.ts';
import type { YourDataStage } from '@shop/ui/components/YourData/index.ts';
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
  const passkeyList = usePasskeys();
  const passkeyActions = usePasskeyActions();
  const user = data?.user ?? auth.user;
  const blocked = () => setAlert(MESSAGES.testUser.default, 'alert-warning', BANNER_MS);
  // 'Your data' (decision 073): check, then the password, then 'check your e-mail'.
  const yourData = useAccountData();
  const [deletion, setDeletion] = useState<{
    stage: YourDataStage;
    blockers: AccountDeletionBlocker[];
    sentTo: string | null;
    error: string | null;
  }>({ stage: 'idle', blockers: [], sentTo: null, error: null });
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
        passkeys={{
          passkeys: passkeyList.data?.passkeys ?? [],
          loading: passkeyList.isLoading,
          error: passkeyList.error?.message ?? null,
          onAdd: (name, currentPassword) => passkeyActions.add(currentPassword, name),
          onRename: (id, name) => passkeyActions.rename(id, name),
          onRemove: (id) => passkeyActions.remove(id),
          isTestUser: auth.isTestUser,
          onTestUserBlocked: blocked,
        }}
        pendingEmail={pendingEmail}
        yourData={{
          downloadHref: yourData.downloadUrl,
          stage: deletion.stage,
          blockers: deletion.blockers,
          sentTo: deletion.sentTo,
          error: deletion.error,
          busy: yourData.loading && deletion.stage === 'confirm',
          isTestUser: auth.isTestUser,
          onTestUserBlocked: blocked,
          onDelete: () => {
            setDeletion({ stage: 'checking', blockers: [], sentTo: null, error: null });
            yourData.check().then(
              (blockers) =>
                setDeletion((d) =>
                  d.stage === 'checking'
                    ? { ...d, blockers, stage: blockers.length > 0 ? 'refused' : 'confirm' }
                    : d,
                ),
              (err: unknown) =>
                setDeletion((d) => ({
                  ...d,
                  stage: 'confirm',
                  error: refusalMessage(err, ACCOUNT_DATA_MESSAGES.checkFailed),
                })),
            );
          },
          onClose: () => setDeletion({ stage: 'idle', blockers: [], sentTo: null, error: null }),
          onSubmit: (currentPassword) => {
            setDeletion((d) => ({ ...d, error: null }));
            yourData.request(currentPassword).then(
              (sentTo) => setDeletion({ stage: 'sent', blockers: [], sentTo, error: null }),
              (err: unknown) =>
                setDeletion((d) => ({
                  ...d,
                  error: refusalMessage(err, ACCOUNT_DATA_MESSAGES.requestFailed),
                })),
            );
          },
        }}
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
