export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
