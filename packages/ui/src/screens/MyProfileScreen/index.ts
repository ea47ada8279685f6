export {
  MyProfileScreen,
  PROFILE_SHORTCUTS,
  PROFILE_TEXT_FIELDS,
  fieldLabel,
  type MyProfileScreenProps,
  type ProfileFields,
  type ProfileToast,
} from './MyProfileScreen.tsx';
