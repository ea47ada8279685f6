export { MessagesScreen, conversationAbout, type MessagesScreenProps } from './MessagesScreen.tsx';
