export { ContactScreen, CONTACT_SENT_NOTE } from './ContactScreen.tsx';
