export { PolicyScreen, POLICY_LINK_LABELS, type PolicyScreenProps } from './PolicyScreen.tsx';
export { policyPage, type PolicyPage, type PolicySection } from './policies.ts';
