/** Auth: the logged-in rule, AuthProvider and useAuth (spec section 4). */
export * from './context.ts';
export * from './isLoggedIn.ts';
export * from './AuthProvider.tsx';
