export { MessagesLink, type MessagesLinkProps } from './MessagesLink.tsx';
