export {
  ReturnRequestScreen,
  RETURN_STATUS_TONES,
  type ReturnRequestScreenProps,
} from './ReturnRequestScreen.tsx';
export { STEP_OF_MOVE, type StepAction } from './ReturnSteps.tsx';
