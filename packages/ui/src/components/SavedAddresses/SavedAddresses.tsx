import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import {
  COMMERCE_MESSAGES,
  MAX_SAVED_ADDRESSES,
  MESSAGES,
  type DeliveryAddress,
  type SavedAddress,
} from '@shop/contract';
import {
  AddressFields,
  EMPTY_ADDRESS,
  addressSummary,
  checkAddress,
  type AddressDraft,
  type AddressErrors,
} from '../AddressFields/index.ts';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { PostalAddress } from '../PostalAddress/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { card, formAlert } from '../shared.css.ts';
import * as css from './SavedAddresses.css.ts';
import { refusalMessage } from '../refusalMessage.ts';

/** Props of {@link SavedAddresses}. */
export type SavedAddressesProps = {
  /** The user's saved addresses (GET /addresses/). */
  addresses: readonly SavedAddress[];
  /** True while they load. */
  loading?: boolean;
  /** A load error, shown as 'Error: {message}'. */
  error?: string | null;
  /** Saves a new address (POST /addresses/); return the request's promise (a rejection's message shows). */
  onAdd: (address: DeliveryAddress) => Promise<unknown>;
  /** Removes an address (DELETE /addresses/{id}/); return the request's promise. */
  onRemove: (id: number) => Promise<unknown>;
  /** Start with the add form open (stories). */
  defaultFormOpen?: boolean;
  className?: string;
};

/**
 * The 'Delivery addresses' section of my-profile: the saved addresses, each with a
 * remove button named 'Remove {address}', and 'Add an address' opening the address fields of the
 * payment form (the postcode checked with the contract's schema). At most MAX_SAVED_ADDRESSES
 * (10): the add button hides at the limit.
 */
export function SavedAddresses({
  addresses,
  loading = false,
  error,
  onAdd,
  onRemove,
  defaultFormOpen = false,
  className,
}: SavedAddressesProps) {
  const titleId = useId();
  const [formOpen, setFormOpen] = useState(defaultFormOpen);
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  const change = (next: AddressDraft) => {
    setDraft(next);
    if (checked) {
      const result = checkAddress(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const close = () => {
    setFormOpen(false);
    setDraft(EMPTY_ADDRESS);
    setErrors({});
    setChecked(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkAddress(draft);
    setChecked(true);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailure(null);
    try {
      await onAdd(result.address);
      close();
    } catch (err) {
      setFailure(refusalMessage(err, COMMERCE_MESSAGES.addresses.save));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (id: number) => {
    setRemoving(id);
    setFailure(null);
    try {
      await onRemove(id);
    } catch (err) {
      setFailure(refusalMessage(err, COMMERCE_MESSAGES.addresses.remove));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className={cx(card, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        Delivery addresses
      </h2>
      {loading ? (
        <Spinner label="Loading your addresses" />
      ) : error ? (
        <ErrorText message={error} />
      ) : addresses.length === 0 ? (
        <p className={css.empty}>You have no saved addresses yet.</p>
      ) : (
        <ul className={css.list} aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id} className={css.item}>
              <PostalAddress address={address} />
              <Button
                variant="outline"
                size="sm"
                disabled={removing === address.id}
                aria-label={`Remove ${addressSummary(address)}`}
                onClick={() => void remove(address.id)}
              >
                {removing === address.id ? (
                  <Spinner label="Removing" />
                ) : (
                  <Trash2 aria-hidden="true" size={16} />
                )}
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p role="alert" className={formAlert}>
          {failure}
        </p>
      ) : null}
      {formOpen ? (
        <form className={css.form} aria-label="Add an address" noValidate onSubmit={(e) => void submit(e)}>
          <AddressFields
            value={draft}
            onChange={change}
            errors={errors}
            legend="New address"
            disabled={saving}
          />
          <div className={css.actions}>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {saving ? 'Saving...' : 'Save address'}
            </Button>
            <Button type="button" variant="ghost" disabled={saving} onClick={close}>
              Close
            </Button>
          </div>
        </form>
      ) : !loading && !error && !full ? (
        <div>
          <Button variant="outline" onClick={() => setFormOpen(true)}>
            Add an address
          </Button>
        </div>
      ) : full ? (
        <p className={css.empty}>{MESSAGES.server.tooManyAddresses}</p>
      ) : null}
    </section>
  );
}
