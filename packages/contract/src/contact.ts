/**
 * The contact form's texts (decision 048; our wording). In a module of their own so that only the
 * contact page's chunk carries them (messages.ts is in every page's first load, decision 017).
 */
export const CONTACT_MESSAGES = {
  sent: 'Thank you. Your message has been sent to our support team, and we will reply by e-mail within one working day.',
  firstNameRequired: 'Please enter your first name.',
  emailInvalid: 'Please enter a valid e-mail address.',
  messageRequired: 'Please enter your message.',
  messageTooLong: 'Your message is too long: 5000 characters at most.',
  /**
   * Help with an order (decision 074): its seller or buyer answers fastest in Messages; the link's
   * text is `orderHelpLink`, the sentence around it `orderHelpBefore` and `orderHelpAfter`.
   */
  orderHelpBefore: 'Need help with an order? Write to its seller (or buyer) from ',
  orderHelpLink: 'Messages',
  orderHelpAfter: ': it is the quickest way to sort out a delivery, a return or a question about an item.',
} as const;
