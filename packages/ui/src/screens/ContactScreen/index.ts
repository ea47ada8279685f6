export { ContactScreen, type ContactFormValues, type ContactScreenProps } from './ContactScreen.tsx';
