/**
 * The main layout route (spec section 2, Shell): top navigation fed by auth and cart, the alert
 * banner, the footer, and the current route. Scrolls to top and closes the alert on navigation.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart, useSearchSuggestions } from '@shop/api-client';
import { Layout } from '@shop/ui/shell/Layout/index.ts';
import { LinkProvider } from '@shop/ui/components/Link/Link.tsx';
import { useAlert } from './alert.tsx';
import { SHOP_NAME } from './head.tsx';
import { useDarkMode } from './darkMode.ts';
import { RouterLink } from './RouterLink.tsx';
import { AfterHydration } from './AfterHydration.tsx';

/** The top bar's Messages link and unread count (decision 074): a small chunk, after first paint. */
const MessagesUnread = lazy(() => import('./MessagesUnread.tsx'));

/** The external admin site of the 'Admin' link (ADMIN_URL at build time, spec section 2). */
const ADMIN_URL = (import.meta.env.VITE_ADMIN_URL as string | undefined) ?? '/admin/';

export function RootLayout() {
  const auth = useAuth();
  const cart = useCart();
  const alert = useAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const [dark, toggleDark] = useDarkMode();
  const [menuOpen, setMenuOpen] = useState(false);
  // The top bar's search text, for its suggestions as you type.
  const [searchText, setSearchText] = useState('');
  const { suggestions } = useSearchSuggestions(searchText);
  const alertRef = useRef(alert);
  alertRef.current = alert;

  useEffect(() => {
    setMenuOpen(false);
    // Errors stay until the next navigation (docs/decisions/013); timed messages close themselves.
    if (alertRef.current.typeOfError === 'alert-danger') alertRef.current.resetAlert();
  }, [location.pathname]);

  // Logout goes home first and signs out only once home is shown: signing out on a
  // signed-in-only page (e.g. /my-profile, /admin/) made RequireUser redirect to
  // /sign-in?next=..., and waiting on navigate()'s promise did not always see the page change.
  const [signingOut, setSigningOut] = useState(false);
  // The cart is dropped and read again (the new guest's) when the user changes (useCart).
  const { logout } = auth;
  useEffect(() => {
    if (!signingOut || location.pathname !== '/') return;
    setSigningOut(false);
    void logout();
  }, [signingOut, location.pathname, logout]);

  return (
    <LinkProvider component={RouterLink}>
      <Layout
        nav={{
          // The shell's user: the names for the greeting, and is_staff (the contract keeps it on
          // `customer`) for the staff-only Admin link (decision 048).
          user:
            auth.isLoggedIn && auth.user
              ? {
                  first_name: auth.user.first_name,
                  last_name: auth.user.last_name,
                  is_staff: auth.user.customer.is_staff,
                }
              : null,
          // Visitors have a (guest) cart too.
          cartCount: cart.itemCount,
          adminUrl: ADMIN_URL,
          dark,
          onToggleDark: toggleDark,
          onLogout: () => {
            setSigningOut(true);
            void navigate('/');
          },
          onSearch: (text) => void navigate(`/search?q=${encodeURIComponent(text)}`, { replace: true }),
          onSearchTextChange: setSearchText,
          suggestions,
          menuOpen,
          onMenuOpenChange: setMenuOpen,
          brand: SHOP_NAME,
          // The Messages link loads only in the browser, after hydration (never in a server render).
          messagesSlot: auth.isLoggedIn ? (
            <AfterHydration>
              <Suspense>
                <MessagesUnread />
              </Suspense>
            </AfterHydration>
          ) : undefined,
        }}
        footer={{ brand: SHOP_NAME }}
        alert={
          alert.pageAlert
            ? { message: alert.pageAlertMsg, type: alert.typeOfError, onDismiss: alert.resetAlert }
            : null
        }
      >
        <Outlet />
      </Layout>
    </LinkProvider>
  );
}
