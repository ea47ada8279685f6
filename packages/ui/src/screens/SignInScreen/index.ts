export { SignInScreen, type SignInScreenProps, type UserStatus } from './SignInScreen.tsx';
export { describeError, describeErrorAsJson } from './describeError.ts';
