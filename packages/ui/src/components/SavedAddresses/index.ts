export { SavedAddresses, type SavedAddressesProps } from './SavedAddresses.tsx';
