export * from './Announcer.tsx';
