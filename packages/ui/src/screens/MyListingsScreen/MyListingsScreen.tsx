import type { Product } from '@shop/contract';
import { LISTING_MESSAGES, isActiveListing } from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { ConnectPayoutsNotice } from '../../components/ConnectPayoutsNotice/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './MyListingsScreen.css.ts';

/** Props of {@link MyListingsScreen}: the signed-in seller's products and the load state. */
export type MyListingsScreenProps = {
  /** The seller's own products (GET /customer-products/). */
  products: readonly Product[];
  /** True while the list loads; shows a spinner instead of the table. */
  loading: boolean;
  /** A load error message, shown as 'Error: {message}'. */
  error?: string | null;
  /**
   * False while the seller's payout account is not active (contract takesOrders, decision 059):
   * a notice says their listings cannot be bought until they connect payouts, with a link.
   * Undefined (not known yet) shows nothing.
   */
  takingOrders?: boolean | undefined;
};

/** Text of the empty state (spec section 2, my-listings). */
export const NO_LISTINGS_TEXT = 'You don\'t have any products yet. Click "new product" to add one.';

/**
 * The seller's listings (spec section 2, my-listings): heading 'Manage your product listings', a
 * 'new product' link to /add-product, the count of products and of active ones (in stock and not
 * suspended, contract `isActiveListing`), and a table (img, product name, buttons, active, sold)
 * with Edit (/edit-my-listing/{id}) and Delete (/delete-product/{id}) links per row. The sold
 * figure is the server's `product.itemsSold` (units in the seller's orders that are not
 * cancelled, decision 020), 0 when absent.
 */
export function MyListingsScreen({ products, loading, error, takingOrders }: MyListingsScreenProps) {
  const activeCount = products.filter(isActiveListing).length;
  return (
    <Container className={css.page}>
      <div className={css.header}>
        <h1 className={css.title}>Manage your product listings</h1>
        <Button asChild>
          <Link href="/add-product">new product</Link>
        </Button>
      </div>
      {takingOrders === false ? <ConnectPayoutsNotice /> : null}
      {loading ? (
        <Spinner label="Loading your products" />
      ) : error ? (
        <ErrorText message={error} />
      ) : (
        <>
          <ul className={css.counts} aria-label="Listing counts">
            <li className={css.count}>
              Products <span className={css.countValue}>{products.length}</span>
            </li>
            <li className={css.count}>
              Active products <span className={css.countValue}>{activeCount}</span>
            </li>
          </ul>
          {products.length === 0 ? (
            <EmptyState title={NO_LISTINGS_TEXT} />
          ) : (
            <div className={css.tableWrap} role="region" aria-label="Your product listings" tabIndex={0}>
              <table className={css.table}>
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>
                      img
                    </th>
                    <th scope="col" className={css.th}>
                      product name
                    </th>
                    <th scope="col" className={css.th}>
                      buttons
                    </th>
                    <th scope="col" className={css.th}>
                      active
                    </th>
                    <th scope="col" className={css.th}>
                      sold
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((product) => (
                    <ListingRow key={product.id} product={product} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Container>
  );
}

function ListingRow({ product }: { product: Product }) {
  const active = isActiveListing(product);
  return (
    <tr>
      <td className={css.td}>
        <ProductImage
          className={css.thumb}
          src={product.images[0]?.image_url}
          alt=""
          width={56}
          height={56}
        />
      </td>
      <th scope="row" className={`${css.td} ${css.name}`}>
        {product.name}
      </th>
      <td className={css.td}>
        <div className={css.actions}>
          <Button asChild variant="outline" size="sm">
            <Link href={`/edit-my-listing/${product.id}`} aria-label={`Edit ${product.name}`}>
              Edit
            </Link>
          </Button>
          <Button asChild variant="danger" size="sm">
            <Link href={`/delete-product/${product.id}`} aria-label={`Delete ${product.name}`}>
              Delete
            </Link>
          </Button>
        </div>
      </td>
      <td className={css.td}>
        {product.hold_reason !== null ? (
          <div className={css.hold}>
            <Badge tone="warning">{LISTING_MESSAGES.heldByStaff}</Badge>
            <span className={css.holdReason}>{product.hold_reason}</span>
          </div>
        ) : (
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
        )}
      </td>
      <td className={css.td}>
        <span className={css.sold}>{product.itemsSold ?? 0}</span>
      </td>
    </tr>
  );
}
