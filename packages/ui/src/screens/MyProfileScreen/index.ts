export {
  MyProfileScreen,
  PROFILE_SHORTCUTS,
  PROFILE_TEXT_FIELDS,
  fieldLabel,
  profileFieldError,
  type MyProfileScreenProps,
  type ProfileErrorField,
  type ProfileFields,
  type ProfileToast,
} from './MyProfileScreen.tsx';
