import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { TextareaField } from '../../components/TextareaField/index.ts';
import * as styles from './ContactScreen.css.ts';

/** The note shown after 'Send': the form sends nothing (spec section 2, Contact). */
export const CONTACT_SENT_NOTE =
  'Thank you for getting in touch. This form is for show only, so nothing was sent.';

/**
 * The contact page (spec section 2, Contact): a form with first name, last name, email and message,
 * and a 'Send' button that does nothing (the submit is prevented; a polite note says so).
 * Static marketing text; takes no props.
 */
export function ContactScreen() {
  const [sent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(true);
  }

  return (
    <Container className={styles.root}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Contact us</h1>
        <p className={styles.lead}>
          Questions about an order, a product or selling with us? Drop us a line and our team will be happy to
          help.
        </p>
      </div>
      <form className={styles.form} onSubmit={handleSubmit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send us a message
        </h2>
        <div className={styles.names}>
          <TextField label="First name" name="firstName" autoComplete="given-name" />
          <TextField label="Last name" name="lastName" autoComplete="family-name" />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextareaField label="Message" name="message" rows={6} />
        <Button type="submit" className={styles.send}>
          <Send aria-hidden="true" size={18} />
          Send
        </Button>
        <p role="status" className={styles.note}>
          {sent ? CONTACT_SENT_NOTE : ''}
        </p>
      </form>
    </Container>
  );
}
