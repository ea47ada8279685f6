export * from './RemovedCartLine.tsx';
