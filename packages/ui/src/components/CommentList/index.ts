export { CommentList, RatingStars, type CommentListProps } from './CommentList.tsx';
