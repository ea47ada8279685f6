/**
 * A seller's listings (spec sections 3 and 5; decisions 021, 042, 045 and 047): the product
 * form's fields, which of them an update or a create applies, and what an edit says about stock.
 */
import * as z from 'zod/mini';
import { MAX_DISPATCH_DAYS } from '../constants.ts';
import { decimalNumber, wholeNumber } from './common.ts';
import { requiredText, text } from './fields.ts';
import { CategorySchema } from './catalogue.ts';

/**
 * Product form text fields as sent in multipart (spec sections 3 and 5). Flags travel as the
 * text 'true' or 'false' on create and on update (docs/decisions); bullets as bullet_1..bullet_n.
 */
const flag = z.stringbool({ truthy: ['true', 'on'], falsy: ['false'] });
/** Most units of one product a seller may hold (our limit). */
const MAX_ITEMS_IN_STOCK = 100_000;
export const ProductFormFields = z.object({
  name: requiredText(200),
  price: decimalNumber(0.01, 1_000_000),
  category: CategorySchema,
  tags: text(500),
  description: requiredText(500),
  detailedDescription: text(5000),
  percentageOff: wholeNumber(0, 100),
  itemsInStock: wholeNumber(0, MAX_ITEMS_IN_STOCK),
  /** Working days to dispatch (decision 047); absent on create: DEFAULT_DISPATCH_DAYS. */
  dispatchDays: z.optional(wholeNumber(0, MAX_DISPATCH_DAYS)),
  onSale: flag,
  specialOffer: flag,
  suspend: flag,
  inStock: flag,
  featured: flag,
  popular: flag,
  new: flag,
});
export type ProductFormFields = z.infer<typeof ProductFormFields>;
/** The flags of the product form and their defaults (spec section 3). */
export const PRODUCT_FLAG_DEFAULTS = {
  onSale: false,
  specialOffer: false,
  suspend: false,
  inStock: true,
  featured: true,
  popular: true,
  new: true,
} as const;

type ProductFlagName = keyof typeof PRODUCT_FLAG_DEFAULTS;
const PRODUCT_FLAG_NAMES = Object.keys(PRODUCT_FLAG_DEFAULTS) as ProductFlagName[];
/** The product form's numeric fields: on update a blank one means 'unchanged' (decision 021). */
export const PRODUCT_NUMBER_FIELDS = ['price', 'percentageOff', 'itemsInStock', 'dispatchDays'] as const;
/** Optional fields of the product form (decision 047): a form without them is still a full form. */
const PRODUCT_OPTIONAL_FIELDS: readonly string[] = ['dispatchDays'];
/** Every field of the product form but the flags: a form carrying them all is a full form. */
const PRODUCT_VALUE_FIELDS = Object.keys(ProductFormFields.shape).filter(
  (key) => !(PRODUCT_FLAG_NAMES as string[]).includes(key) && !PRODUCT_OPTIONAL_FIELDS.includes(key),
);

/**
 * True when `sent` is the whole product form, as a browser submits it: every field of
 * ProductFormFields but the flags is present (blank or not). Otherwise it is a partial update
 * (an API client sending only what changes). Decision 021.
 */
export function isFullProductForm(sent: Readonly<Record<string, string>>): boolean {
  return PRODUCT_VALUE_FIELDS.every((key) => Object.hasOwn(sent, key));
}

/**
 * The text fields a listing update applies over the product's current values (decision 021,
 * spec section 5), for the server and the mocks alike:
 * - a blank numeric field (PRODUCT_NUMBER_FIELDS) is left out: 'unchanged', never 0;
 * - on a full form (isFullProductForm) an absent flag is 'false' (an unticked checkbox is not
 *   sent); on a partial update an absent flag is left as it is;
 * - 'on' and 'true' mean true, 'false' false (checked later by ProductFormFields).
 * Other fields pass through unchanged (bullets, productId); a blank `loadedItemsInStock`
 * (ListingStockEdit) is left out as well.
 */
export function productUpdateFields(sent: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...sent };
  for (const key of [...PRODUCT_NUMBER_FIELDS, 'loadedItemsInStock']) {
    if (out[key] !== undefined && out[key].trim() === '') delete out[key];
  }
  if (isFullProductForm(sent)) {
    for (const flag of PRODUCT_FLAG_NAMES) out[flag] ??= 'false';
  }
  return out;
}

/**
 * The text fields a new listing is read from (POST /add-product/), for the server and the mocks
 * alike: the flags not sent take the spec's defaults (PRODUCT_FLAG_DEFAULTS), and a blank
 * `percentageOff` (the form's 'Select percentage Off' placeholder, as older clients send it) means
 * no discount, '0', as the original back end stored it (decision 045). Other fields pass through
 * unchanged and are checked later by ProductFormFields.
 */
export function productCreateFields(sent: Readonly<Record<string, string>>): Record<string, string> {
  const defaults = Object.fromEntries(PRODUCT_FLAG_NAMES.map((k) => [k, String(PRODUCT_FLAG_DEFAULTS[k])]));
  const out: Record<string, string> = { ...defaults, ...sent };
  if (out.percentageOff === undefined || out.percentageOff.trim() === '') out.percentageOff = '0';
  return out;
}

/**
 * What a listing update says about the stock (decision 042), read from productUpdateFields'
 * output by the server and the mocks alike and given to stockAfterEdit: `itemsInStock` and
 * `inStock` when sent, and `loadedItemsInStock`, the units the edit form showed when it was
 * loaded (the storefront's edit form sends it; other clients may). Absent fields are undefined;
 * a bad one is a 400 naming the field.
 */
export const ListingStockEdit = z.object({
  itemsInStock: z.optional(wholeNumber(0, MAX_ITEMS_IN_STOCK)),
  inStock: z.optional(flag),
  loadedItemsInStock: z.optional(wholeNumber(0, MAX_ITEMS_IN_STOCK)),
});
export type ListingStockEdit = z.infer<typeof ListingStockEdit>;
