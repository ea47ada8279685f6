export {
  CommentForm,
  RATING_OPTIONS,
  commentAnnouncement,
  type CommentChange,
  type CommentFormProps,
  type ExistingComment,
} from './CommentForm.tsx';
