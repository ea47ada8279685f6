import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EDITABLE_USER_FIELDS, MESSAGES, type UpdateUserRequest, type User } from '@shop/api-client/contract';
import { Button } from '../../components/Button/index.ts';
import { CheckboxField } from '../../components/CheckboxField/index.ts';
import { Container } from '../../components/Container/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { Toast, ToastProvider } from '../../components/Toast/index.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import { SavedAddresses, type SavedAddressesProps } from '../../components/SavedAddresses/index.ts';
import { card } from '../../components/shared.css.ts';
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

/**
 * The shortcut buttons of my-profile (spec section 2), in the spec's order, plus 'my sales'
 * (issue 8: the seller's orders to ship) after the seller's own listings.
 */
export const PROFILE_SHORTCUTS = [
  { href: '/my-listings', label: 'my listings' },
  { href: '/my-sales', label: 'my sales' },
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
  /** Called with every editable field (contract UpdateUserRequest) unless the user is the test user. */
  onSubmit: (fields: UpdateUserRequest) => void;
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
   * The 'Delivery addresses' section (issue 8): the saved addresses with remove buttons and an add
   * form. No section when omitted.
   */
  addresses?: SavedAddressesProps;
};

function formValues(user: User | null | undefined): ProfileFields {
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
  };
}

/**
 * The my-profile page, 'manage your account' (spec sections 2, 4, 5 and 8): shortcut buttons to
 * my-listings, add-product, my-bookmarks, my-orders and my-comments; a form with one text input
 * per editable user field and an is_active checkbox labelled 'Active' or 'Inactive'; 'Update
 * details' ('Updating...' while busy); a success or error toast; a spinner while loading with no
 * user yet. The test user's submit calls `onTestUserBlocked` instead of `onSubmit`. With
 * `addresses`, a 'Delivery addresses' section lists the saved addresses (remove, add).
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
}: MyProfileScreenProps) {
  const formTitleId = useId();
  // `values` refills the form when the server's user changes (compared deeply, so an equal user keeps edits).
  const { register, handleSubmit, watch } = useForm<ProfileFields>({ values: formValues(user) });
  const active = watch('is_active');
  const hasError = error !== undefined && error !== null && error !== '';

  const submit = handleSubmit((values) => {
    if (isTestUser) {
      onTestUserBlocked?.();
      return;
    }
    onSubmit(values);
  });

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
        {loading && !user ? (
          <Spinner label="Loading your details" />
        ) : user ? (
          <form className={card} aria-labelledby={formTitleId} noValidate onSubmit={submit}>
            <h2 id={formTitleId} className={styles.formTitle}>
              Your details
            </h2>
            <div className={styles.fields}>
              {PROFILE_TEXT_FIELDS.map((field) => (
                <TextField key={field} label={fieldLabel(field)} type="text" {...register(field)} />
              ))}
            </div>
            <CheckboxField label={active ? 'Active' : 'Inactive'} {...register('is_active')} />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                {busy ? 'Updating...' : 'Update details'}
              </Button>
              {busy ? <Spinner label="Updating your details" /> : null}
            </div>
          </form>
        ) : null}
        {addresses && user ? <SavedAddresses {...addresses} /> : null}
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
