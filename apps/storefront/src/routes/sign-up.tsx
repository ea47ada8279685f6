/** sign-up (spec sections 2, 4, 5): five fields; "Passwords don't match" sends nothing; success goes to /. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@shop/api-client';
import { SignUpScreen } from '@shop/ui/screens/SignUpScreen/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { RouterLink } from '../app/RouterLink.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function SignUpRoute() {
  const pageHead = noindexHead('Sign Up');
  const auth = useAuth();
  const navigate = useNavigate();
  const { resetStatus } = auth;
  useEffect(() => {
    resetStatus();
  }, [resetStatus]);
  return (
    <>
      <DocumentHead head={pageHead} />
      <LinkProvider component={RouterLink}>
        <SignUpScreen
          onSubmit={(values) =>
            void auth.register(values).then((user) => {
              if (user) void navigate('/', { replace: true });
            })
          }
          status={auth.status}
          error={auth.error}
          signInHref="/sign-in"
        />
      </LinkProvider>
    </>
  );
}
