import type { ReactNode } from 'react';
import {
  DeliveryAddress,
  MESSAGES,
  type DeliveryAddress as DeliveryAddressValue,
  type SavedAddress,
} from '@shop/contract';
import { textLimits } from '../contractRules.ts';
import { cx } from '../cx.ts';
import { SelectField } from '../SelectField/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { fieldGroup, fieldGroupLegend } from '../shared.css.ts';
import * as css from './AddressFields.css.ts';

/** The address being typed: the five fields of a delivery address as text. */
export type AddressDraft = { name: string; line1: string; line2: string; city: string; postcode: string };
/** A message per field that has a problem. */
export type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

/** An empty address draft. */
export const EMPTY_ADDRESS: AddressDraft = { name: '', line1: '', line2: '', city: '', postcode: '' };

/** The messages of the fields other than the postcode (ours); the postcode's is MESSAGES.server.postcode. */
export const ADDRESS_FIELD_MESSAGES: Record<Exclude<keyof AddressDraft, 'postcode'>, string> = {
  name: 'Enter the name of the person the parcel is for.',
  line1: 'Enter the first line of the address.',
  line2: 'The second line is too long.',
  city: 'Enter the town or city.',
};

const FIELDS = ['name', 'line1', 'line2', 'city', 'postcode'] as const;

/** The longest value of `field` the contract's DeliveryAddress takes. */
const maxLengthOf = (field: keyof AddressDraft) => textLimits(DeliveryAddress.shape[field]).maxLength;

/**
 * Each field's label, the browser's shipping autocomplete token and the longest value the server
 * takes (from the contract's DeliveryAddress); the postcode shows capitals and is not
 * spell-checked.
 */
const FIELD_PROPS: Record<keyof AddressDraft, TextFieldProps> = {
  name: { label: 'Full name', autoComplete: 'name', maxLength: maxLengthOf('name') },
  line1: { label: 'Address line 1', autoComplete: 'address-line1', maxLength: maxLengthOf('line1') },
  line2: {
    label: 'Address line 2 (optional)',
    autoComplete: 'address-line2',
    maxLength: maxLengthOf('line2'),
  },
  city: { label: 'Town or city', autoComplete: 'address-level2', maxLength: maxLengthOf('city') },
  postcode: {
    label: 'Postcode',
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength: maxLengthOf('postcode'),
    className: css.postcode,
  },
};

function isField(key: unknown): key is keyof AddressDraft {
  return typeof key === 'string' && (FIELDS as readonly string[]).includes(key);
}

/**
 * Checks a draft with the contract's DeliveryAddress schema (the postcode with the `postcode`
 * library): returns the parsed address (trimmed) or a message per field with a problem.
 */
export function checkAddress(
  draft: AddressDraft,
): { ok: true; address: DeliveryAddressValue } | { ok: false; errors: AddressErrors } {
  const result = DeliveryAddress.safeParse(draft);
  if (result.success) return { ok: true, address: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (!isField(key) || errors[key]) continue;
    errors[key] = key === 'postcode' ? MESSAGES.server.postcode : ADDRESS_FIELD_MESSAGES[key];
  }
  return { ok: false, errors };
}

/** A saved address on one line, e.g. 'Ada Lovelace, 12 Example Street, London N1 9GU'. */
export function addressSummary(address: DeliveryAddressValue): string {
  return [address.name, address.line1, address.line2, `${address.city} ${address.postcode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Props of {@link AddressFields}. */
export type AddressFieldsProps = {
  /** The address as typed so far. */
  value: AddressDraft;
  /** Called with the whole draft on every change (and when a saved address is picked). */
  onChange: (value: AddressDraft) => void;
  /** Messages per field (e.g. from {@link checkAddress}); each shows under its field. */
  errors?: AddressErrors;
  /** The legend of the group (default 'Delivery address'). */
  legend?: ReactNode;
  /** Saved addresses to pick from; picking one fills the fields. No picker when empty. */
  savedAddresses?: readonly SavedAddress[];
  disabled?: boolean;
  /** Extra content at the end of the group (e.g. a 'Save this address' checkbox). */
  children?: ReactNode;
  className?: string;
};

/**
 * The fields of a UK delivery address in a fieldset: full name, address line 1, address
 * line 2 (optional), town or city and postcode, with the browser's shipping autocomplete (name,
 * address-line1, address-line2, address-level2, postal-code). With `savedAddresses`, a 'Saved
 * addresses' select fills the fields. Controlled: `value` in, `onChange` out; check with
 * {@link checkAddress}.
 */
export function AddressFields({
  value,
  onChange,
  errors = {},
  legend = 'Delivery address',
  savedAddresses = [],
  disabled = false,
  children,
  className,
}: AddressFieldsProps) {
  const field = (key: keyof AddressDraft) => (
    <TextField
      {...FIELD_PROPS[key]}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[key]}
    />
  );
  const picked = savedAddresses.find((a) => FIELDS.every((key) => a[key] === value[key]));
  return (
    <fieldset className={cx(fieldGroup, className)} disabled={disabled}>
      <legend className={fieldGroupLegend}>{legend}</legend>
      {savedAddresses.length > 0 ? (
        <SelectField
          label="Saved addresses"
          value={picked ? String(picked.id) : ''}
          options={[
            { value: '', label: 'Choose a saved address' },
            ...savedAddresses.map((a) => ({ value: String(a.id), label: addressSummary(a) })),
          ]}
          onChange={(event) => {
            const chosen = savedAddresses.find((a) => String(a.id) === event.target.value);
            if (chosen) {
              onChange({
                name: chosen.name,
                line1: chosen.line1,
                line2: chosen.line2,
                city: chosen.city,
                postcode: chosen.postcode,
              });
            }
          }}
        />
      ) : null}
      {field('name')}
      {field('line1')}
      {field('line2')}
      <div className={css.row}>
        {field('city')}
        {field('postcode')}
      </div>
      {children}
    </fieldset>
  );
}
