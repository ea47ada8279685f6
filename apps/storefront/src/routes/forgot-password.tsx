/**
 * forgot-password, outside the main layout like sign-in: asks for a reset link for an
 * e-mail address; the confirmation is the same for any address.
 */
import { useState } from 'react';
import { useRequestPasswordReset } from '@shop/api-client';
import { ForgotPasswordScreen } from '@shop/ui/screens/ForgotPasswordScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function ForgotPasswordRoute() {
  const pageHead = noindexHead('Forgot password');
  const { requestReset, loading, error } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <ForgotPasswordScreen
          status={loading ? 'submitting' : sent ? 'sent' : error ? 'failed' : 'idle'}
          error={error}
          onSubmit={(email) =>
            void requestReset(email).then(
              () => setSent(true),
              () => undefined, // the hook keeps the message (`error`)
            )
          }
          signInHref="/sign-in"
          signUpHref="/sign-up"
        />
      </LinkProvider>
    </>
  );
}
