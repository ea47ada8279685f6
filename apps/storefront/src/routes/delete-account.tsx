/**
 * delete-account?token=... (decision 073), outside the main layout like confirm-email: the link
 * that deletes an account. Opening it deletes nothing (mail scanners open links too); the button
 * does. A missing token is the invalid-link state, as the server's refusal of an unknown, used or
 * expired token. Once deleted, a browser signed in to the account forgets its user.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth, useCart, useConfirmAccountDeletion } from '@shop/api-client';
import { DeleteAccountScreen } from '@shop/ui/screens/DeleteAccountScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function DeleteAccountRoute() {
  const pageHead = noindexHead('Delete your account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { confirm, loading, error } = useConfirmAccountDeletion();
  const auth = useAuth();
  const cart = useCart();
  const [done, setDone] = useState(false);
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <DeleteAccountScreen
          status={
            token === '' ? 'invalid' : done ? 'done' : loading ? 'submitting' : error ? 'failed' : 'idle'
          }
          error={error}
          onConfirm={() =>
            void confirm(token).then(
              async () => {
                setDone(true);
                // The account's sessions are gone; a browser signed in to it signs out here too.
                if (auth.isLoggedIn) {
                  await auth.logout().catch(() => undefined);
                  cart.resetCount();
                }
              },
              () => undefined, // the hook keeps the message (`error`)
            )
          }
        />
      </LinkProvider>
    </>
  );
}
