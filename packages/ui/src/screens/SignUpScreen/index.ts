export { SignUpScreen, type SignUpScreenProps } from './SignUpScreen.tsx';
