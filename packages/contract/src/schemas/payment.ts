/**
 * The payment page's lines (spec section 3; decision 046).
 */
import * as z from 'zod/mini';
import { Id, Pounds } from './common.ts';

/**
 * One image of a payment line (decision 046): its id, address and place in the product's display
 * order (from 0; the first is the main image). The shape older clients read on the payment page.
 */
export const PaymentImage = z.object({ id: Id, url: z.string(), order: z.int().check(z.gte(0)) });
export type PaymentImage = z.infer<typeof PaymentImage>;

/**
 * A payment line (spec section 3): `price` is the charged unit price, `original_price` the list
 * price; `image_url` the first image (null without one) and `images` all of the product's images
 * in display order (paymentImagesOf, decision 046; empty without one).
 */
export const PaymentItem = z.object({
  id: Id,
  product_id: Id,
  name: z.string(),
  price: Pounds,
  original_price: Pounds,
  quantity: z.int(),
  subtotal: Pounds,
  image_url: z.nullable(z.string()),
  images: z.array(PaymentImage),
});
export const PaymentDetails = z.object({
  total_amount: Pounds,
  item_count: z.int(),
  items: z.array(PaymentItem),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;
