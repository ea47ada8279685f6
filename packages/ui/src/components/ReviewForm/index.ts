export {
  ReviewForm,
  RATING_OPTIONS,
  reviewAnnouncement,
  type ReviewChange,
  type ReviewFormProps,
  type ExistingReview,
} from './ReviewForm.tsx';
