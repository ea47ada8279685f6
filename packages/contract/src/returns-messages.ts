/**
 * The texts of returns, refunds and disputes (decision 067; our wording): the API's refusals, and
 * the words of the screens (My orders, My sales, the back office, the Returns & Exchanges page).
 * Apart from MESSAGES, which is one object in the home route's bundle: only the lazy routes that
 * show returns load these. Plain data, and small functions that fill a number in.
 */
import type { ReturnParty, ReturnReasonCode, ReturnStatusCode } from './return-states.ts';
import { RETURNS_DEFAULT_ERRORS } from './returns-default-errors.ts';

/** `pence` as the shop writes money: '£1,234.50' (en-GB, 2 decimals); '-£1.00' below 0. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  const pounds = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}£${pounds}.${(abs % 100).toString().padStart(2, '0')}`;
}

export const RETURN_MESSAGES = {
  ...RETURNS_DEFAULT_ERRORS,

  /** The reasons a buyer picks from (RETURN_REASONS). */
  reasons: {
    damaged: 'Arrived damaged',
    not_as_described: 'Not as described',
    wrong_item: 'Wrong item sent',
    changed_mind: 'Changed my mind',
    other: 'Something else',
  } satisfies Record<ReturnReasonCode, string>,

  /** Each state as buyers, sellers and staff read it (RETURN_STATUSES). */
  statuses: {
    requested: 'Waiting for the seller',
    accepted: 'Accepted: send it back',
    declined: 'Declined by the seller',
    in_transit: 'On its way back',
    received: 'Received by the seller',
    refunded: 'Refunded',
    escalated: 'With our team',
    resolved: 'Decided by our team',
  } satisfies Record<ReturnStatusCode, string>,

  /** Who made a step, in a request's history. */
  parties: {
    buyer: 'Buyer',
    seller: 'Seller',
    staff: 'Shop team',
    system: 'Shop',
  } satisfies Record<ReturnParty, string>,

  /** The notes of the steps the shop takes itself (party 'system'), as a request's history shows them. */
  systemNotes: {
    /** The refund that follows 'received', or 'accepted' with the item kept. */
    refunded: (pence: number) => `refund of ${formatPence(pence)}`,
    /** The escalation of a request the seller did not answer within RETURN_RESPONSE_DAYS. */
    escalated: 'the seller did not answer in time',
  },

  /** Staff decisions on a dispute (DisputeOutcome). */
  outcomes: {
    refund_full: 'Full refund',
    refund_partial: 'Partial refund',
    decline: 'No refund',
  } as const,

  // ---- seller: My sales (its Returns section, a sale's refunded amounts, the Refund dialog) ----
  /**
   * The seller's screens: My sales' Returns section, what a sale shows once refunded, and the
   * Refund dialog (a refund without a return), which the back office's orders use too.
   */
  seller: {
    returnsTitle: 'Returns',
    returnsIntro:
      'Requests waiting for you come first. Answer each by its deadline: after it, our team decides.',
    returnsCaption: 'Return requests on your sales',
    returnsEmpty: 'No one has asked to return anything they bought from you.',
    returnsLoading: 'Loading return requests',
    returnsPages: 'Return requests pages',
    columns: {
      product: 'Product',
      buyer: 'Buyer',
      quantity: 'Quantity',
      reason: 'Reason',
      state: 'State',
      deadline: 'Answer by',
      open: 'Request',
    },
    /** A request the seller has to move next (returnMovesFor(status, 'seller') is not empty). */
    waitingForYou: 'Your move',
    noDeadline: '—',
    openLink: 'Open',
    openLabel: (id: number, product: string) => `Open return request #${id}: ${product}`,

    /** A sale's money once something was refunded (Order.refunded_amount). */
    refundedLabel: 'Refunded',
    paidLabel: 'Paid in the end',
    lineRefunded: (amount: string) => `Refunded ${amount}`,

    /** The Refund dialog: a refund without a return (POST /orders/{id}/refunds/). */
    refundButton: 'Refund',
    refundLabel: (orderId: number) => `Refund order #${orderId}`,
    refundDescription: (left: string) =>
      `Give the buyer back part or all of what they paid, without a return. Up to ${left} can still be refunded.`,
    amountLabel: 'Amount (£)',
    amountHint: (left: string) => `Up to ${left}.`,
    reasonLabel: 'Reason (the buyer reads it)',
    reasonRequired: 'Give the reason the buyer will read.',
    refundConfirm: 'Refund',
    refunding: 'Refunding...',
    cancel: 'Cancel',
    refundedText: (orderId: number, amount: string) => `Refunded ${amount} on order #${orderId}.`,
  },

  // ---- staff: the back office's Disputes panel and a refund from its orders ----
  /** The back office: the Disputes tab (the queue, a dispute's thread, the decision) and the orders' Refund. */
  staff: {
    disputesTab: 'Disputes',
    disputesTitle: 'Disputes',
    disputesIntro:
      'Return requests the seller did not answer in time, or that the buyer escalated, oldest first. Read the whole thread, then decide.',
    showDecided: 'Show decided disputes instead',
    openEmpty: 'No disputes are waiting for a decision.',
    decidedEmpty: 'No disputes have been decided yet.',
    loading: 'Loading disputes',
    pages: 'Disputes pages',
    columns: {
      request: 'Request',
      order: 'Order',
      parties: 'Buyer and seller',
      amount: 'Amount',
      reason: 'Reason',
      since: 'With our team since',
      outcome: 'Decision',
      thread: 'Thread',
    },
    openThread: 'Open',
    openThreadLabel: (id: number) => `Open dispute #${id}`,
    threadTitle: (id: number, product: string) => `Dispute #${id}: ${product}`,
    threadDescription: 'The request, both sides’ notes, the photos, the return parcel and every step so far.',
    facts: {
      order: 'Order',
      product: 'Product',
      quantity: 'Quantity',
      amount: 'Amount asked',
      refunded: 'Refunded',
      buyer: 'Buyer',
      seller: 'Seller',
      reason: 'Reason',
      note: 'Buyer’s note',
      declineReason: 'Seller’s reason for declining',
      tracking: 'Return parcel',
      returnAddress: 'Return address',
      state: 'State',
    },
    noNote: 'No note.',
    notDeclined: 'The seller did not decline.',
    notShipped: 'Not sent back.',
    noSeller: 'No longer on the shop',
    photosTitle: 'Photos',
    noPhotos: 'The buyer sent no photos.',
    photoLabel: (n: number, total: number) => `Buyer’s photo ${n} of ${total} (opens in a new tab)`,
    historyTitle: 'History',
    /** One step of the history: who moved it, and from what state to what. */
    stepText: (from: string | null, to: string) =>
      from === null ? 'Opened the request' : `From “${from}” to “${to}”`,
    decisionTitle: 'Decision',
    outcomeLabel: 'Outcome',
    outcomeRequired: 'Choose an outcome.',
    fullRefundHint: (amount: string) => `Refunds the whole request: ${amount}.`,
    partialAmountLabel: 'Amount to refund (£)',
    partialAmountHint: (max: string) => `Up to ${max}, the request’s amount.`,
    decisionReasonLabel: 'Reason (the buyer and the seller read it)',
    decisionReasonRequired: 'Give the reason for your decision.',
    decide: 'Record decision',
    deciding: 'Recording...',
    close: 'Close',
    decidedText: (id: number, outcome: string) => `Dispute #${id} decided: ${outcome}.`,
    /** A decision in words: 'Partial refund of £5.00'; 'No refund' has no amount. */
    decisionSummary: (outcome: string, amount: string | null) =>
      amount === null ? outcome : `${outcome} of ${amount}`,
    decidedOn: (date: string) => `Decided ${date}`,
    refundColumn: 'Refund',
  },

  /** The API's refusals (400 unless said; 403 for the wrong party, 409 for the wrong state). */
  errors: {
    /** 409: the order is not delivered (or was never marked delivered). */
    notDelivered: 'Only a delivered order can be returned.',
    /** 409: the return window has closed. */
    windowClosed: (days: number) => `The ${days}-day return window for this order has closed.`,
    /** 409: another request on the same line is open (OPEN_RETURN_STATUSES). */
    openRequest: 'This item already has a return request in progress.',
    /** 409: every unit of the line was already returned or refunded in full. */
    nothingLeft: 'Every unit of this item has already been returned or refunded.',
    /** 409: staff have decided a dispute on the line; their decision is final. */
    decided: 'Our team has already decided a dispute on this item, and that decision is final.',
    /** 400: quantity outside 1..what is left. */
    tooMany: (left: number) =>
      left === 1 ? 'You can return 1 of this item.' : `You can return 1 to ${left} of this item.`,
    /** 400: the line is not part of the order. */
    unknownLine: 'This item is not part of the order.',
    /** 400: more photos than MAX_RETURN_PHOTOS, or a file that is not an image. */
    photos: (max: number) => `Add up to ${max} photos (JPEG, PNG, WebP, GIF or AVIF).`,
    /** 409: the step does not follow from the request's state for this party. */
    moveRefused: (from: string, to: string) =>
      `A return request that is ${from.replace(/_/g, ' ')} cannot be moved to ${to.replace(/_/g, ' ')}.`,
    /** 403: the caller is not the party the step belongs to. */
    notYourStep: 'Only the buyer, the seller or our team can take this step, each their own.',
    /** 403: the caller is neither the buyer, the seller nor staff. */
    notYours: 'This return request is not yours.',
    /** 400: accepting with a return, without an address. */
    returnAddressRequired: 'Give the address the item should be sent back to, or let the buyer keep it.',
    /** 400: an amount that is not a positive number of pence. */
    refundAmount: 'Enter an amount above £0.00 with at most 2 decimals.',
    /** 409: more than may still be refunded. */
    refundTooLarge: (leftPence: number) => `At most ${formatPence(leftPence)} can still be refunded.`,
    /** 409: a refund of an order that was never paid or was cancelled. */
    notRefundable: 'This order cannot be refunded: it was not paid or has already been refunded in full.',
    /** 403: a refund of an order of another seller. */
    notYourOrder: 'Only the seller of this order or our team can refund it.',
    /** 403: staff deciding a dispute on an order they bought or sold. */
    ownDispute: 'You cannot decide a dispute on an order you bought or sold.',
    /** 400: a partial refund without an amount. */
    amountRequired: 'Enter the amount to refund.',
  },

  // ---------------------------------------------------------------------------------------------
  // buyer: the buyer's screens (My orders' return dialog, refunds on an order) and the return
  // request's page that buyer and seller share (/return-requests/{id}: the request, its history,
  // each side's steps).
  // ---------------------------------------------------------------------------------------------
  buyer: {
    /** My orders: an order's facts beside its amount (total). */
    refundedLabel: 'Refunded',
    paidLabel: 'Paid',
    /** My orders: a line with something refunded on it. */
    lineRefunded: (amount: string) => `Refunded ${amount}`,
    /** My orders: a line's return request, linking to its page. */
    lineStatus: (status: string) => `Return: ${status}`,

    /** The button on a line that may be asked back, and the dialog it opens. */
    ask: 'Return or report a problem',
    askLabel: (product: string) => `Return or report a problem: ${product}`,
    dialogTitle: 'Return or report a problem',
    dialogDescription: (product: string, orderId: number, returnBy: string) =>
      `${product}, order #${orderId}. You can ask until ${returnBy}. The seller answers within a few days; if they do not, our team steps in.`,
    quantityLabel: 'How many',
    reasonLabel: 'What is the problem?',
    reasonPlaceholder: 'Choose a reason',
    reasonRequired: 'Choose what the problem is.',
    noteLabel: 'Tell the seller more (optional)',
    noteHint: 'What is wrong with it? The seller reads this, and our team too if they are asked to decide.',
    photosLabel: 'Photos (optional)',
    photosHint: (max: number) => `Up to ${max} photos, JPEG, PNG, WebP, GIF or AVIF, 5 MB each.`,
    photoAlt: (n: number, name: string) => `Photo ${n}: ${name}`,
    removePhoto: 'Remove',
    removePhotoLabel: (n: number, name: string) => `Remove photo ${n}: ${name}`,
    photoTooLarge: 'Each photo must be 5 MB or smaller.',
    send: 'Send request',
    sending: 'Sending...',
    cancel: 'Cancel',

    /** The return request's page. */
    pageTitle: (id: number | null) => (id === null ? 'Return request' : `Return request #${id}`),
    loading: 'Loading the return request',
    notFound: 'We could not find this return request.',
    backToOrders: 'Back to My orders',
    backToSales: 'Back to My sales',
    statusLabel: 'Status',
    respondBy: (date: string) => `The seller answers by ${date}; after that, our team steps in.`,
    detailsHeading: 'The request',
    productLabel: 'Item',
    orderLabel: 'Order',
    orderNumber: (id: number) => `#${id}`,
    buyerLabel: 'Buyer',
    sellerLabel: 'Seller',
    quantityFact: 'Quantity',
    reasonFact: 'Reason',
    noteFact: 'Note',
    noNote: 'No note.',
    photosFact: 'Photos',
    photoLink: (n: number) => `Photo ${n} from the buyer (opens the full size)`,
    amountFact: 'Refund if returned',
    refundedFact: 'Refunded',
    requestedFact: 'Asked on',
    answerFact: 'The seller’s answer',
    keepItem: 'Refunded without a return: the buyer keeps the item.',
    returnAddressFact: 'Send it back to',
    declineReasonFact: 'The seller’s reason',
    carrierFact: 'Carrier',
    trackingFact: 'Tracking number',
    decisionFact: 'Our team’s decision',
    decisionText: (outcome: string, amount: string, reason: string) => `${outcome} (${amount}). ${reason}`,

    /** The history of the request. */
    historyHeading: 'History',
    historyAsked: 'Return requested',
    historyBy: (party: string, name: string | null) => (name ? `${party}, ${name}` : party),

    /** The viewer's steps (returnMovesFor of their side). */
    stepsHeading: 'Your next step',
    waitingSeller: 'Nothing to do for now: the seller answers next.',
    waitingBuyer: 'Nothing to do for now: the buyer sends it back next.',
    waiting: 'Nothing to do for now.',
    waitingTeam:
      'Our team is looking at this request and will decide. Both of you are e-mailed the decision.',
    closed: 'This request is closed.',
    stepDone: (status: string) => `Saved. This request is now: ${status}.`,
    saving: 'Saving...',

    /** Buyer: send it back. */
    shipHeading: 'Send it back',
    shipIntro: 'Send the item to the address above with a tracked service, then give the tracking here.',
    carrierLabel: 'Carrier',
    trackingLabel: 'Tracking number',
    carrierRequired: 'Enter the carrier.',
    trackingRequired: 'Enter the tracking number.',
    shipSubmit: 'Confirm sent',

    /** Buyer: ask our team to decide. */
    escalateHeading: 'Ask our team to decide',
    escalateIntroDeclined:
      'If you think the seller is wrong to decline, our team reads both sides and decides.',
    escalateIntroTransit: 'If the seller does not confirm that your parcel came back, our team can decide.',
    escalateNoteLabel: 'What should our team know?',
    escalateNoteRequired: 'Tell our team what happened.',
    escalateSubmit: 'Ask our team',

    /** Seller: accept. */
    acceptHeading: 'Accept',
    acceptHow: 'How should the buyer return it?',
    acceptReturn: 'Send it back to me',
    acceptKeep: (amount: string) => `Refund ${amount} without a return: the buyer keeps it`,
    returnAddressLegend: 'Return address',
    acceptNoteLabel: 'Note to the buyer (optional)',
    acceptSubmit: 'Accept',
    acceptKeepSubmit: (amount: string) => `Accept and refund ${amount}`,

    /** Seller: decline. */
    declineHeading: 'Decline',
    declineReasonLabel: 'Your reason (the buyer reads it)',
    declineReasonRequired: 'Give the buyer your reason.',
    declineSubmit: 'Decline',

    /** Seller: mark received. */
    receiveHeading: 'Mark received',
    receiveIntro: (amount: string) =>
      `Once the parcel is back with you, mark it received: the buyer is refunded ${amount} at once.`,
    receiveSubmit: 'Mark received',
    receiveConfirmTitle: 'Mark the item received?',
    receiveConfirmText: (amount: string) => `The buyer is refunded ${amount}. This cannot be undone.`,
    receiveCancel: 'Not yet',
  },
} as const;
