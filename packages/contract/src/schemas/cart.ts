/**
 * What a shopper keeps (spec section 3): the cart with its lines, and bookmarks.
 */
import * as z from 'zod/mini';
import { Id, Pounds } from './common.ts';
import { Product, ProductImage } from './catalogue.ts';

/**
 * A cart line: `unit_price` is what one unit costs now (the product's `salePrice ?? price`, as
 * the server charges it) and `line_total` is unit_price x quantity, summed in pence.
 * `total_price` is the same amount under the name the original API sent (pounds, a number, like
 * the cart's `total_price`; decision 046), kept for older clients.
 */
export const CartItem = z.object({
  id: Id,
  product: Product,
  quantity: z.int().check(z.gte(1)),
  unit_price: Pounds,
  line_total: Pounds,
  total_price: Pounds,
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  item_count: z.int(),
  total_price: Pounds,
});
export type Cart = z.infer<typeof Cart>;

/**
 * A bookmark (spec section 3) with what my-bookmarks shows of the product: `price` is the list
 * price and `salePrice` the price charged when discounted (the Product's, decision 019: show
 * `salePrice ?? price`, `price` struck through when set; decision 047).
 */
export const Bookmark = z.object({
  id: Id,
  product: z.object({
    id: Id,
    name: z.string(),
    price: Pounds,
    salePrice: z.nullable(Pounds),
    images: z.array(ProductImage),
  }),
});
export type Bookmark = z.infer<typeof Bookmark>;
