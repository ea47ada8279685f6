import { useId } from 'react';
import { Trash2, TriangleAlert } from 'lucide-react';
import { cartLineProblem, cartLineProblemText, type CartItem } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { Link } from '../Link/index.ts';
import { Price } from '../Price/index.ts';
import { ProductPrice } from '../ProductPrice/index.ts';
import { ProductImage } from '../ProductImage/index.ts';
import { SelectField, type SelectOption } from '../SelectField/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { productHref } from '../ProductCard/hrefs.ts';
import { visuallyHidden } from '../shared.css.ts';
import { breakpoints } from '../../theme/theme.css.ts';
import * as styles from './CartLine.css.ts';

/** Props of {@link CartLine}. */
export type CartLineProps = {
  /** The cart line (id, product, quantity, unit_price, line_total) as the server sends it. */
  item: CartItem;
  /** 1-based position of the line in the cart list (spec section 2: "position number"). */
  position: number;
  /**
   * True while this line is being removed or updated: its controls are disabled, yet keep focus
   * (`aria-disabled`, presses ignored) so a keyboard user is not sent back to the top (decision 029).
   */
  busy?: boolean;
  /** Called with the cart line id (not the product id) when the remove button is pressed. */
  onRemove: (itemId: number) => void;
  /** Called with the cart line id and the chosen quantity; without it the quantity shows as text. */
  onQuantityChange?: (itemId: number, quantity: number) => void;
};

/**
 * The quantity choices of a line: 1..itemsInStock (spec section 9), widened to include the
 * line's current quantity so the select never shows a value it does not offer.
 */
export function quantityOptions(itemsInStock: number, current: number): SelectOption[] {
  const max = Math.max(itemsInStock, current, 1);
  return Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
}

/**
 * One line of the cart (spec section 2, cart): position number, image, name (a link to the
 * product), description, unit price (the line's `unit_price`, with the product's list price struck
 * through when it differs, decision 019), quantity (a select 1..itemsInStock when
 * `onQuantityChange` is given), line total (the server's `line_total`) and a remove button named
 * 'Remove {name}' (`data-focus-key="remove"`: CartScreen moves focus to the next line's remove button
 * when this line goes). A line that cannot be paid for as it is (contract cartLineProblem, decision
 * 047: no longer on sale, sold out, or beyond the stock) is flagged with what to do: 'No longer
 * available: remove it...', 'Sold out: remove it...' or 'Only 3 left: lower the quantity...',
 * which describes the quantity select and the remove button. Renders an `<li>`; it computes no price.
 */
export function CartLine({ item, position, busy = false, onRemove, onQuantityChange }: CartLineProps) {
  const { product } = item;
  const nameId = useId();
  const problemId = useId();
  const problem = cartLineProblem(product, item.quantity);
  const describedBy = problem ? problemId : undefined;
  return (
    <li
      className={cx(styles.root, problem && styles.flagged)}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
    >
      <span className={styles.position}>
        <span className={visuallyHidden}>Item </span>
        {position}
      </span>
      <ProductImage
        className={styles.image}
        src={product.images[0]?.image_url ?? product.imageUrl}
        alt={product.name}
        width={96}
        height={96}
        sizes={`(min-width: ${breakpoints.md}px) 96px, 72px`}
      />
      <div className={styles.details}>
        <h2 id={nameId} className={styles.name}>
          <Link href={productHref(product.id)}>{product.name}</Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
        <span className={styles.unitPrice}>
          Price: <ProductPrice value={item.unit_price} listPrice={product.price} />
        </span>
        {problem ? (
          <p id={problemId} className={styles.problem}>
            <TriangleAlert aria-hidden="true" size={16} className={styles.problemIcon} />
            {cartLineProblemText(problem)}
          </p>
        ) : null}
      </div>
      <div className={styles.controls}>
        {onQuantityChange ? (
          <SelectField
            className={styles.quantity}
            label="Quantity"
            aria-label={`Quantity of ${product.name}`}
            options={quantityOptions(product.itemsInStock, item.quantity)}
            value={String(item.quantity)}
            aria-disabled={busy || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              if (!busy) onQuantityChange(item.id, Number(event.target.value));
            }}
          />
        ) : (
          <p className={styles.quantityText}>Quantity: {item.quantity}</p>
        )}
        <p className={styles.lineTotal}>
          Total
          <Price className={styles.lineTotalValue} value={item.line_total} />
        </p>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Remove ${product.name}`}
          aria-describedby={describedBy}
          disabled={busy}
          focusableWhenDisabled
          data-focus-key="remove"
          onClick={() => onRemove(item.id)}
        >
          {busy ? <Spinner label={`Removing ${product.name}`} /> : <Trash2 aria-hidden="true" size={16} />}
          Remove
        </Button>
      </div>
    </li>
  );
}
