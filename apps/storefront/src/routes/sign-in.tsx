/**
 * sign-in (spec sections 2, 4): email and password prefilled with the demo values, Submit,
 * 'Test Drive' with the fixed demo account, 'Sign in with a passkey' (decision 070), 'Forgot password?'; the status resets on
 * entry; success goes to / (or to ?next when a guarded route sent the visitor here).
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth, usePasskeySignIn } from '@shop/api-client';
import { DEMO_ACCOUNT } from '@shop/contract';
import { SignInScreen } from '@shop/ui/screens/SignInScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/')) return '/';
  // Resolved as the browser would: `//evil.example` and `/\evil.example` leave the shop's origin.
  const base = 'http://shop.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}

export default function SignInRoute() {
  const pageHead = noindexHead('Sign In');
  const auth = useAuth();
  const passkey = usePasskeySignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { resetStatus } = auth;
  useEffect(() => {
    resetStatus();
  }, [resetStatus]);
  // One status and one error on the page: the last way of signing in that was tried.
  const status =
    auth.status === 'loading' || passkey.status === 'loading'
      ? 'loading'
      : passkey.status !== 'idle'
        ? passkey.status
        : auth.status;
  const error = passkey.status === 'failed' ? passkey.error : auth.error;
  const go = (user: unknown) => {
    if (user) void navigate(safeNext(params.get('next')), { replace: true });
  };
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <SignInScreen
          defaultValues={{ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }}
          onSubmit={(values) => {
            passkey.reset();
            void auth.login(values).then(go);
          }}
          onTestDrive={() => {
            passkey.reset();
            void auth.login({ ...DEMO_ACCOUNT }).then(go);
          }}
          onPasskey={() => {
            auth.resetStatus();
            void passkey.signIn().then(go);
          }}
          status={status}
          error={error}
          signUpHref="/sign-up"
          forgotPasswordHref="/forgot-password"
          browseHref="/products"
        />
      </LinkProvider>
    </>
  );
}
