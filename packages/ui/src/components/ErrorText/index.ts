export { ErrorText, type ErrorTextProps } from './ErrorText.tsx';
