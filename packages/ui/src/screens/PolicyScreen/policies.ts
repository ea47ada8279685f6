/**
 * The shop's own policy pages (decision 048): delivery, returns, privacy, terms, cookies and FAQ.
 * The text says what this shop does: checkout takes UK delivery addresses, delivery is free (the
 * footer's 'Fast & Free Shipping'), every seller sends their own order with a tracking number, a
 * cancelled or returned order is refunded to the card (5 to 10 working days, as the refund e-mail
 * says), and the only cookies are the ones the shop needs to work. The returns page tells the
 * flow of decision 067 (ask from My orders within the configured window, 30 days by default as
 * the About page promises; the seller answers within its days or our team steps in; refunds,
 * partial ones, and our team's decisions). `{shop}` stands for the shop's name (SHOP_NAME).
 */
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_RETURN_PHOTOS,
  type InfoPageSlug,
  type ReturnsPolicy,
} from '@shop/contract';

/** A part of a policy page: a heading and its paragraphs (or, for the FAQ, a question and its answer). */
export type PolicySection = { heading: string; paragraphs: readonly string[] };

/** A policy page: its h1, the lead line (also the page's description) and its sections. */
export type PolicyPage = {
  title: string;
  lead: string;
  /** When the text last changed, 'D Month YYYY'. */
  updated: string;
  sections: readonly PolicySection[];
};

const UPDATED = '28 November 2026';

/** Each policy page's text; `{shop}` is replaced by the shop's name (policyPage). */
const POLICIES: Record<InfoPageSlug, PolicyPage> = {
  delivery: {
    title: 'Delivery',
    lead: 'Free tracked delivery to any UK address, sent by the seller within two working days.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [
          'Checkout takes delivery addresses in the United Kingdom, including Northern Ireland, the Channel Islands and the Isle of Man. If you would like something sent abroad, contact us before you order and we will tell you whether the seller can do it.',
        ],
      },
      {
        heading: 'What it costs',
        paragraphs: [
          'Delivery is free on every order, whatever its size. The price you see at checkout is the price you pay.',
        ],
      },
      {
        heading: 'When it arrives',
        paragraphs: [
          '{shop} is a marketplace: each product is sent by the seller who listed it. Sellers dispatch within two working days of your payment, and most parcels arrive two to four working days after that.',
          'If your basket holds products from several sellers, your checkout becomes one order per seller, and each arrives in its own parcel.',
        ],
      },
      {
        heading: 'Tracking your order',
        paragraphs: [
          'When a seller sends your order we e-mail you the carrier and the tracking number. You can follow every order, and its progress from paid to delivered, under My orders.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'If your order has not arrived within seven working days of being sent, or arrives damaged, contact us with your order number and we will put it right: a replacement or a full refund.',
        ],
      },
    ],
  },
  returns: {
    title: 'Returns & refunds',
    lead: 'Something not right? Ask to return it from My orders within {windowDays} of delivery. The seller answers within {responseDays}, or our team steps in.',
    updated: UPDATED,
    sections: [
      {
        heading: '{window}-day returns',
        paragraphs: [
          'You can ask to return anything you bought on {shop} within {windowDays} of the day it was delivered, for any reason. This is more than the 14 days the Consumer Contracts Regulations 2013 give you, and it does not affect your legal rights.',
          'Products should be unused, complete and, where possible, in their original packaging, unless they arrived damaged or faulty.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'Open My orders, find the item and choose ‘Return or report a problem’. Say how many you want to send back and what is wrong, and add a note and up to {photos} photos: a picture of the damage or of the wrong item helps the seller, and our team if it comes to them.',
          'Each item of an order has its own request, so a problem with one thing does not hold up the rest. Every request has its own page, where you follow it and read everything said about it.',
        ],
      },
      {
        heading: 'The seller answers within {responseDays}',
        paragraphs: [
          'The seller accepts, with the address to send it back to; or lets you keep the item and refunds you straight away; or declines, with their reason.',
          'If the seller has not answered within {responseDays} of your request, our team steps in and decides.',
        ],
      },
      {
        heading: 'Sending it back',
        paragraphs: [
          'Send it to the address the seller gives, with a tracked service, then enter the carrier and the tracking number on your request so that the seller and our team can follow the parcel. Keep the proof of postage. For a change of mind, the cost of sending it back is yours.',
        ],
      },
      {
        heading: 'Your refund',
        paragraphs: [
          'As soon as the seller confirms the item is back, we refund what you paid for the returned items to the card you paid with. If the seller lets you keep the item, the refund is made at once. We e-mail you when it is made; it can take 5 to 10 working days to show on your statement.',
          'My orders shows what was refunded on each order and each item, and what you paid in the end.',
        ],
      },
      {
        heading: 'Partial and goodwill refunds',
        paragraphs: [
          'A seller can also give back part of the price without a return, for example for a small mark you are happy to live with, and our team can do the same. Every refund goes back to your card, and no order is ever refunded more than you paid for it.',
        ],
      },
      {
        heading: 'If you and the seller disagree',
        paragraphs: [
          'If the seller declines your request, or does not confirm that your parcel came back, ask our team to decide from the request’s page. We read what you both wrote, look at the photos and the tracking, and decide: a full refund, part of it, or none, always with our reasons. You and the seller are both e-mailed the decision.',
          'Our decision settles the request on {shop} and is final there: that item cannot be asked back again (write to us from the contact page for anything else). It does not affect your legal rights.',
        ],
      },
      {
        heading: 'Faulty or not as described',
        paragraphs: [
          'Under the Consumer Rights Act 2015 you can reject a faulty product within 30 days for a full refund; after that you are entitled to a repair or a replacement, or a refund if those fail. Choose ‘Arrived damaged’ or ‘Not as described’ when you ask, so the seller knows.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          'Contact us before the seller sends your order and we will cancel it and refund you in full. Once it is on its way, return it instead.',
        ],
      },
      {
        heading: 'What cannot be returned',
        paragraphs: [
          'Personalised or made-to-order products, perishable goods, and sealed health or hygiene products once unsealed cannot be returned for a change of mind. They can still be returned if they are faulty.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'What we collect about you, why, who we share it with, and your rights under UK data protection law.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{shop}, 221 Baker Street, London NW1 6XE, is the controller of the personal data described here. Questions about it are welcome through the contact form.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Your account: first and last name, e-mail address, an optional public display name, and your password, which we keep only as a secure hash.',
          'Your orders: what you bought, the prices, and the delivery addresses you give or save.',
          'What you write: reviews and comments (shown with your display name, never your e-mail address), and messages you send us through the contact form.',
          'Payments are made through our payment provider. We never see or store your full card number.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To take and deliver your orders, refund you and keep your account working (our contract with you); to keep the shop secure and prevent fraud (our legitimate interests); and to keep the tax records the law requires (legal obligation). We do not sell your data, and we send no marketing e-mails.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'The seller of each order gets your name and delivery address, to send it. Our payment provider processes your card. Our e-mail provider delivers the messages about your orders and account. We share nothing else, unless the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order and payment records are kept for six years, as HMRC requires. Your account is kept while you use it. Contact messages are kept for one year.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under the UK GDPR you can ask for a copy of your data, have it corrected or deleted, restrict or object to how we use it, and take it elsewhere. Contact us and we will answer within one month.',
          'If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ico.org.uk).',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: ['We use only the cookies the shop needs to work: see our cookie policy.'],
      },
    ],
  },
  terms: {
    title: 'Terms of service',
    lead: 'The terms that apply when you use {shop} and when you buy or sell here.',
    updated: UPDATED,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms apply to your use of {shop}, 221 Baker Street, London NW1 6XE. By using the shop or placing an order you accept them. Your rights as a consumer under UK law are not affected.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. You are responsible for what is done with your account. We may suspend an account that breaks these terms.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in pounds sterling and include VAT where it applies. Delivery is free. You pay by card at checkout; the amount charged is the total shown before you pay.',
        ],
      },
      {
        heading: 'Your order',
        paragraphs: [
          'Your order is accepted when your payment is confirmed and we e-mail you the order number. If something in your basket changes while you pay (a price or what is in stock), we do not take the order and refund any payment in full.',
        ],
      },
      {
        heading: 'Delivery, returns and cancellation',
        paragraphs: ['Our delivery and returns pages are part of these terms.'],
      },
      {
        heading: 'Selling on {shop}',
        paragraphs: [
          'Sellers must describe their products honestly, keep their stock up to date, and send each paid order within two working days with a tracking number. We may suspend listings that break these rules.',
        ],
      },
      {
        heading: 'Reviews',
        paragraphs: [
          'Reviews must be your own honest opinion of a product. We remove reviews that are offensive, unlawful or not about the product.',
        ],
      },
      {
        heading: 'Our liability',
        paragraphs: [
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms. We do not exclude liability where it would be unlawful to do so.',
        ],
      },
      {
        heading: 'Law',
        paragraphs: [
          'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    lead: 'We use only the cookies the shop needs to work: no advertising and no tracking.',
    updated: UPDATED,
    sections: [
      {
        heading: 'The cookies we set',
        paragraphs: [
          'sid: keeps you signed in. It is set when you sign in and ends when you sign out, after 7 days without a visit, or after 30 days at most.',
          'guest: remembers the basket and saved products of a visitor who has not signed in, so they are still there when you come back.',
          'csrftoken: protects your forms from being sent by another website on your behalf.',
        ],
      },
      {
        heading: 'Other storage',
        paragraphs: [
          'Your choice of light or dark mode is kept in your browser’s local storage and never sent to us.',
        ],
      },
      {
        heading: 'Why we do not ask',
        paragraphs: [
          'These cookies are strictly necessary for the shop to work, so the Privacy and Electronic Communications Regulations do not require your consent for them. We set no analytics, advertising or social media cookies.',
        ],
      },
      {
        heading: 'Removing cookies',
        paragraphs: [
          'You can delete cookies in your browser’s settings at any time. Without them you will be signed out and a visitor’s basket will be emptied.',
        ],
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Quick answers about orders, delivery, returns, payment and selling on {shop}.',
    updated: UPDATED,
    sections: [
      {
        heading: 'How much is delivery?',
        paragraphs: ['Nothing: delivery to any UK address is free on every order.'],
      },
      {
        heading: 'How do I track my order?',
        paragraphs: [
          'We e-mail you the carrier and tracking number as soon as the seller sends it. My orders shows every order and how far it has got.',
        ],
      },
      {
        heading: 'Why did my order arrive in several parcels?',
        paragraphs: [
          'Each seller sends their own products, so a basket from several sellers becomes one order, and one parcel, per seller.',
        ],
      },
      {
        heading: 'Can I return something?',
        paragraphs: [
          'Yes: choose ‘Return or report a problem’ on the item in My orders, for a while after it was delivered. The seller answers, or our team steps in; our returns page says for how long and how it works.',
        ],
      },
      {
        heading: 'How do I pay?',
        paragraphs: [
          'By debit or credit card at checkout. Payment is handled by our payment provider; we never see your full card number.',
        ],
      },
      {
        heading: 'Can I change or cancel my order?',
        paragraphs: [
          'Contact us before the seller sends it and we will cancel it and refund you in full, so you can order again.',
        ],
      },
      {
        heading: 'I forgot my password.',
        paragraphs: [
          'Choose ‘Forgot password?’ on the sign-in page and we will e-mail you a link to set a new one. The link works once, for one hour.',
        ],
      },
      {
        heading: 'Can I sell on {shop}?',
        paragraphs: [
          'Yes. Sign up, then add your products from My listings. You will find the orders to send under My sales.',
        ],
      },
      {
        heading: 'How do I contact you?',
        paragraphs: [
          'Use the contact form, or call +44 20 7946 0958. We reply to every message within one working day.',
        ],
      },
    ],
  },
};

/** `n` days in words: '1 day', '30 days'. */
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The policy page `slug` with `{shop}` replaced by `shopName` everywhere, and the returns page's
 * windows by `returns` (GET /marketplace/returns-policy/; the contract's defaults without it):
 * `{window}` and `{windowDays}` the return window ('30', '30 days'), `{responseDays}` the seller's
 * time to answer ('3 days'), `{photos}` MAX_RETURN_PHOTOS (decision 067).
 */
export function policyPage(slug: InfoPageSlug, shopName: string, returns?: ReturnsPolicy | null): PolicyPage {
  const page = POLICIES[slug];
  const windowDays = returns?.return_window_days ?? DEFAULT_RETURN_WINDOW_DAYS;
  const responseDays = returns?.response_days ?? DEFAULT_RETURN_RESPONSE_DAYS;
  const fill = (text: string) =>
    text
      .replaceAll('{shop}', shopName)
      .replaceAll('{windowDays}', days(windowDays))
      .replaceAll('{window}', String(windowDays))
      .replaceAll('{responseDays}', days(responseDays))
      .replaceAll('{photos}', String(MAX_RETURN_PHOTOS));
  return {
    title: fill(page.title),
    lead: fill(page.lead),
    updated: page.updated,
    sections: page.sections.map((s) => ({ heading: fill(s.heading), paragraphs: s.paragraphs.map(fill) })),
  };
}
