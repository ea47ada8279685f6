export * from './OrderReceipt.tsx';
