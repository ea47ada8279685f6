/** Shared UI primitives (one folder each). Screens and the shell import them from here. */
export * from './Link/index.ts';
export * from './Button/index.ts';
export * from './Badge/index.ts';
export * from './Spinner/index.ts';
export * from './ErrorText/index.ts';
export * from './EmptyState/index.ts';
export * from './Container/index.ts';
export * from './ProductImage/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './Toast/index.ts';
export * from './TextField/index.ts';
export * from './TextareaField/index.ts';
export * from './SelectField/index.ts';
export * from './CheckboxField/index.ts';
export * from './Pagination/index.ts';
export * from './Price/index.ts';
export { visuallyHidden } from './shared.css.ts';
export { cx } from './cx.ts';
