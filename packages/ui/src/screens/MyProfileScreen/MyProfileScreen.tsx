import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import {
  EDITABLE_USER_FIELDS,
  MESSAGES,
  PROFILE_MESSAGES,
  UpdateUserRequest,
  type User,
} from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from '../../components/ChangePasswordForm/index.ts';
import { CheckboxField } from '../../components/CheckboxField/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { Container } from '../../components/Container/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField, type TextFieldProps } from '../../components/TextField/index.ts';
import { contractTextRule } from '../../components/contractRules.ts';
import { Toast, ToastProvider } from '../../components/Toast/index.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import { PasskeyList, type PasskeyListProps } from '../../components/PasskeyList/index.ts';
import { SavedAddresses, type SavedAddressesProps } from '../../components/SavedAddresses/index.ts';
import { YourData, type YourDataProps } from '../../components/YourData/index.ts';
import {
  serverFieldError,
  type ServerFieldError,
  type ServerFieldRule,
} from '../../components/serverFieldError.ts';
import { card } from '../../components/shared.css.ts';
import { registerWithDefaults } from '../../components/registerWithDefaults.ts';
import * as styles from './MyProfileScreen.css.ts';

/** The user text fields the profile form shows: the editable fields except the is_active flag. */
type TextFieldName = Exclude<(typeof EDITABLE_USER_FIELDS)[number], 'is_active'>;
/** The values the profile form sends: every editable user field (contract EDITABLE_USER_FIELDS). */
export type ProfileFields = Pick<User, (typeof EDITABLE_USER_FIELDS)[number]>;

/** The text inputs of the form, in the contract's order (spec section 2: one per user field, hidden ones left out). */
export const PROFILE_TEXT_FIELDS: readonly TextFieldName[] = EDITABLE_USER_FIELDS.filter(
  (field): field is TextFieldName => field !== 'is_active',
);

/** A readable label from a field name: 'first_name' becomes 'First name'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Hints under some of the text inputs (what the display name is for). */
const FIELD_HINTS: Partial<Record<TextFieldName, string>> = {
  display_name: PROFILE_MESSAGES.displayNameHint,
};

/**
 * The input type and the browser's autocomplete token of each text input (profile fields
 * carry autocomplete), from the HTML standard's list of autofill field names.
 */
const FIELD_INPUT: Record<TextFieldName, Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>> = {
  username: { type: 'text', autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
  city: { type: 'text', autoComplete: 'address-level2' },
  postcode: { type: 'text', autoComplete: 'postal-code' },
  display_name: { type: 'text', autoComplete: 'nickname' },
};

/** The fields of the details form a server refusal can belong to. */
export type ProfileErrorField = TextFieldName | 'current_password';

/** Server texts that belong to a field as a whole (the rest are `Invalid request. {field}: ...`). */
const FIELD_MESSAGES: Partial<Record<ProfileErrorField, readonly string[]>> = {
  email: [MESSAGES.server.emailTaken],
  postcode: [MESSAGES.server.postcode],
  current_password: [MESSAGES.account.currentPasswordRequired, MESSAGES.account.currentPasswordWrong],
};

const PROFILE_SERVER_FIELDS = {} as Record<ProfileErrorField, ServerFieldRule>;
for (const field of [...PROFILE_TEXT_FIELDS, 'current_password'] satisfies ProfileErrorField[]) {
  PROFILE_SERVER_FIELDS[field] = { names: [field], messages: FIELD_MESSAGES[field] ?? [] };
}

/**
 * The details-form field a failed update belongs to (a wrong or missing current
 * password, an e-mail already taken, a bad postcode, `Invalid request. {field}: ...`), with the
 * text to show there; null when it belongs to no field. The screen shows such an error at the
 * field; the app shows the others (the error toast).
 */
export function profileFieldError(error: unknown): ServerFieldError<ProfileErrorField> | null {
  return serverFieldError(error, PROFILE_SERVER_FIELDS);
}

/**
 * The shortcut buttons of my-profile (spec section 2), in the spec's order, plus 'my sales'
 * (the seller's orders to ship) and 'my payouts' (their payout account, decision 059) after the
 * seller's own listings.
 */
export const PROFILE_SHORTCUTS = [
  { href: '/my-listings', label: 'my listings' },
  { href: '/my-sales', label: 'my sales' },
  { href: '/my-payouts', label: 'my payouts' },
  { href: '/add-product', label: 'add product' },
  { href: '/my-bookmarks', label: 'my bookmarks' },
  { href: '/my-orders', label: 'my orders' },
  { href: '/my-comments', label: 'my comments' },
] as const;

/** The toast after an update: success shows the message, danger shows 'Error: {message}' (spec section 8). */
export type ProfileToast = { tone: 'success' | 'danger'; message: string };

/** Props of {@link MyProfileScreen}. */
export type MyProfileScreenProps = {
  /** The signed-in user; while it is missing and `loading` is true a spinner shows. */
  user?: User | null;
  loading: boolean;
  /** True while the update runs: the button reads 'Updating...' and is disabled. */
  busy: boolean;
  /**
   * Called, unless the user is the test user, with the editable fields (contract
   * UpdateUserRequest): every text field and is_active; `display_name` only when it was changed
   * (the loaded one is the effective name, which sending back would pin); `current_password`
   * only when the e-mail address was changed. When it returns a promise that rejects with an
   * error belonging to a field (see profileFieldError), the text shows at that field.
   */
  onSubmit: (fields: UpdateUserRequest) => void | Promise<unknown>;
  /** The toast to show, or null for none. */
  toast?: ProfileToast | null;
  /** Called when the toast closes (by itself after 3000 ms or by its close button). */
  onToastOpenChange: (open: boolean) => void;
  /** The demo user: the form is not sent (spec section 5) and a note says why. */
  isTestUser: boolean;
  /** Called instead of `onSubmit` when the test user submits, e.g. to show the alert banner. */
  onTestUserBlocked?: () => void;
  /** The user could not be loaded (string, ApiError or body); shown as 'Error: {message}'. */
  error?: unknown;
  /**
   * The 'Delivery addresses' section: the saved addresses with remove buttons and an add
   * form. No section when omitted.
   */
  addresses?: SavedAddressesProps;
  /** The 'Change password' section. No section when omitted. */
  changePassword?: ChangePasswordFormProps;
  /** The 'Passkeys' section (decision 070): list, add, rename, remove. No section when omitted. */
  passkeys?: PasskeyListProps;
  /**
   * The new e-mail address a confirmation link was just sent to (decision 044): a notice above
   * the form says to check that inbox (PROFILE_MESSAGES.emailChangePending) and takes focus; the
   * form keeps showing the current address, which stays in force until the link is used.
   */
  pendingEmail?: string | null;
  /** The 'Your data' section (decision 073): the download and 'Delete my account'. No section when omitted. */
  yourData?: YourDataProps;
};

/** The 'check your new inbox' text for `email` (PROFILE_MESSAGES.emailChangePending). */
export function emailChangePendingText(email: string): string {
  return PROFILE_MESSAGES.emailChangePending.replace('{email}', email);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function';
}

/** The details form's values: the editable fields, plus the current password for an e-mail change. */
type DetailsValues = ProfileFields & { current_password: string };

function formValues(user: User | null | undefined): DetailsValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    postcode: user?.postcode ?? '',
    display_name: user?.display_name ?? '',
    is_active: user?.is_active ?? true,
    current_password: '',
  };
}

/**
 * The my-profile page, 'manage your account' (spec sections 2, 4, 5 and 8): shortcut buttons to
 * my-listings, add-product, my-bookmarks, my-orders and my-comments; a form with one text input
 * per editable user field and an is_active checkbox labelled 'Active' or 'Inactive'; 'Update
 * details' ('Updating...' while busy); a success or error toast; a spinner while loading with no
 * user yet. The test user's submit calls `onTestUserBlocked` instead of `onSubmit`. With
 * `addresses`, a 'Delivery addresses' section lists the saved addresses (remove, add).
 *
 * 'Display name' carries its hint; changing the e-mail address shows a required
 * 'Current password' field; unticking 'Active' asks first (an alert dialog: 'Deactivate' or
 * 'Cancel', which keeps it ticked and returns focus to it); with `changePassword`, a 'Change
 * password' section follows the form, and with `passkeys` a 'Passkeys' section (decision 070);
 * with `yourData`, 'Your data' comes last (decision 073).
 *
 * Every text input carries its autocomplete token and its limits from the contract's
 * UpdateUserRequest (a blank first name or a 41-character phone number is refused at the field
 * before sending); 'Update details' stays focusable while busy (aria-disabled).
 */
export function MyProfileScreen({
  user,
  loading,
  busy,
  onSubmit,
  toast,
  onToastOpenChange,
  isTestUser,
  onTestUserBlocked,
  error,
  addresses,
  changePassword,
  passkeys,
  pendingEmail,
  yourData,
}: MyProfileScreenProps) {
  const formTitleId = useId();
  const pendingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (pendingEmail) pendingRef.current?.focus();
  }, [pendingEmail]);
  // `values` refills the form when the server's user changes (compared deeply, so an equal user keeps edits).
  const current = formValues(user);
  const {
    register,
    handleSubmit,
    watch,
    control,
    setError,
    formState: { errors },
  } = useForm<DetailsValues>({ values: current });
  // Each field carries the user's value in the HTML too: the page rendered on the server arrives
  // filled.
  const fieldProps = registerWithDefaults(register, current);
  const { field: activeField } = useController({ control, name: 'is_active' });
  const active = activeField.value;
  const activeRef = useRef<HTMLInputElement | null>(null);
  const [confirmingDeactivate, setConfirmingDeactivate] = useState(false);
  // As the server compares addresses: trimmed, in any case.
  const emailChanged = user ? watch('email').trim().toLowerCase() !== user.email.trim().toLowerCase() : false;
  const deactivating = user?.is_active === true && !active;
  const hasError = error !== undefined && error !== null && error !== '';

  const submit = handleSubmit((values) => {
    if (isTestUser) {
      onTestUserBlocked?.();
      return;
    }
    const { current_password, display_name, ...fields } = values;
    const sent: UpdateUserRequest = { ...fields };
    if (display_name !== (user?.display_name ?? '')) sent.display_name = display_name;
    if (emailChanged) sent.current_password = current_password;
    const result = onSubmit(sent);
    if (isThenable(result)) {
      Promise.resolve(result).catch((caught: unknown) => {
        // Errors that belong to no field are the app's to show (the error toast).
        const at = profileFieldError(caught);
        if (!at) return;
        // Without the current-password field (a server that sees an e-mail change where this
        // form does not), the text goes to the e-mail field it is about.
        const field = at.field === 'current_password' && !emailChanged ? 'email' : at.field;
        setError(field, { type: 'server', message: at.message }, { shouldFocus: true });
      });
    }
  });

  // Each field's rule (required, longest text, e-mail form) is the contract's UpdateUserRequest.
  const textField = (field: TextFieldName): ReactNode => (
    <TextField
      key={field}
      label={fieldLabel(field)}
      {...FIELD_INPUT[field]}
      hint={FIELD_HINTS[field]}
      error={errors[field]?.message}
      {...fieldProps(field, contractTextRule(UpdateUserRequest.shape[field], fieldLabel(field)))}
    />
  );

  return (
    <ToastProvider>
      <Container className={styles.page}>
        <h1 className={styles.title}>manage your account</h1>
        <nav aria-label="Account shortcuts" className={styles.shortcuts}>
          {PROFILE_SHORTCUTS.map((shortcut) => (
            <Button key={shortcut.href} asChild variant="outline">
              <Link href={shortcut.href}>{shortcut.label}</Link>
            </Button>
          ))}
        </nav>
        {isTestUser ? <p className={styles.note}>{MESSAGES.testUser.default}</p> : null}
        {hasError ? <ErrorText message={describeError(error, MESSAGES.user.fetch)} /> : null}
        {pendingEmail ? (
          <p ref={pendingRef} tabIndex={-1} role="status" className={styles.pending}>
            {emailChangePendingText(pendingEmail)}
          </p>
        ) : null}
        {loading && !user ? (
          <Spinner label="Loading your details" />
        ) : user ? (
          <form className={card} aria-labelledby={formTitleId} noValidate onSubmit={submit}>
            <h2 id={formTitleId} className={styles.formTitle}>
              Your details
            </h2>
            <div className={styles.fields}>
              {PROFILE_TEXT_FIELDS.map((field) =>
                field === 'email' && emailChanged
                  ? [
                      textField(field),
                      <TextField
                        key="current_password"
                        label="Current password"
                        type="password"
                        autoComplete="current-password"
                        required
                        hint={MESSAGES.account.currentPasswordRequired}
                        error={errors.current_password?.message}
                        {...register('current_password', {
                          required: 'Current password is required',
                          // Gone (value and rule) once the e-mail address is back to the loaded one.
                          shouldUnregister: true,
                        })}
                      />,
                    ]
                  : textField(field),
              )}
            </div>
            <CheckboxField
              label={active ? 'Active' : 'Inactive'}
              hint={deactivating ? PROFILE_MESSAGES.deactivateConfirm : undefined}
              name={activeField.name}
              checked={active}
              onBlur={activeField.onBlur}
              ref={(element) => {
                activeField.ref(element);
                activeRef.current = element;
              }}
              onChange={(event) => {
                if (!event.target.checked && user.is_active) setConfirmingDeactivate(true);
                else activeField.onChange(event.target.checked);
              }}
            />
            <ConfirmDialog
              open={confirmingDeactivate}
              onOpenChange={(open) => {
                setConfirmingDeactivate(open);
                // Back to the checkbox (the dialog has no trigger to return focus to).
                if (!open) requestAnimationFrame(() => activeRef.current?.focus());
              }}
              title={PROFILE_MESSAGES.deactivateTitle}
              description={PROFILE_MESSAGES.deactivateConfirm}
              confirmLabel={PROFILE_MESSAGES.deactivate}
              onConfirm={() => activeField.onChange(false)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy} focusableWhenDisabled aria-busy={busy || undefined}>
                {busy ? 'Updating...' : 'Update details'}
              </Button>
              {busy ? <Spinner label="Updating your details" /> : null}
            </div>
          </form>
        ) : null}
        {changePassword && user ? <ChangePasswordForm {...changePassword} /> : null}
        {passkeys && user ? <PasskeyList {...passkeys} /> : null}
        {addresses && user ? <SavedAddresses {...addresses} /> : null}
        {yourData && user ? <YourData {...yourData} /> : null}
      </Container>
      {toast ? (
        <Toast
          open
          onOpenChange={onToastOpenChange}
          tone={toast.tone}
          title={
            toast.tone === 'success' ? toast.message || MESSAGES.user.updated : `Error: ${toast.message}`
          }
        />
      ) : null}
    </ToastProvider>
  );
}
