export { PasskeyList, type PasskeyListProps } from './PasskeyList.tsx';
