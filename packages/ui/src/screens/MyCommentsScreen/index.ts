export { MyCommentsScreen, type MyCommentsScreenProps } from './MyCommentsScreen.tsx';
