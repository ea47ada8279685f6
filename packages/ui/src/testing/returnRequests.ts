/**
 * Return requests (decision 067) for stories and tests only, shaped as the server sends them: one
 * on the first line of a delivered story order, its history grown one step per state so each
 * state of the request page can be shown as it would arrive.
 */
import {
  returnRespondBy,
  toPence,
  toPounds,
  type ReturnEvent,
  type ReturnRequest,
  type ReturnStatusCode,
} from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { sampleAddress, sampleBuyer, sampleSeller } from './fixtures.ts';

const product = sampleProducts[3]!;
const unit = product.salePrice ?? product.price;

/** When the story request was made (the story order was delivered the day before). */
export const REQUESTED_AT = '2026-03-10T09:30:00.000Z';

const at = (hours: number) => new Date(Date.parse(REQUESTED_AT) + hours * 3_600_000).toISOString();

/** The story request as asked: 1 unit, damaged, a note and two photos, waiting for the seller. */
export const requestedReturn: ReturnRequest = {
  id: 41,
  order_id: 1,
  order_item_id: 101,
  product_id: product.id,
  product_name: product.name,
  image_url: product.images[0]?.image_url ?? product.imageUrl,
  quantity: 1,
  unit_price: unit,
  reason: 'damaged',
  note: 'The lid arrived cracked along one side; the box was dented too.',
  photos: [sampleProducts[3]!.images[0]!.image_url, sampleProducts[4]!.images[0]!.image_url],
  status: 'requested',
  buyer: sampleBuyer,
  seller: sampleSeller,
  respond_by: returnRespondBy(new Date(REQUESTED_AT)).toISOString(),
  keep_item: null,
  return_address: null,
  decline_reason: null,
  return_carrier: null,
  return_tracking_number: null,
  amount: unit,
  refunded_amount: 0,
  decision: null,
  created_at: REQUESTED_AT,
  updated_at: REQUESTED_AT,
  events: [
    {
      id: 1,
      actor: sampleBuyer,
      role: 'buyer',
      from_status: null,
      to_status: 'requested',
      note: 'The lid arrived cracked along one side; the box was dented too.',
      created_at: REQUESTED_AT,
    },
  ],
};

/** One more step of `request`'s history: from its status to `to`, `hours` after it was asked. */
function step(
  request: ReturnRequest,
  to: ReturnStatusCode,
  hours: number,
  event: Pick<ReturnEvent, 'role' | 'actor' | 'note'>,
  changes: Partial<ReturnRequest> = {},
): ReturnRequest {
  const created_at = at(hours);
  return {
    ...request,
    ...changes,
    status: to,
    updated_at: created_at,
    events: [
      ...request.events,
      { id: request.events.length + 1, from_status: request.status, to_status: to, created_at, ...event },
    ],
  };
}

const seller = { role: 'seller', actor: sampleSeller } as const;
const buyer = { role: 'buyer', actor: sampleBuyer } as const;

/** Accepted with a return: the address to send it back to. */
export const acceptedReturn = step(
  requestedReturn,
  'accepted',
  20,
  { ...seller, note: 'Sorry about that. Please send it back and I will refund you.' },
  { respond_by: null, keep_item: false, return_address: { ...sampleAddress, name: 'Sam Seller' } },
);

/** Declined by the seller, with a reason. */
export const declinedReturn = step(
  requestedReturn,
  'declined',
  26,
  { ...seller, note: 'The photos show wear from use, not damage in transit.' },
  { respond_by: null, decline_reason: 'The photos show wear from use, not damage in transit.' },
);

/** Sent back by the buyer, with carrier and tracking number. */
export const inTransitReturn = step(
  acceptedReturn,
  'in_transit',
  44,
  { ...buyer, note: 'Royal Mail RM123456785GB' },
  { return_carrier: 'Royal Mail', return_tracking_number: 'RM123456785GB' },
);

/** Received by the seller and refunded in the same step. */
export const refundedReturn = step(
  step(inTransitReturn, 'received', 96, { ...seller, note: '' }),
  'refunded',
  96,
  { role: 'system', actor: null, note: '' },
  { refunded_amount: unit },
);

/** Refunded at once, the buyer keeping the item. */
export const keptReturn = step(
  step(
    requestedReturn,
    'accepted',
    5,
    { ...seller, note: 'No need to send it back.' },
    {
      respond_by: null,
      keep_item: true,
    },
  ),
  'refunded',
  5,
  { role: 'system', actor: null, note: '' },
  { refunded_amount: unit },
);

/** Escalated by the buyer after a refusal. */
export const escalatedReturn = step(declinedReturn, 'escalated', 30, {
  ...buyer,
  note: 'It was unused: the crack was there when I opened the box.',
});

/** Decided by our team: half the price back. */
export const resolvedReturn = step(
  escalatedReturn,
  'resolved',
  72,
  {
    role: 'staff',
    actor: { id: 9, name: 'Priya N.' },
    note: 'Half the price back: the photos do not settle it.',
  },
  {
    refunded_amount: toPounds(Math.round(toPence(unit) / 2)),
    decision: {
      outcome: 'refund_partial',
      amount: toPounds(Math.round(toPence(unit) / 2)),
      reason: 'Half the price back: the photos do not settle it.',
    },
  },
);

/**
 * A small PNG photo named `name`, drawn in `colour` on a canvas (browser tests only): a real image,
 * so its preview shows as a picture.
 */
export async function photoFile(name: string, colour: string, size = 96): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = colour;
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#ffffff';
  context.fillRect(size / 4, size / 4, size / 2, size / 8);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas made no PNG');
  return new File([blob], name, { type: 'image/png' });
}
