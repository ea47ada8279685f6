export { AlertBanner, type AlertBannerProps, type AlertType } from './AlertBanner.tsx';
