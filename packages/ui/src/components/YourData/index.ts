export { YourData, type YourDataProps, type YourDataStage } from './YourData.tsx';
