/**
 * Routes of spec section 2. Every route module is a lazy chunk (so the home route loads only
 * what it needs, and Stripe.js only on /payment-page), and every route shows the error page on
 * failure. Sign-in and sign-up, and the password pages (forgot-password,
 * reset-password?token=..., confirm-email?token=..., delete-account?token=...), sit outside the main layout and need no sign-in. /login and
 * /payment are the spec's link targets and redirect (docs/decisions/004-route-aliases.md).
 * Everything sits in RouteChange: scroll restoration, the route announcer and focus on navigation
 * (docs/decisions/029-route-focus-and-titles.md).
 */
import {
  createBrowserRouter,
  redirect,
  useParams,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { INFO_PAGE_SLUGS, isIdText, type InfoPageSlug } from '@shop/contract';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { RequireUser } from './RequireUser.tsx';
import { RouteChange } from './RouteChange.tsx';

type Loader = () => Promise<{ default: React.ComponentType }>;

/** What a route's `handle` may say (read by the server renderer, entry-server.tsx). */
export interface RouteHandle {
  /** The route needs a signed-in user: the server answers a visitor with a redirect to /sign-in. */
  signedIn?: true;
  /** The not-found page: the server answers with status 404. */
  notFound?: true;
  /** Path parameters that must be ids (isIdText); any other value is the not-found page, status 404. */
  idParams?: readonly string[];
}

/** Whether the match's `idParams` all hold ids (decision 048: '/single-product/abc' is not found). */
export function idParamsValid(
  handle: RouteHandle,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return (handle.idParams ?? []).every((name) => isIdText(params[name] ?? ''));
}

const page = (load: Loader) => async () => ({ Component: (await load()).default });
/** Route fields of a policy page (decision 048): routes/policy.tsx showing `slug`. */
const policyRoute = (slug: InfoPageSlug): RouteObject => ({
  path: slug,
  lazy: async () => {
    const { default: Policy } = await import('../routes/policy.tsx');
    return { Component: () => <Policy slug={slug} /> };
  },
});

/**
 * Route fields of a page whose path names ids: the page, or the not-found page when a parameter is
 * no id (the server's renderer reads `handle.idParams` for the 404 status).
 */
const idPage = (names: readonly string[], load: Loader): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { idParams: names } satisfies RouteHandle,
  lazy: async () => {
    const [{ default: Screen }, { default: NotFound }] = await Promise.all([
      load(),
      import('../routes/not-found.tsx'),
    ]);
    return {
      Component: function IdRoute() {
        const params = useParams();
        return idParamsValid({ idParams: names }, params) ? <Screen /> : <NotFound />;
      },
    };
  },
});
/** Route fields of a signed-in-only route: the lazy module wrapped in RequireUser, and its handle. */
const signedIn = (load: Loader): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { signedIn: true } satisfies RouteHandle,
  lazy: signedInPage(load),
});
const signedInPage = (load: Loader) => async () => {
  const { default: Screen } = await load();
  return {
    Component: function SignedInRoute() {
      return (
        <RequireUser>
          <Screen />
        </RequireUser>
      );
    },
  };
};

export const routes: RouteObject[] = [
  {
    element: <RouteChange />,
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: page(() => import('../routes/home.tsx')) },
              { path: 'contact', lazy: page(() => import('../routes/contact.tsx')) },
              { path: 'about', lazy: page(() => import('../routes/about.tsx')) },
              ...INFO_PAGE_SLUGS.map(policyRoute),
              { path: 'products', lazy: page(() => import('../routes/products.tsx')) },
              { path: 'single-product/:id', ...idPage(['id'], () => import('../routes/single-product.tsx')) },
              // A seller's public page (decision 071).
              { path: 'sellers/:id', ...idPage(['id'], () => import('../routes/seller.tsx')) },
              { path: 'search', lazy: page(() => import('../routes/search.tsx')) },
              { path: 'search-category', lazy: page(() => import('../routes/search-category.tsx')) },
              // Visitors keep a guest cart and bookmarks; paying still needs an account.
              { path: 'cart', lazy: page(() => import('../routes/cart.tsx')) },
              { path: 'add-product', ...signedIn(() => import('../routes/add-product.tsx')) },
              { path: 'delete-product/:id', ...signedIn(() => import('../routes/delete-product.tsx')) },
              { path: 'my-profile', ...signedIn(() => import('../routes/my-profile.tsx')) },
              { path: 'my-listings', ...signedIn(() => import('../routes/my-listings.tsx')) },
              { path: 'edit-my-listing/:id', ...signedIn(() => import('../routes/edit-my-listing.tsx')) },
              { path: 'my-bookmarks', lazy: page(() => import('../routes/my-bookmarks.tsx')) },
              { path: 'my-orders', ...signedIn(() => import('../routes/my-orders.tsx')) },
              { path: 'my-comments', ...signedIn(() => import('../routes/my-comments.tsx')) },
              { path: 'my-sales', ...signedIn(() => import('../routes/my-sales.tsx')) },
              // Decision 059: the seller's payout account and its local onboarding form.
              { path: 'my-payouts', ...signedIn(() => import('../routes/my-payouts.tsx')) },
              {
                path: 'my-payouts/onboarding',
                ...signedIn(() => import('../routes/my-payouts-onboarding.tsx')),
              },
              // Messages between people (decision 074): the list, and one conversation (`:id`).
              { path: 'messages/:id?', ...signedIn(() => import('../routes/messages.tsx')) },
              { path: 'admin', ...signedIn(() => import('../routes/admin.tsx')) },
              { path: 'payment-page', ...signedIn(() => import('../routes/payment-page.tsx')) },
              { path: 'return', ...signedIn(() => import('../routes/return.tsx')) },
              // Decision 067: a return request's page, for its buyer and its seller.
              { path: 'return-requests/:id', ...signedIn(() => import('../routes/return-request.tsx')) },
              // Redirects by loader, so the server answers them with a redirect status too.
              { path: 'login', loader: () => redirect('/sign-in') },
              { path: 'payment', loader: () => redirect('/payment-page') },
              {
                path: '*',
                handle: { notFound: true } satisfies RouteHandle,
                lazy: page(() => import('../routes/not-found.tsx')),
              },
            ],
          },
        ],
      },
      { path: '/sign-in', errorElement: <RouteError />, lazy: page(() => import('../routes/sign-in.tsx')) },
      { path: '/sign-up', errorElement: <RouteError />, lazy: page(() => import('../routes/sign-up.tsx')) },
      {
        path: '/forgot-password',
        errorElement: <RouteError />,
        lazy: page(() => import('../routes/forgot-password.tsx')),
      },
      {
        path: '/reset-password',
        errorElement: <RouteError />,
        lazy: page(() => import('../routes/reset-password.tsx')),
      },
      {
        path: '/confirm-email',
        errorElement: <RouteError />,
        lazy: page(() => import('../routes/confirm-email.tsx')),
      },
      {
        path: '/delete-account',
        errorElement: <RouteError />,
        lazy: page(() => import('../routes/delete-account.tsx')),
      },
    ],
  },
];

/**
 * Creates the browser router for the app. `hydrationData` is react-router's state from a
 * server-rendered page (undefined: it reads `window.__staticRouterHydrationData` when present).
 */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
