export {
  AddressFields,
  ADDRESS_FIELD_MESSAGES,
  EMPTY_ADDRESS,
  addressSummary,
  checkAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressFieldsProps,
} from './AddressFields.tsx';
