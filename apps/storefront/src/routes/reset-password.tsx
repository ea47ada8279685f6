/**
 * reset-password?token=..., outside the main layout like sign-in: sets a new password
 * with the reset link's token. A missing token is the invalid-link state; the server's refusal of
 * an unknown, used or expired token shows the same state. It does not sign in: the page links to
 * sign-in.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '@shop/api-client';
import { ResetPasswordScreen } from '@shop/ui/screens/ResetPasswordScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function ResetPasswordRoute() {
  const pageHead = noindexHead('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { confirmReset, loading, error } = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <ResetPasswordScreen
          status={
            token === '' ? 'invalid' : done ? 'done' : loading ? 'submitting' : error ? 'failed' : 'idle'
          }
          error={error}
          onSubmit={(password) =>
            void confirmReset(token, password).then(
              () => setDone(true),
              () => undefined, // the hook keeps the message (`error`)
            )
          }
          signInHref="/sign-in"
          forgotPasswordHref="/forgot-password"
        />
      </LinkProvider>
    </>
  );
}
