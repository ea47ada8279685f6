import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  ContactRequest,
  MESSAGES,
  type ContactRequest as ContactMessage,
} from '@shop/api-client/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { TextareaField } from '../../components/TextareaField/index.ts';
import { formAlert } from '../../components/shared.css.ts';
import * as styles from './ContactScreen.css.ts';

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
};

const EMPTY: ContactFormValues = { first_name: '', last_name: '', email: '', message: '' };

const isEmail = (value: string) => ContactRequest.shape.email.safeParse(value.trim()).success;

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return MESSAGES.contact.sendFailed;
}

/**
 * The contact page (spec section 2, Contact; decision 048): a form with first name, last name, email
 * and message, and a 'Send' button that sends the message to the shop's support team through
 * `onSend`. First name, a valid e-mail address and a message (at most CONTACT_MESSAGE_MAX_LENGTH
 * characters) are required, checked before sending with CONTACT_MESSAGES. While sending
 * the button reads 'Sending...'; once sent, a status message says so (CONTACT_MESSAGES.sent), takes
 * focus and the fields empty; a failure shows in an alert that takes focus, the fields kept.
 */
export function ContactScreen({ onSend, defaultSent = false, defaultValues }: ContactScreenProps) {
  const [sent, setSent] = useState(defaultSent);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ defaultValues: { ...EMPTY, ...defaultValues } });

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

  const submit = handleSubmit(async (values) => {
    setSent(false);
    setFailure(null);
    try {
      await onSend({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      reset(EMPTY);
      setSent(true);
    } catch (err) {
      setFailure(messageOf(err));
    }
  });

  return (
    <Container className={styles.root}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Contact us</h1>
        <p className={styles.lead}>
          Questions about an order, a product or selling with us? Drop us a line and our team will be happy to
          help.
        </p>
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
            error={errors.first_name?.message}
            {...register('first_name', {
              validate: (v) => v.trim() !== '' || CONTACT_MESSAGES.firstNameRequired,
            })}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            maxLength={100}
            {...register('last_name')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email', { validate: (v) => isEmail(v) || CONTACT_MESSAGES.emailInvalid })}
        />
        <TextareaField
          label="Message"
          rows={6}
          error={errors.message?.message}
          {...register('message', {
            validate: (v) =>
              v.trim() === ''
                ? CONTACT_MESSAGES.messageRequired
                : v.trim().length > CONTACT_MESSAGE_MAX_LENGTH
                  ? CONTACT_MESSAGES.messageTooLong
                  : true,
          })}
        />
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
