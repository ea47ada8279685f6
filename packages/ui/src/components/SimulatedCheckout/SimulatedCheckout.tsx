import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Lock } from 'lucide-react';
import type { DeliveryAddress, SavedAddress } from '@shop/contract';
import { formatPrice } from '../../format.ts';
import {
  AddressFields,
  EMPTY_ADDRESS,
  checkAddress,
  type AddressDraft,
  type AddressErrors,
} from '../AddressFields/index.ts';
import { Button } from '../Button/index.ts';
import { CheckboxField } from '../CheckboxField/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  TEST_CARDS,
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
} from './cardRules.ts';
import { fieldGroup, fieldGroupLegend, formAlert } from '../shared.css.ts';
import * as css from './SimulatedCheckout.css.ts';

/** The card fields: the card number as digits only, expiry 'MM/YY', CVC and name on card. */
export type SimulatedCardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

/**
 * What the form hands over on pay: the card fields, the delivery address `shipping` (checked with
 * the contract's DeliveryAddress schema, trimmed) and `saveAddress`, the 'Save this address' box.
 */
export type SimulatedPayment = SimulatedCardDetails & { shipping: DeliveryAddress; saveAddress: boolean };

/** Props of {@link SimulatedCheckout}. */
export type SimulatedCheckoutProps = {
  /** The amount to pay in pounds (shown on the button as 'Pay £12.50'). */
  amount: number;
  /** The customer's e-mail address, shown above the form. */
  email?: string | null;
  /** True while the payment is being confirmed: the button reads 'Processing...' and is disabled. */
  busy: boolean;
  /** The provider's decline or failure message (e.g. 'Your card was declined.'), shown in an alert. */
  error?: string | null;
  /** Called with the card details, the delivery address and the save choice when all pass the client-side checks. */
  onPay: (payment: SimulatedPayment) => void;
  /** The user's saved addresses: a 'Saved addresses' select fills the address fields. */
  savedAddresses?: readonly SavedAddress[];
  /** The address the fields start with (e.g. the first saved address); empty by default. */
  defaultAddress?: AddressDraft;
  /** Offer the 'Save this address' checkbox (default true; pass false when 10 are saved). */
  offerSaveAddress?: boolean;
};

type Values = SimulatedCardDetails;

/**
 * A card form that stands in for the payment provider's embedded checkout when no provider key is
 * configured (ARCHITECTURE "Payments"): the delivery address (UK: full name, two lines,
 * town or city, postcode checked with the contract's schema, optional saved addresses to pick and a
 * 'Save this address' box), then card number, expiry (MM/YY), CVC and name on card with the
 * browser's cc-* autocomplete, a 'Pay {amount}' button, a visible test-mode note and the test
 * cards (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Checks the card number
 * (Luhn), the expiry (format, not past) and the CVC before calling `onPay`; shows `error` in an alert.
 * The alert sits above the form, out of view from the Pay button: each new `error` scrolls it into
 * view and takes focus (decision 048), and the Pay button stays focusable while busy.
 */
export function SimulatedCheckout({
  amount,
  email,
  busy,
  error,
  onPay,
  savedAddresses = [],
  defaultAddress = EMPTY_ADDRESS,
  offerSaveAddress = true,
}: SimulatedCheckoutProps) {
  const titleId = useId();
  const [address, setAddress] = useState<AddressDraft>(defaultAddress);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [checked, setChecked] = useState(false);
  const [saveAddress, setSaveAddress] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // A decline is drawn at the top of the form; the shopper pressed Pay at the bottom.
  useEffect(() => {
    const alert = alertRef.current;
    if (!error || !alert) return;
    alert.scrollIntoView?.({ block: 'center' });
    alert.focus({ preventScroll: true });
  }, [error]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' } });

  const changeAddress = (next: AddressDraft) => {
    setAddress(next);
    // After a first attempt, the messages follow the typing so a fixed field clears at once.
    if (checked) {
      const result = checkAddress(next);
      setAddressErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const result = checkAddress(address);
    setChecked(true);
    setAddressErrors(result.ok ? {} : result.errors);
    return handleSubmit((values) => {
      if (!result.ok) return;
      onPay({
        cardNumber: cardDigits(values.cardNumber),
        expiry: formatExpiry(values.expiry),
        cvc: values.cvc.trim(),
        name: values.name.trim(),
        shipping: result.address,
        saveAddress: offerSaveAddress && saveAddress,
      });
    })(event);
  };

  return (
    <form
      className={css.panel}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy || undefined}
    >
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          <Lock aria-hidden="true" size={18} /> Pay with card
        </h2>
        <p className={css.testMode}>Test mode — simulated payment provider</p>
      </div>
      {email ? <p className={css.email}>Paying as {email}</p> : null}
      {error ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
          {error}
        </p>
      ) : null}
      <AddressFields
        value={address}
        onChange={changeAddress}
        errors={addressErrors}
        savedAddresses={savedAddresses}
        disabled={busy}
      >
        {offerSaveAddress ? (
          <CheckboxField
            label="Save this address"
            checked={saveAddress}
            onChange={(event) => setSaveAddress(event.target.checked)}
          />
        ) : null}
      </AddressFields>
      <fieldset className={fieldGroup}>
        <legend className={fieldGroupLegend}>Card details</legend>
        <TextField
          label="Card number"
          className={css.mono}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          error={errors.cardNumber?.message}
          {...register('cardNumber', {
            validate: (v) => cardNumberProblem(v) ?? true,
            onChange: (e: { target: { value: string } }) =>
              setValue('cardNumber', formatCardNumber(e.target.value)),
          })}
        />
        <div className={css.row}>
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            error={errors.expiry?.message}
            {...register('expiry', {
              validate: (v) => expiryProblem(v) ?? true,
              onChange: (e: { target: { value: string } }) =>
                setValue('expiry', formatExpiry(e.target.value)),
            })}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...register('cvc', { validate: (v) => cvcProblem(v) ?? true })}
          />
        </div>
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          error={errors.name?.message}
          {...register('name', { validate: (v) => v.trim() !== '' || 'Please enter the name on the card.' })}
        />
      </fieldset>
      <Button
        type="submit"
        size="lg"
        className={css.pay}
        disabled={busy}
        focusableWhenDisabled
        aria-busy={busy || undefined}
      >
        {busy ? 'Processing...' : `Pay ${formatPrice(amount)}`}
      </Button>
      <div className={css.hints}>
        <span>
          Test card that succeeds: <span className={css.hintCard}>{TEST_CARDS.success}</span>
        </span>
        <span>
          Test card that is declined: <span className={css.hintCard}>{TEST_CARDS.declined}</span>
        </span>
        <span>Use any future expiry date, any 3-digit CVC and any name.</span>
      </div>
    </form>
  );
}
