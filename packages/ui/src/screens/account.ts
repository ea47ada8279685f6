/**
 * The account and shopping screens and their components (spec section 2: sign-in, sign-up, cart,
 * my-bookmarks, my-comments, my-profile, and the product page's review form: forgot
 * password, reset password, change password). Route modules may import a screen by its own
 * folder instead, to keep each route's chunk small.
 */
export * from './SignInScreen/index.ts';
export * from './SignUpScreen/index.ts';
export * from './ForgotPasswordScreen/index.ts';
export * from './ResetPasswordScreen/index.ts';
export * from './ConfirmEmailScreen/index.ts';
export * from './CartScreen/index.ts';
export * from './MyBookmarksScreen/index.ts';
export * from './MyReviewsScreen/index.ts';
export * from './MyProfileScreen/index.ts';
export * from '../components/CartLine/index.ts';
export * from '../components/CartSummary/index.ts';
export * from '../components/ReviewForm/index.ts';
export * from '../components/AddressFields/index.ts';
export * from '../components/SavedAddresses/index.ts';
export * from '../components/ChangePasswordForm/index.ts';
