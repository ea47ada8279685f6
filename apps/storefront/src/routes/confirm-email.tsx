/**
 * confirm-email?token=... (decision 044), outside the main layout like reset-password: the link
 * sent to a new e-mail address. Opening it sends nothing (mail scanners open links too); the
 * button confirms. A missing token is the invalid-link state; the server's refusal of an unknown,
 * used, expired or superseded token shows the same state.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmEmailChange } from '@shop/api-client';
import { ConfirmEmailScreen } from '@shop/ui/screens/ConfirmEmailScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function ConfirmEmailRoute() {
  const pageHead = noindexHead('Confirm your e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { confirm, loading, error } = useConfirmEmailChange();
  const [done, setDone] = useState(false);
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <ConfirmEmailScreen
          status={
            token === '' ? 'invalid' : done ? 'done' : loading ? 'submitting' : error ? 'failed' : 'idle'
          }
          error={error}
          onConfirm={() =>
            void confirm(token).then(
              () => setDone(true),
              () => undefined, // the hook keeps the message (`error`)
            )
          }
          signInHref="/sign-in"
          profileHref="/my-profile"
        />
      </LinkProvider>
    </>
  );
}
