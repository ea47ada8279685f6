export * from './OrderRatingPanel.tsx';
