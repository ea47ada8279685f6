import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { formatPrice } from '../../format.ts';
import { Button } from '../Button/index.ts';
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
import * as css from './SimulatedCheckout.css.ts';

/** What the card form hands over on pay: the card number as digits only, expiry 'MM/YY', CVC and name. */
export type SimulatedCardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

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
  /** Called with the card details when they pass the client-side checks. */
  onPay: (card: SimulatedCardDetails) => void;
};

type Values = SimulatedCardDetails;

/**
 * A card form that stands in for the payment provider's embedded checkout when no provider key is
 * configured (ARCHITECTURE "Payments"): card number, expiry (MM/YY), CVC and name on card with the
 * browser's cc-* autocomplete, a 'Pay {amount}' button, a visible test-mode note and the test
 * cards (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Checks the card number
 * (Luhn), the expiry (format, not past) and the CVC before calling `onPay`; shows `error` in an alert.
 */
export function SimulatedCheckout({ amount, email, busy, error, onPay }: SimulatedCheckoutProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' } });

  const submit = handleSubmit((values) =>
    onPay({
      cardNumber: cardDigits(values.cardNumber),
      expiry: formatExpiry(values.expiry),
      cvc: values.cvc.trim(),
      name: values.name.trim(),
    }),
  );

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
        <p role="alert" className={css.alert}>
          {error}
        </p>
      ) : null}
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
            onChange: (e: { target: { value: string } }) => setValue('expiry', formatExpiry(e.target.value)),
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
      <Button type="submit" size="lg" className={css.pay} disabled={busy} aria-busy={busy || undefined}>
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
