import type { ComponentProps } from 'react';
import type { Product } from '@shop/contract';
import { formatPrice } from '../../format.ts';
import { cx } from '../cx.ts';
import { Price } from '../Price/index.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as styles from './ProductPrice.css.ts';

/** Props of {@link ProductPrice}: the charged `value` and the `listPrice`, both in pounds, and span props. */
export type ProductPriceProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** What the shopper pays, as the server sent it (`salePrice ?? price`, a cart line's `unit_price`). */
  value: number;
  /** The list price; shown struck through ('was £199.99') when it differs from `value`. */
  listPrice?: number | null;
};

/**
 * A price with its discount (decision 019): the charged price and, when the list price differs,
 * the list price struck through (`<s>`) with the hidden words 'was', so a screen reader hears
 * '£100.00 was £199.99'. It never computes a price: callers pass what the server sent.
 */
export function ProductPrice({ value, listPrice, className, ...props }: ProductPriceProps) {
  const discounted = listPrice !== undefined && listPrice !== null && listPrice !== value;
  return (
    <span className={cx(styles.root, className)} {...props}>
      <Price value={value} className={discounted ? styles.nowDiscounted : styles.now} />
      {discounted ? (
        <s className={styles.was}>
          <span className={visuallyHidden}>was </span>
          <Price value={listPrice} className={styles.wasValue} />
        </s>
      ) : null}
    </span>
  );
}

/** The price a product is sold at now: the server's `salePrice` when discounted, else `price`. */
export function chargedPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice ?? product.price;
}

/** The accessible text of a product's price, e.g. '£100.00, was £199.99' or '£12.50'. */
export function productPriceText(product: Pick<Product, 'price' | 'salePrice'>): string {
  const value = chargedPrice(product);
  return value === product.price
    ? formatPrice(value)
    : `${formatPrice(value)}, was ${formatPrice(product.price)}`;
}

/** Props of {@link ProductPriceOf}: a product (its `salePrice` and `price`) and span props. */
export type ProductPriceOfProps = Omit<ProductPriceProps, 'value' | 'listPrice'> & {
  product: Pick<Product, 'price' | 'salePrice'>;
};

/** {@link ProductPrice} of a product: shows `salePrice ?? price`, with `price` struck through when discounted. */
export function ProductPriceOf({ product, ...props }: ProductPriceOfProps) {
  return <ProductPrice value={chargedPrice(product)} listPrice={product.price} {...props} />;
}
