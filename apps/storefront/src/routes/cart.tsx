/** cart (spec sections 2, 4): lines with remove and quantity change; 'make payment' to /payment-page. */
import { useState } from 'react';
import { useCart } from '@shop/api-client';
import { CartScreen } from '@shop/ui/screens/CartScreen/index.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function CartRoute() {
  usePageTitle('Your Cart');
  const cart = useCart();
  const guard = useGuarded();
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const busy = async (itemId: number, fn: () => Promise<unknown>) => {
    setBusyItemId(itemId);
    await guard(fn);
    setBusyItemId(null);
  };
  return (
    <CartScreen
      items={cart.items}
      itemCount={cart.itemCount}
      totalPrice={cart.totalPrice}
      loading={cart.loading && cart.lastUpdated === null}
      error={cart.error}
      busyItemId={busyItemId}
      onRemove={(itemId) => void busy(itemId, () => cart.removeItem(itemId))}
      onQuantityChange={(itemId, quantity) => void busy(itemId, () => cart.updateItem(itemId, quantity))}
      paymentHref="/payment-page"
      productsHref="/products"
    />
  );
}
