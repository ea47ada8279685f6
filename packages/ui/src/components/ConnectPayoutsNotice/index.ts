export { ConnectPayoutsNotice, type ConnectPayoutsNoticeProps } from './ConnectPayoutsNotice.tsx';
