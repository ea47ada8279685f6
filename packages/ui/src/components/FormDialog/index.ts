export {
  FormDialog,
  FormDialogFooter,
  type FormDialogFooterProps,
  type FormDialogProps,
} from './FormDialog.tsx';
