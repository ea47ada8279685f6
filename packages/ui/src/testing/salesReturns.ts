/**
 * Return requests for the seller's and staff's stories and tests (decision 067): shaped the way the
 * API sends them (GET /returns/?role=seller, GET /admin/disputes/), with their history.
 */
import { sampleProducts } from '@shop/sample-catalogue';
import {
  toPence,
  toPounds,
  type ReturnEvent,
  type ReturnRequest,
  type ReturnStatusCode,
} from '@shop/contract';
import { sampleBuyer, sampleSeller } from './fixtures.ts';

/** The buyer's photos of a story request: sample product pictures stand in for them. */
export const samplePhotos = [sampleProducts[23]!.imageUrl, sampleProducts[24]!.imageUrl];

/**
 * A return request for stories: `quantity` units of sample product `productIndex`, asked on
 * 2026-03-02 with an answer deadline three days on, in `status` ('requested' by default), with
 * only its creation in its history unless `overrides.events` says more.
 */
export function returnRequestOf(
  id: number,
  productIndex: number,
  quantity: number,
  overrides: Partial<ReturnRequest> = {},
): ReturnRequest {
  const product = sampleProducts[productIndex]!;
  const unit = product.salePrice ?? product.price;
  const status: ReturnStatusCode = overrides.status ?? 'requested';
  const created: ReturnEvent = {
    id: id * 10 + 1,
    actor: sampleBuyer,
    role: 'buyer',
    from_status: null,
    to_status: 'requested',
    note: overrides.note ?? '',
    created_at: '2026-03-02T10:15:00.000Z',
  };
  return {
    id,
    order_id: 40 + id,
    order_item_id: (40 + id) * 100 + 1,
    product_id: product.id,
    product_name: product.name,
    image_url: product.imageUrl,
    quantity,
    unit_price: unit,
    reason: 'damaged',
    note: '',
    photos: [],
    status,
    buyer: sampleBuyer,
    seller: sampleSeller,
    respond_by: status === 'requested' ? '2026-03-05T10:15:00.000Z' : null,
    keep_item: null,
    return_address: null,
    decline_reason: null,
    return_carrier: null,
    return_tracking_number: null,
    amount: toPounds(toPence(unit) * quantity),
    refunded_amount: 0,
    decision: null,
    created_at: '2026-03-02T10:15:00.000Z',
    updated_at: '2026-03-02T10:15:00.000Z',
    events: [created],
    ...overrides,
  };
}
