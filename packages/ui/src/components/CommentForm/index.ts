export { CommentForm, RATING_OPTIONS, type CommentFormProps, type ExistingComment } from './CommentForm.tsx';
