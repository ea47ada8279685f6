export { MessageDisclosure, type MessageDisclosureProps } from './MessageDisclosure.tsx';
