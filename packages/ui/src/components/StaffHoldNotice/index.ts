export { StaffHoldNotice, type StaffHoldNoticeProps } from './StaffHoldNotice.tsx';
