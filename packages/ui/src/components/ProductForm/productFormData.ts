/**
 * Product form values and their multipart encoding (spec sections 3 and 5; docs/decisions: flags
 * travel as the text 'true' or 'false' on create AND on update).
 */
import {
  DEFAULT_DISPATCH_DAYS,
  INITIAL_BULLET_FIELDS,
  ITEMS_IN_STOCK_OPTIONS,
  PERCENTAGE_OFF_OPTIONS,
  PRODUCT_FLAG_DEFAULTS,
  type Product,
} from '@shop/contract';

/** The boolean fields of the product form, in the spec's order (spec section 3). */
export const PRODUCT_FLAGS = [
  'onSale',
  'specialOffer',
  'suspend',
  'inStock',
  'featured',
  'popular',
  'new',
] as const satisfies ReadonlyArray<keyof typeof PRODUCT_FLAG_DEFAULTS>;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** The values the product form edits (selects and the price keep their text as typed). */
export type ProductFormValues = {
  name: string;
  /** Pounds, as typed (e.g. '24.99'). */
  price: string;
  category: string;
  /** Comma-separated tags. */
  tags: string;
  percentageOff: string;
  itemsInStock: string;
  /** Working days to dispatch (decision 047), one of DISPATCH_DAYS_OPTIONS or the product's own. */
  dispatchDays: string;
  description: string;
  detailedDescription: string;
  /** Bullet point inputs; one object per input (react-hook-form field array). */
  bullets: { text: string }[];
} & Record<ProductFlag, boolean>;

/**
 * The form's starting values: empty fields, the spec's flag defaults (onSale, specialOffer,
 * suspend false; inStock, featured, popular, new true), 0 % off, 1 in stock, dispatch within
 * DEFAULT_DISPATCH_DAYS working days (decision 047) and
 * INITIAL_BULLET_FIELDS empty bullets; or, given `product`, its values with its bullet points
 * (padded to at least INITIAL_BULLET_FIELDS inputs).
 */
export function productFormDefaults(product?: Product): ProductFormValues {
  const bulletTexts = product?.bullet_points.map((b) => b.text) ?? [];
  const padded = [
    ...bulletTexts,
    ...Array<string>(Math.max(0, INITIAL_BULLET_FIELDS - bulletTexts.length)).fill(''),
  ];
  return {
    name: product?.name ?? '',
    price: product ? String(product.price) : '',
    category: product?.category ?? '',
    tags: product?.tags ?? '',
    percentageOff: String(product?.percentageOff ?? PERCENTAGE_OFF_OPTIONS[0]),
    itemsInStock: String(product?.itemsInStock ?? ITEMS_IN_STOCK_OPTIONS[0]),
    dispatchDays: String(product?.dispatchDays ?? DEFAULT_DISPATCH_DAYS),
    description: product?.description ?? '',
    detailedDescription: product?.detailedDescription ?? '',
    bullets: padded.map((text) => ({ text })),
    onSale: product?.onSale ?? PRODUCT_FLAG_DEFAULTS.onSale,
    specialOffer: product?.specialOffer ?? PRODUCT_FLAG_DEFAULTS.specialOffer,
    suspend: product?.suspend ?? PRODUCT_FLAG_DEFAULTS.suspend,
    inStock: product?.inStock ?? PRODUCT_FLAG_DEFAULTS.inStock,
    featured: product?.featured ?? PRODUCT_FLAG_DEFAULTS.featured,
    popular: product?.popular ?? PRODUCT_FLAG_DEFAULTS.popular,
    new: product?.new ?? PRODUCT_FLAG_DEFAULTS.new,
  };
}

/** What an edit form sends beside its values: the product and the stock the form was loaded with. */
export interface ProductEdit {
  productId: number;
  /** The product's itemsInStock when the form was loaded (decision 042). */
  loadedItemsInStock: number;
}

/**
 * Builds the multipart body of POST /add-product/ and POST /customer-products/{id}/update/
 * (spec section 7): the text fields trimmed, every flag as the text 'true' or 'false', the
 * non-empty bullet points as bullet_1..bullet_n (numbered without gaps), each file as an
 * `images` entry, and on update (`edit` given) `productId` and `loadedItemsInStock`, so that the
 * server keeps a sale made while the form was open (decision 042). Returns a new FormData.
 */
export function buildProductFormData(
  values: ProductFormValues,
  images: readonly File[],
  edit?: ProductEdit,
): FormData {
  const data = new FormData();
  if (edit !== undefined) {
    data.append('productId', String(edit.productId));
    data.append('loadedItemsInStock', String(edit.loadedItemsInStock));
  }
  data.append('name', values.name.trim());
  data.append('price', values.price.trim());
  data.append('category', values.category);
  data.append('tags', values.tags.trim());
  data.append('percentageOff', values.percentageOff);
  data.append('itemsInStock', values.itemsInStock);
  data.append('dispatchDays', values.dispatchDays);
  data.append('description', values.description.trim());
  data.append('detailedDescription', values.detailedDescription.trim());
  for (const flag of PRODUCT_FLAGS) data.append(flag, values[flag] ? 'true' : 'false');
  values.bullets
    .map((b) => b.text.trim())
    .filter(Boolean)
    .forEach((text, i) => data.append(`bullet_${i + 1}`, text));
  for (const file of images) data.append('images', file);
  return data;
}
