export {
  ReturnRequestDialog,
  type ReturnRequestDialogProps,
  type ReturnTarget,
} from './ReturnRequestDialog.tsx';
export {
  RETURN_PHOTO_TYPES,
  quantityChoices,
  returnPhotosProblem,
  returnRequestFormData,
  type ReturnRequestValues,
} from './returnRequestForm.ts';
