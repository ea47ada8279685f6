import { CART_SUMMARY_DESCRIPTION_CHARS, truncate, type CartItem } from '@shop/contract';
import { cx } from '../cx.ts';
import { Price } from '../Price/index.ts';
import * as styles from './CartSummary.css.ts';

/** Props of {@link CartSummary}: the cart lines and the cart total in pounds (the server's `total_price`). */
export type CartSummaryProps = {
  items: readonly CartItem[];
  /** Cart total in pounds, as the server computed it. */
  totalPrice: number;
  className?: string;
};

/**
 * The cart's summary table (spec section 2, cart): one row per line with name, description cut to
 * CART_SUMMARY_DESCRIPTION_CHARS (50) characters, quantity and price (the line's `line_total`; the
 * unit price `unit_price` under it when more than one), and a total row. It computes no price.
 */
export function CartSummary({ items, totalPrice, className }: CartSummaryProps) {
  return (
    <div className={cx(styles.root, className)}>
      <table className={styles.table}>
        <caption className={styles.caption}>Summary</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              Name
            </th>
            <th scope="col" className={styles.headCell}>
              Description
            </th>
            <th scope="col" className={cx(styles.headCell, styles.numeric)}>
              Quantity
            </th>
            <th scope="col" className={cx(styles.headCell, styles.numeric)}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={styles.cell}>
                {item.product.name}
              </th>
              <td className={styles.cell}>
                {truncate(item.product.description, CART_SUMMARY_DESCRIPTION_CHARS)}
              </td>
              <td className={cx(styles.cell, styles.numeric)}>{item.quantity}</td>
              <td className={cx(styles.cell, styles.numeric)}>
                <Price value={item.line_total} />
                {item.quantity > 1 ? (
                  <span className={styles.unit}>
                    {item.quantity} × <Price value={item.unit_price} className={styles.unitValue} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={3} className={styles.cell}>
              Total
            </th>
            <td className={cx(styles.cell, styles.numeric)}>
              <Price value={totalPrice} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
