import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  ContactRequest,
  MESSAGES,
  type ContactRequest as ContactMessage,
} from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { TextareaField } from '../../components/TextareaField/index.ts';
import { formAlert } from '../../components/shared.css.ts';
import * as styles from './ContactScreen.css.ts';
import { refusalMessage } from '../../components/refusalMessage.ts';

/** The contact form's fields, as the contract's ContactRequest names them. */
export type ContactFormValues = ContactMessage;

/** Props of {@link ContactScreen}. */
export type ContactScreenProps = {
  /**
   * Sends the message (POST /contact/, decision 048). Resolve when the server took it; reject with
   * an Error whose message is shown (e.g. the server's 'Too many requests...').
   */
  onSend: (values: ContactFormValues) => Promise<unknown>;
  /** Start with the form sent (stories). */
  defaultSent?: boolean;
  /** Start with these values in the fields (stories). */
  defaultValues?: Partial<ContactFormValues>;
  /**
   * A line under the lead pointing to where help with an order is quickest (decision 074: the
   * order's conversation in Messages); none: the spec's page as it was.
   */
  orderHelp?: ReactNode;
};

const EMPTY: ContactFormValues = { first_name: '', last_name: '', email: '', message: '' };

const isEmail = (value: string) => ContactRequest.shape.email.safeParse(value.trim()).success;

/** What is wrong with a field's text, or undefined (the contract's ContactRequest rules). */
function problemOf(name: keyof ContactFormValues, value: string): string | undefined {
  const text = value.trim();
  if (name === 'first_name') return text === '' ? CONTACT_MESSAGES.firstNameRequired : undefined;
  if (name === 'email') return isEmail(text) ? undefined : CONTACT_MESSAGES.emailInvalid;
  if (name === 'message') {
    if (text === '') return CONTACT_MESSAGES.messageRequired;
    if (text.length > CONTACT_MESSAGE_MAX_LENGTH) return CONTACT_MESSAGES.messageTooLong;
  }
  return undefined;
}

/**
 * The contact page (spec section 2, Contact; decision 048): a form with first name, last name, email
 * and message, and a 'Send' button that sends the message to the shop's support team through
 * `onSend`. First name, a valid e-mail address and a message (at most CONTACT_MESSAGE_MAX_LENGTH
 * characters) are required, checked before sending with CONTACT_MESSAGES. While sending
 * the button reads 'Sending...'; once sent, a status message says so (CONTACT_MESSAGES.sent), takes
 * focus and the fields empty; a failure shows in an alert that takes focus, the fields kept.
 */
export function ContactScreen({ onSend, defaultSent = false, defaultValues, orderHelp }: ContactScreenProps) {
  const [sent, setSent] = useState(defaultSent);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY, ...defaultValues });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFormValues, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Plain state, not react-hook-form: its mount-time state update would render the page a second
  // time right after hydration (decision 038).
  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: problemOf(name, value) }));
    },
  });

  // The outcome takes focus: a keyboard or screen reader user hears it at once.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (sent) sentRef.current?.focus();
    else if (failure) alertRef.current?.focus();
  }, [sent, failure]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found: Partial<Record<keyof ContactFormValues, string>> = {};
    for (const name of Object.keys(EMPTY) as (keyof ContactFormValues)[]) {
      const problem = problemOf(name, values[name]);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    const first = (Object.keys(EMPTY) as (keyof ContactFormValues)[]).find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSent(false);
    setFailure(null);
    setSubmitting(true);
    try {
      await onSend({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      setValues(EMPTY);
      setSent(true);
    } catch (err) {
      setFailure(refusalMessage(err, MESSAGES.contact.sendFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Container className={styles.root}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Contact us</h1>
        <p className={styles.lead}>
          Questions about an order, a product or selling with us? Drop us a line and our team will be happy to
          help.
        </p>
        {orderHelp ? <p className={styles.lead}>{orderHelp}</p> : null}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-labelledby="contact-form-title"
        aria-busy={isSubmitting || undefined}
        noValidate
      >
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send us a message
        </h2>
        {failure ? (
          <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
            {failure}
          </p>
        ) : null}
        <div className={styles.names}>
          <TextField
            label="First name"
            autoComplete="given-name"
            maxLength={100}
            error={errors.first_name}
            {...field('first_name')}
          />
          <TextField label="Last name" autoComplete="family-name" maxLength={100} {...field('last_name')} />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
          {...field('email')}
        />
        <TextareaField label="Message" rows={6} error={errors.message} {...field('message')} />
        <Button
          type="submit"
          className={styles.send}
          disabled={isSubmitting}
          focusableWhenDisabled
          aria-busy={isSubmitting || undefined}
        >
          <Send aria-hidden="true" size={18} />
          {isSubmitting ? 'Sending...' : 'Send'}
        </Button>
        <p ref={sentRef} role="status" tabIndex={-1} className={styles.note}>
          {sent ? CONTACT_MESSAGES.sent : ''}
        </p>
      </form>
    </Container>
  );
}
