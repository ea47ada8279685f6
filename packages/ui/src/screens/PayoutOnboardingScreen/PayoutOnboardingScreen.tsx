import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  COMMERCE_MESSAGES,
  PAYOUT_MESSAGES,
  MESSAGES,
  PAYOUT_ROUTES,
  SimulatedPayoutAccountRequest,
  isAccountNumber,
  isSortCode,
  type PayoutAccount,
} from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { contractTextRule } from '../../components/contractRules.ts';
import { serverErrorText, serverFieldError } from '../../components/serverFieldError.ts';
import { formAlert } from '../../components/shared.css.ts';
import * as css from './PayoutOnboardingScreen.css.ts';

/** The page's title. */
export const PAYOUT_ONBOARDING_TITLE = 'Connect payouts';

/** The form's fields, as the contract's SimulatedPayoutAccountRequest names them. */
export type PayoutOnboardingValues = {
  account_holder_name: string;
  sort_code: string;
  account_number: string;
};

const EMPTY: PayoutOnboardingValues = { account_holder_name: '', sort_code: '', account_number: '' };

/** Props of {@link PayoutOnboardingScreen}. */
export type PayoutOnboardingScreenProps = {
  /**
   * Sends the bank details (POST /payouts/account/simulated/). Resolve with the account as stored;
   * reject with the server's error: a refused field shows at the field, anything else above the
   * button.
   */
  onSubmit: (details: PayoutOnboardingValues) => Promise<PayoutAccount>;
  /** Called with the stored account once saved (the route goes back to /my-payouts). */
  onSaved?: (account: PayoutAccount) => void;
  /** The demo user: nothing is sent; the test-user message shows and `onTestUserBlocked` is called. */
  isTestUser?: boolean;
  /** Called instead of `onSubmit` when the test user submits (e.g. to show the alert banner). */
  onTestUserBlocked?: () => void;
  /** Start with these values in the fields (stories). */
  defaultValues?: Partial<PayoutOnboardingValues>;
};

/**
 * The local payout onboarding form, /my-payouts/onboarding (decision 059; the simulated provider,
 * without Stripe keys): account holder name, sort code and account number, checked before sending
 * with the contract's rules (SimulatedPayoutAccountRequest: a name of 1-100 characters, a sort code
 * of six digits with or without dashes, an account number of eight digits). While sending the
 * button reads 'Saving...'; the server's refusal shows at its field or in an alert that takes
 * focus. We keep only the last four digits of the account number, and the form says so.
 */
export function PayoutOnboardingScreen({
  onSubmit,
  onSaved,
  isTestUser = false,
  onTestUserBlocked,
  defaultValues,
}: PayoutOnboardingScreenProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutOnboardingValues>({ defaultValues: { ...EMPTY, ...defaultValues } });
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (isTestUser) {
      onTestUserBlocked?.();
      setFailure(MESSAGES.testUser.default);
      return;
    }
    try {
      const account = await onSubmit({
        account_holder_name: values.account_holder_name.trim(),
        sort_code: values.sort_code.trim(),
        account_number: values.account_number.trim(),
      });
      onSaved?.(account);
    } catch (caught) {
      const placed = serverFieldError(caught, {
        account_holder_name: { names: ['account_holder_name'] },
        sort_code: { names: ['sort_code'], messages: [PAYOUT_MESSAGES.sortCode] },
        account_number: { names: ['account_number'], messages: [PAYOUT_MESSAGES.accountNumber] },
      });
      if (placed) setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else setFailure(serverErrorText(caught) ?? COMMERCE_MESSAGES.payouts.save);
    }
  });

  return (
    <Container className={css.page}>
      <h1 className={css.title}>{PAYOUT_ONBOARDING_TITLE}</h1>
      <p className={css.lead}>
        Tell us where to pay your earnings. Your listings can be bought once your payout account is active.
      </p>
      <form
        className={css.form}
        aria-label="Bank details"
        aria-busy={isSubmitting || undefined}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {failure ? (
          <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
            {failure}
          </p>
        ) : null}
        <TextField
          label="Account holder name"
          autoComplete="name"
          required
          error={errors.account_holder_name?.message}
          {...register(
            'account_holder_name',
            contractTextRule(SimulatedPayoutAccountRequest.shape.account_holder_name, 'Account holder name'),
          )}
        />
        <TextField
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={PAYOUT_MESSAGES.sortCodeHint}
          error={errors.sort_code?.message}
          {...register('sort_code', {
            validate: (value) => isSortCode(value) || PAYOUT_MESSAGES.sortCode,
          })}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={PAYOUT_MESSAGES.accountNumberHint}
          error={errors.account_number?.message}
          {...register('account_number', {
            validate: (value) => isAccountNumber(value) || PAYOUT_MESSAGES.accountNumber,
          })}
        />
        <div className={css.actions}>
          <Button
            type="submit"
            disabled={isSubmitting}
            focusableWhenDisabled
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? 'Saving...' : 'Save bank details'}
          </Button>
          {isSubmitting ? <Spinner label="Saving your bank details" /> : null}
          <Link href={PAYOUT_ROUTES.page}>Back to my payouts</Link>
        </div>
      </form>
    </Container>
  );
}
