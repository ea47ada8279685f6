export {
  HomeScreen,
  homeSections,
  HERO_IMAGE_SRC,
  TOP_CATEGORIES,
  type HomeScreenProps,
  type HomeSections,
} from './HomeScreen.tsx';
