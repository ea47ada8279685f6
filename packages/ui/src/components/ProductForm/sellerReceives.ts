/**
 * What the listing form says a seller receives (decision 056): the contract's listingNetPence (the
 * price charged, discounted when on sale or a special offer, split by the shop's fee terms) of the
 * values as typed, for one unit ordered on its own.
 */
import { useWatch, type Control } from 'react-hook-form';
import { listingNetPence, toPence, toPounds, type FeeRule } from '@shop/contract';
import { formatPrice } from '../../format.ts';
import type { ProductFormValues } from './productFormData.ts';

/** The most a listing's price may be (the contract's ProductFormFields price), pounds. */
const MAX_PRICE_POUNDS = 1_000_000;
/** A price as the form sends it: digits, optionally a decimal point and more digits. */
const PRICE_TEXT = /^\d+(\.\d+)?$/;

/** The hint under the price: 'You receive £X after the shop's fee' (decision 056). */
export function youReceiveText(netPence: number): string {
  return `You receive ${formatPrice(toPounds(netPence))} after the shop's fee`;
}

/**
 * The hint for `values` under `rule`, or null while the price is empty or not a price the form
 * accepts (below £0.01, above £1,000,000, not a plain decimal).
 */
export function sellerReceivesText(
  values: Pick<ProductFormValues, 'price' | 'onSale' | 'specialOffer' | 'percentageOff'>,
  rule: FeeRule,
): string | null {
  const text = values.price.trim();
  if (!PRICE_TEXT.test(text)) return null;
  const pounds = Number(text);
  if (!(pounds >= 0.01 && pounds <= MAX_PRICE_POUNDS)) return null;
  const percentageOff = Number(values.percentageOff);
  return youReceiveText(
    listingNetPence(
      {
        pricePence: toPence(pounds),
        onSale: values.onSale,
        specialOffer: values.specialOffer,
        percentageOff: Number.isFinite(percentageOff) ? percentageOff : 0,
      },
      rule,
    ),
  );
}

/**
 * The price field's hint (decision 056): what the seller receives for the price typed, from the
 * price, the discount flags and percentage as they change; null without fee terms or a valid price.
 */
export function useSellerReceives(
  control: Control<ProductFormValues>,
  rule: FeeRule | null | undefined,
): string | null {
  const [price, onSale, specialOffer, percentageOff] = useWatch({
    control,
    name: ['price', 'onSale', 'specialOffer', 'percentageOff'],
  });
  if (!rule) return null;
  return sellerReceivesText({ price: price ?? '', onSale, specialOffer, percentageOff }, rule);
}
