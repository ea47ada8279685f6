/**
 * Sends a visitor to /sign-in?next=<path> on routes that need a signed-in user
 * (docs/decisions/003-sign-in-requirement.md); the server enforces the same with 401.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@shop/api-client';

export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  return <>{children}</>;
}
