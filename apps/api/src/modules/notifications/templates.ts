/**
 * One template per notification kind (decision 024): each builds ONE structure (a
 * subject and a list of blocks: paragraphs, order lines, an address, facts, a button), and that
 * structure is rendered twice (mail-document.ts), as plain text and as HTML (every value escaped), so the two
 * versions always say the same. Every message names the shop and links to the page it is about.
 */
import {
  DEFAULT_SHOP_NAME,
  RATING_MESSAGES,
  REPORT_MESSAGES,
  RETURN_MESSAGES,
  type ReportDecision,
  type ReportTargetKind,
} from '@shop/contract';
import { formatPence, renderHtml, renderText, type Block, type MailDocument } from './mail-document.ts';
import {
  cartLink,
  accountDeletionLink,
  emailChangeLink,
  messagesLink,
  orderLink,
  payoutsLink,
  ratingLink,
  resetLink,
  returnRequestLink,
  saleLink,
} from './mail-links.ts';
import type { Notification, NotificationPayloads } from './notifications.ts';

// mailBaseUrl keeps its import path here (the worker and the tests read it from templates.ts).
export { mailBaseUrl } from './mail-links.ts';

/**
 * The shop's name in every message (subject lines, greeting, footer) when the context names none:
 * the contract's DEFAULT_SHOP_NAME, the pages' default too (decision 048). The worker passes
 * SHOP_NAME (config.shopName).
 */
export const SHOP_NAME = DEFAULT_SHOP_NAME;

/** What rendering needs besides the payload. */
export interface RenderContext {
  /** The shop's origin for links, without a trailing slash (see `mailBaseUrl`). */
  baseUrl: string;
  /** SHOP_NAME (config.shopName); default SHOP_NAME. */
  shopName?: string;
  /**
   * The token of an e-mailed link (a password reset, an e-mail confirmation) from its payload's
   * seed (modules/accounts/password-reset.ts resetTokenFromSeed).
   */
  resetToken(seed: string): string;
}

/** A rendered message. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's main link (the order page, the reset link). */
  link: string;
}

/** A deadline (ISO) as the messages say it: 'Sunday 8 March 2026 at 10:15 (UK time)'. */
export function formatDeadline(iso: string): string {
  const at = new Date(iso);
  // From the parts, not the whole string: ICU versions differ on the comma after the weekday.
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return `${day} at ${time} (UK time)`;
}

/**
 * What happened, in words, for one side of a return request after a step (decision 067): by the
 * state the step left it in.
 */
function returnUpdateText(p: NotificationPayloads['return-update']): string {
  const item = `${p.quantity} x ${p.productName} from order #${p.orderId}`;
  const deadline = p.respondBy === null ? '' : ` by ${formatDeadline(p.respondBy)}`;
  const refund = formatPence(p.refundedPence);
  const buyer = p.role === 'buyer';
  switch (p.status) {
    case 'requested':
      if (buyer)
        return p.respondBy === null
          ? `We have sent your request to return ${item} to the seller.`
          : `We have sent your request to return ${item} to the seller. They have until ${formatDeadline(p.respondBy)} to answer; if they do not, our team decides.`;
      return `The buyer asks to return ${item}. Please accept it (with the address to send it back to, or let them keep the item) or decline it${deadline}; after that our team decides.`;
    case 'accepted':
      return buyer
        ? `The seller accepted your return of ${item}. Send it back to the address on the request's page, then add the carrier and tracking number there.`
        : `You accepted the return of ${item}. Mark it received when it is back: the buyer is refunded then.`;
    case 'declined':
      return buyer
        ? `The seller declined your request to return ${item}. If you disagree, you can ask our team to decide on the request's page.`
        : `You declined the request to return ${item}. The buyer may ask our team to decide.`;
    case 'in_transit':
      return buyer
        ? `You have sent ${item} back. The seller marks it received when it arrives, and you are refunded then.`
        : `The buyer has sent ${item} back. Please mark it received when it arrives: the buyer is refunded then.`;
    case 'received':
      return buyer ? `The seller has received ${item} back.` : `You marked ${item} received.`;
    case 'refunded':
      return buyer
        ? `Your return of ${item} is refunded: we are refunding ${refund} to the card you paid with, and will e-mail you as soon as the refund has been made.`
        : `The buyer's return of ${item} is refunded: ${refund} goes back to them.`;
    case 'escalated':
      return p.by === 'system'
        ? `The seller did not answer the request to return ${item} in time, so our team will decide it.`
        : `The request to return ${item} is now with our team, who will decide it. We will e-mail you the decision.`;
    case 'resolved':
      return p.refundedPence > 0
        ? `Our team has decided the request to return ${item}: a refund of ${refund} to the buyer.`
        : `Our team has decided the request to return ${item}: no refund.`;
  }
}

function orderList(ids: readonly number[]): string {
  return ids.map((id) => `#${id}`).join(', ');
}

/** The document of each kind. */
const templates: {
  [K in keyof NotificationPayloads]: (
    payload: NotificationPayloads[K],
    ctx: Required<RenderContext>,
  ) => MailDocument;
} = {
  'order-placed': (p, ctx) => {
    const ids = p.orders.map((o) => o.orderId);
    const first = ids[0] ?? 0;
    const link = orderLink(ctx.baseUrl, first);
    const several = p.orders.length > 1;
    const blocks: Block[] = [
      {
        type: 'paragraph',
        text: several
          ? `Thank you for your order. It ships from ${p.orders.length} sellers, so it is ${p.orders.length} orders: ${orderList(ids)}.`
          : `Thank you for your order. Your order number is #${first}.`,
      },
    ];
    for (const order of p.orders) {
      blocks.push({ type: 'heading', text: `Order #${order.orderId}, sold by ${order.sellerName}` });
      blocks.push({ type: 'lines', lines: order.lines, totalPence: order.totalPence });
    }
    if (several) blocks.push({ type: 'facts', facts: [['Total paid', formatPence(p.totalPence)]] });
    if (p.shipping !== null) blocks.push({ type: 'address', title: 'Delivery address', address: p.shipping });
    blocks.push({ type: 'paragraph', text: 'We will e-mail you again when it ships.' });
    blocks.push({ type: 'button', label: several ? 'View your orders' : 'View your order', url: link });
    return {
      subject: `${ctx.shopName}: ${several ? 'orders' : 'order'} ${orderList(ids)} confirmed`,
      name: p.name,
      blocks,
      link,
    };
  },
  'new-order': (p, ctx) => {
    const link = saleLink(ctx.baseUrl, p.orderId);
    const blocks: Block[] = [
      {
        type: 'paragraph',
        text: `${p.buyerName} has bought from you. Order #${p.orderId} is paid and ready to send.`,
      },
      { type: 'heading', text: `Order #${p.orderId}` },
      { type: 'lines', lines: p.lines, totalPence: p.totalPence },
    ];
    if (p.shipping !== null) blocks.push({ type: 'address', title: 'Send it to', address: p.shipping });
    blocks.push({
      type: 'paragraph',
      text: 'When you have sent it, mark the order shipped with the carrier and tracking number.',
    });
    blocks.push({ type: 'button', label: 'View the order', url: link });
    return { subject: `${ctx.shopName}: new order #${p.orderId}`, name: p.name, blocks, link };
  },
  'order-shipped': (p, ctx) => {
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: order #${p.orderId} has shipped`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: `Good news: order #${p.orderId} is on its way.` },
        {
          type: 'facts',
          facts: [
            ['Carrier', p.carrier],
            ['Tracking number', p.trackingNumber],
          ],
        },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'order-delivered': (p, ctx) => {
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: order #${p.orderId} has been delivered`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: `Order #${p.orderId} has been delivered. We hope you enjoy it.` },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'order-cancelled': (p, ctx) => {
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: order #${p.orderId} was cancelled`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: `Order #${p.orderId} has been cancelled.` },
        {
          type: 'paragraph',
          text:
            p.refundedPence > 0
              ? `We are refunding ${formatPence(p.refundedPence)} to the card you paid with, and will e-mail you as soon as the refund has been made.`
              : 'Nothing was charged for it, so there is nothing to refund.',
        },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'order-released': (p, ctx) => {
    const link = saleLink(ctx.baseUrl, p.orderId);
    const net = formatPence(p.netPence);
    return {
      subject: `${ctx.shopName}: ${net} from order #${p.orderId} is now available`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: p.byBuyer
            ? `The buyer of order #${p.orderId} confirmed they received it, so your earnings from it are released.`
            : `The release date of order #${p.orderId} has passed with no problem reported, so your earnings from it are released.`,
        },
        {
          type: 'facts',
          facts: [
            ['Order total', formatPence(p.grossPence)],
            ["Released to you (after the shop's fee)", net],
          ],
        },
        {
          type: 'paragraph',
          text: `${net} has moved from your pending balance to your available balance, ready to be paid out.`,
        },
        { type: 'button', label: 'View the sale', url: link },
      ],
      link,
    };
  },
  'ship-by-reminder': (p, ctx) => {
    const deadline = formatDeadline(p.shipBy);
    if (p.role === 'seller') {
      const link = saleLink(ctx.baseUrl, p.orderId);
      return {
        subject: `${ctx.shopName}: ship order #${p.orderId} by tomorrow`,
        name: p.name,
        blocks: [
          {
            type: 'paragraph',
            text: `Order #${p.orderId} is not marked shipped yet. Please send it and mark it shipped with the carrier and tracking number by ${deadline}.`,
          },
          {
            type: 'paragraph',
            text: 'If it is not marked shipped by then, the order is cancelled automatically and the buyer is refunded in full.',
          },
          { type: 'button', label: 'View the order', url: link },
        ],
        link,
      };
    }
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: order #${p.orderId} has not shipped yet`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `The seller has not shipped order #${p.orderId} yet. We have reminded them to send it by ${deadline}.`,
        },
        {
          type: 'paragraph',
          text: 'If it is not shipped by then, we cancel the order and refund you in full. You do not need to do anything.',
        },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'order-cancelled-unshipped': (p, ctx) => {
    const deadline = formatDeadline(p.shipBy);
    if (p.role === 'seller') {
      const link = saleLink(ctx.baseUrl, p.orderId);
      return {
        subject: `${ctx.shopName}: order #${p.orderId} was cancelled: not shipped in time`,
        name: p.name,
        blocks: [
          {
            type: 'paragraph',
            text: `Order #${p.orderId} was not marked shipped by ${deadline}, so we have cancelled it and refunded the buyer in full.`,
          },
          {
            type: 'paragraph',
            text: 'Do not send it. Its items are back in stock on your listings, and you receive nothing for this order.',
          },
          { type: 'button', label: 'View the order', url: link },
        ],
        link,
      };
    }
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: order #${p.orderId} was cancelled: not shipped in time`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `The seller did not ship order #${p.orderId} by ${deadline}, so we have cancelled it. We are sorry.`,
        },
        {
          type: 'paragraph',
          text:
            p.refundedPence > 0
              ? `Your refund of ${formatPence(p.refundedPence)} is on its way to the card you paid with; we will e-mail you as soon as it has been made.`
              : 'Nothing was charged for it, so there is nothing to refund.',
        },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'refund-issued': (p, ctx) => {
    const amount = formatPence(p.amountPence);
    if (p.orderId === null) {
      const link = cartLink(ctx.baseUrl);
      return {
        subject: `${ctx.shopName}: your payment of ${amount} has been refunded`,
        name: p.name,
        blocks: [
          {
            type: 'paragraph',
            text: `Something in your cart changed while you were paying (a price, or what is in stock), so we could not take your order. We have refunded the ${amount} you paid to the card you paid with.`,
          },
          {
            type: 'paragraph',
            text: 'It can take 5 to 10 working days to show on your statement. Your cart is as you left it.',
          },
          { type: 'button', label: 'Review your cart', url: link },
        ],
        link,
      };
    }
    const link = orderLink(ctx.baseUrl, p.orderId);
    return {
      subject: `${ctx.shopName}: ${amount} refunded for order #${p.orderId}`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `We have refunded ${amount} for order #${p.orderId} to the card you paid with.`,
        },
        { type: 'paragraph', text: 'It can take 5 to 10 working days to show on your statement.' },
        { type: 'button', label: 'View your order', url: link },
      ],
      link,
    };
  },
  'payout-sent': (p, ctx) => {
    const amount = formatPence(p.amountPence);
    const link = payoutsLink(ctx.baseUrl);
    return {
      subject: `${ctx.shopName}: your payout of ${amount} is on its way`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `We have sent your payout of ${amount} (payout #${p.payoutId}) to your payout account.`,
        },
        {
          type: 'paragraph',
          text: 'It usually reaches your bank account within 2 working days.',
        },
        { type: 'button', label: 'See your balances and payouts', url: link },
      ],
      link,
    };
  },
  'payout-failed': (p, ctx) => {
    const amount = formatPence(p.amountPence);
    const link = payoutsLink(ctx.baseUrl);
    return {
      subject: `${ctx.shopName}: your payout of ${amount} could not be made`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Your payout of ${amount} (payout #${p.payoutId}) could not be made: ${p.reason}`,
        },
        {
          type: 'paragraph',
          text: `The ${amount} is back in your available balance. Please check your payout account; we will pay it out once the account can receive it.`,
        },
        { type: 'button', label: 'See your balances and payouts', url: link },
      ],
      link,
    };
  },
  'payouts-on-hold': (p, ctx) => {
    const link = payoutsLink(ctx.baseUrl);
    return {
      subject: `${ctx.shopName}: your payouts are on hold`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Our staff have put your payouts on hold, for this reason: ${p.reason}`,
        },
        {
          type: 'paragraph',
          text: 'Your earnings stay in your balance; no payout is made until the hold is lifted. Please contact us if you have any questions.',
        },
        { type: 'button', label: 'See your balances and payouts', url: link },
      ],
      link,
    };
  },
  'payouts-resumed': (p, ctx) => {
    const link = payoutsLink(ctx.baseUrl);
    return {
      subject: `${ctx.shopName}: your payouts are no longer on hold`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: 'Our staff have lifted the hold on your payouts.',
        },
        {
          type: 'paragraph',
          text: 'Your available balance goes out with the next scheduled payout, or you can ask for a payout now.',
        },
        { type: 'button', label: 'See your balances and payouts', url: link },
      ],
      link,
    };
  },
  'password-reset': (p, ctx) => {
    const link = resetLink(ctx.baseUrl, ctx.resetToken(p.seed));
    return {
      subject: `${ctx.shopName}: reset your password`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Someone (we hope you) asked to reset the password of your ${ctx.shopName} account. The link below works once, for one hour.`,
        },
        { type: 'button', label: 'Set a new password', url: link },
        {
          type: 'paragraph',
          text: 'Setting a new password signs you out everywhere, removes your passkeys, and reactivates the account if it was deactivated.',
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        },
      ],
      link,
    };
  },
  'email-change-confirm': (p, ctx) => {
    const link = emailChangeLink(ctx.baseUrl, ctx.resetToken(p.seed));
    return {
      subject: `${ctx.shopName}: confirm your new e-mail address`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Someone (we hope you) asked to use this address for a ${ctx.shopName} account. The link below confirms it; it works once, for 24 hours.`,
        },
        { type: 'button', label: 'Confirm this address', url: link },
        {
          type: 'paragraph',
          text: 'Until you confirm, we keep writing to the current address. Confirming signs the account out on every other device.',
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, ignore this e-mail: nothing changes.',
        },
      ],
      link,
    };
  },
  'account-deletion-confirm': (p, ctx) => {
    const link = accountDeletionLink(ctx.baseUrl, ctx.resetToken(p.seed));
    return {
      subject: `${ctx.shopName}: confirm the deletion of your account`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Someone (we hope you) asked to delete your ${ctx.shopName} account. The link below deletes it; it works once, for one hour.`,
        },
        { type: 'button', label: 'Delete my account', url: link },
        {
          type: 'paragraph',
          text: 'Your addresses, reviews, passkeys, bookmarks and cart are removed and your listings withdrawn. Orders stay in our accounting records for 6 years, without your name and address.',
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, ignore this e-mail and change your password: nothing is deleted.',
        },
      ],
      link,
    };
  },
  'account-deleted': (p, ctx) => {
    const link = `${ctx.baseUrl}/contact`;
    return {
      subject: `${ctx.shopName}: your account has been deleted`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Your ${ctx.shopName} account was deleted on ${formatDeadline(p.deletedAt)}. You have been signed out everywhere.`,
        },
        {
          type: 'paragraph',
          text: 'We keep your orders for 6 years, as UK law requires of accounting records, without your name and address. This is the last e-mail we send to this address.',
        },
        { type: 'button', label: 'Contact us', url: link },
      ],
      link,
    };
  },
  'email-changed': (p, ctx) => {
    const link = `${ctx.baseUrl}/contact`;
    return {
      subject: `${ctx.shopName}: your e-mail address was changed`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `The e-mail address of your ${ctx.shopName} account was changed on ${new Date(p.changedAt).toUTCString()}. From now on we write to the new address only.`,
        },
        {
          type: 'paragraph',
          text: 'If you did not make this change, someone else may have your password: contact us straight away.',
        },
        {
          type: 'paragraph',
          text: `For help with an order, write to its seller or buyer from Messages: ${messagesLink(ctx.baseUrl)}`,
        },
        { type: 'button', label: 'Contact us', url: link },
      ],
      link,
    };
  },
  'new-message': (p, ctx) => {
    const link = `${messagesLink(ctx.baseUrl)}/${p.conversationId}`;
    return {
      subject: `${ctx.shopName}: ${p.senderName} sent you a message`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: `${p.senderName} sent you a message. ${p.about}.` },
        ...p.preview.split(/\n{2,}/).map((text): Block => ({ type: 'paragraph', text })),
        {
          type: 'paragraph',
          text: 'Reply from Messages on the site. We e-mail you at most once every 15 minutes for one conversation, so later messages may be waiting there.',
        },
        { type: 'button', label: 'Read and reply', url: link },
      ],
      link,
    };
  },
  'contact-message': (p, ctx) => {
    const link = `mailto:${p.senderEmail}`;
    return {
      subject: `${ctx.shopName}: message from ${p.senderName} via the contact form`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `${p.senderName} wrote to ${ctx.shopName} through the contact form on ${new Date(p.sentAt).toUTCString()}.`,
        },
        {
          type: 'facts',
          facts: [
            ['From', p.senderName],
            ['E-mail', p.senderEmail],
          ],
        },
        { type: 'heading', text: 'Message' },
        ...p.message.split(/\n{2,}/).map((text): Block => ({ type: 'paragraph', text })),
        { type: 'button', label: `Reply to ${p.senderName}`, url: link },
      ],
      link,
    };
  },
  'payout-account-active': (p, ctx) => {
    const link = payoutsLink(ctx.baseUrl);
    return {
      subject: `${ctx.shopName}: your payout account is active`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Your payout account is active, so shoppers can now buy your listings on ${ctx.shopName}.`,
        },
        {
          type: 'paragraph',
          text: 'We pay your earnings from each paid order into it, after our fee.',
        },
        { type: 'button', label: 'View your payout account', url: link },
      ],
      link,
    };
  },
  'return-update': (p, ctx) => {
    const link = returnRequestLink(ctx.baseUrl, p.requestId);
    const state = RETURN_MESSAGES.statuses[p.status];
    const facts: [string, string][] = [
      ['Item', p.productName],
      ['Quantity', String(p.quantity)],
      ['Status', state],
    ];
    if (p.outcome !== null) facts.push(['Decision', RETURN_MESSAGES.outcomes[p.outcome]]);
    if (p.refundedPence > 0) facts.push(['Refund', formatPence(p.refundedPence)]);
    if (p.note !== '')
      facts.push([p.status === 'resolved' || p.status === 'declined' ? 'Reason' : 'Note', p.note]);
    return {
      subject: `${ctx.shopName}: return request #${p.requestId} (order #${p.orderId}): ${state}`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: returnUpdateText(p) },
        { type: 'facts', facts },
        { type: 'button', label: 'View the return request', url: link },
      ],
      link,
    };
  },
  'moderation-notice': (p, ctx) => {
    const link = `${ctx.baseUrl}/contact`;
    return {
      subject: `${ctx.shopName}: ${moderationSubject(p.decision, p.kind)}`,
      name: p.name,
      blocks: [
        { type: 'paragraph', text: moderationText(p.decision, p.kind, p.subject, ctx.shopName) },
        { type: 'facts', facts: [['Reason', p.reason]] },
        {
          type: 'paragraph',
          text: 'If you think this is a mistake, reply through our contact page and tell us why.',
        },
        { type: 'button', label: 'Contact us', url: link },
      ],
      link,
    };
  },
  'report-outcome': (p, ctx) => {
    const link = ctx.baseUrl;
    const what =
      p.subject === ''
        ? `the ${REPORT_MESSAGES.kinds[p.kind]}`
        : `the ${REPORT_MESSAGES.kinds[p.kind]} '${p.subject}'`;
    return {
      subject: `${ctx.shopName}: the outcome of your report #${p.reportId}`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text:
            p.decision === 'dismiss'
              ? `Thank you for reporting ${what}. Our team looked at it and found it within our rules, so it stays up.`
              : `Thank you for reporting ${what}. Our team looked at it and acted: ${REPORT_OUTCOMES[p.decision]}.`,
        },
        { type: 'paragraph', text: 'We do not tell the person you reported who reported them.' },
      ],
      link,
    };
  },
  'rating-received': (p, ctx) => {
    const link = ratingLink(ctx.baseUrl, p.orderId, p.role);
    const blocks: Block[] = [
      {
        type: 'paragraph',
        text: `${p.authorName} has rated you for order #${p.orderId}. Their rating is now shown to you${p.role === 'seller' ? ' and on your seller page' : ''}.`,
      },
      {
        type: 'facts',
        facts: [
          ['Stars', RATING_MESSAGES.panel.starsOutOf(p.stars)],
          ['Comment', p.comment],
        ],
      },
    ];
    if (p.canReply)
      blocks.push({
        type: 'paragraph',
        text: 'You may reply to it once, publicly, from the order in My sales. A reply cannot be changed.',
      });
    blocks.push({ type: 'button', label: 'See the rating', url: link });
    return {
      subject: `${ctx.shopName}: ${p.authorName} has rated you (order #${p.orderId})`,
      name: p.name,
      blocks,
      link,
    };
  },
  'rating-reminder': (p, ctx) => {
    const link = ratingLink(ctx.baseUrl, p.orderId, p.role);
    const whom = p.role === 'buyer' ? 'the seller' : 'the buyer';
    return {
      subject: `${ctx.shopName}: how did order #${p.orderId} go? Rate ${whom}`,
      name: p.name,
      blocks: [
        {
          type: 'paragraph',
          text: p.otherRated
            ? `${p.otherName} has rated you for order #${p.orderId}. Rate them too to see their rating.`
            : `Order #${p.orderId} was delivered a few days ago. Tell other shoppers how it went with ${p.otherName}.`,
        },
        {
          type: 'paragraph',
          text: `You can rate until ${formatDeadline(p.rateBy)}. Neither of you sees the other's rating until both are in or the time is up.`,
        },
        { type: 'button', label: `Rate ${whom}`, url: link },
      ],
      link,
    };
  },
};

/** What each decision did, as a reporter reads it. */
const REPORT_OUTCOMES: Record<Exclude<ReportDecision, 'dismiss'>, string> = {
  hide_review: 'the review is hidden',
  suspend_listing: 'the listing is suspended',
  deactivate_user: 'the account is deactivated',
  hide_rating: 'the rating is hidden',
};

/** The subject line of a 'moderation-notice'. */
function moderationSubject(decision: ReportDecision, kind: ReportTargetKind): string {
  switch (decision) {
    case 'hide_review':
      return 'your review has been hidden';
    case 'suspend_listing':
      return 'your listing has been suspended';
    case 'deactivate_user':
      return 'your account has been deactivated';
    case 'hide_rating':
      return 'your rating has been hidden';
    case 'dismiss':
      return kind === 'user'
        ? 'reports about your account'
        : `reports about your ${REPORT_MESSAGES.kinds[kind]}`;
  }
}

/** The first paragraph of a 'moderation-notice'. */
function moderationText(
  decision: ReportDecision,
  kind: ReportTargetKind,
  subject: string,
  shopName: string,
): string {
  switch (decision) {
    case 'hide_review':
      return `Our team has hidden your review of '${subject}': shoppers no longer see it, and it no longer counts towards the product's rating.`;
    case 'suspend_listing':
      return `Our team has suspended your listing '${subject}': it is off sale until we lift the suspension. You cannot lift it yourself.`;
    case 'deactivate_user':
      return `Our team has deactivated your ${shopName} account: you are signed out and cannot sign in, and your listings are off sale.`;
    case 'hide_rating':
      return `Our team has hidden your rating on ${subject}: nobody else sees it any more, and it no longer counts in anyone's figures.`;
    case 'dismiss':
      return kind === 'user'
        ? 'Someone reported your account to our team. We looked at it and took no action.'
        : `Someone reported your ${REPORT_MESSAGES.kinds[kind]} '${subject}' to our team. We looked at it and took no action.`;
  }
}

/**
 * Renders `notification` as a message: subject, plain text and HTML from the kind's one template,
 * the recipient and the main link. Throws when the payload lacks what its template reads.
 */
export function renderNotification(notification: Notification, context: RenderContext): RenderedMail {
  const ctx: Required<RenderContext> = { shopName: SHOP_NAME, ...context };
  // The mapped `templates` object pairs each kind with its payload type.
  const template = templates[notification.kind] as (
    payload: Notification['payload'],
    ctx: Required<RenderContext>,
  ) => MailDocument;
  const doc = template(notification.payload, ctx);
  return {
    to: notification.payload.to,
    subject: doc.subject,
    text: renderText(doc, ctx.shopName),
    html: renderHtml(doc, ctx.shopName),
    link: doc.link,
  };
}
