export { MyReviewsScreen, type MyReviewsScreenProps } from './MyReviewsScreen.tsx';
