export { CategoryPanel, type CategoryPanelProps } from './CategoryPanel.tsx';
