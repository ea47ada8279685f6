/**
 * Entities of spec section 3 as zod (mini) schemas. Prices are pounds sterling as numbers with
 * at most 2 decimals (ARCHITECTURE "Money"); ids are positive integers; dates are ISO 8601 text.
 */
import * as z from 'zod/mini';
import { isValid as isValidUkPostcode, toNormalised } from 'postcode';
import {
  CATEGORIES,
  CONTACT_MESSAGE_MAX_LENGTH,
  FULFILMENT_STATUSES,
  MAX_CARRIER_LENGTH,
  MAX_HOLD_REASON_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  MAX_DISPATCH_DAYS,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from './constants.ts';
import { MESSAGES } from './messages.ts';

export const Id = z.int().check(z.positive());

import { decimalNumber, wholeNumber } from './numbers.ts';

export { decimalNumber, wholeNumber };

/** Pounds, at most 2 decimals, never negative. */
export const Pounds = z.number().check(z.gte(0));
export const IsoDate = z.string();

export const ProductImage = z.object({ id: z.optional(z.int()), image_url: z.string() });
export type ProductImage = z.infer<typeof ProductImage>;

export const BulletPoint = z.object({ id: z.int(), text: z.string() });
export type BulletPoint = z.infer<typeof BulletPoint>;

export const CategorySchema = z.enum(CATEGORIES);

/** A product as the server sends it (spec section 3, with the sample-catalogue fields). */
export const Product = z.object({
  id: Id,
  name: z.string(),
  price: Pounds,
  description: z.string(),
  detailedDescription: z.string(),
  images: z.array(ProductImage),
  /** Comma-separated tags. */
  tags: z.string(),
  bullet_points: z.array(BulletPoint),
  category: z.string(),
  new: z.boolean(),
  featured: z.boolean(),
  specialOffer: z.boolean(),
  onSale: z.boolean(),
  popular: z.boolean(),
  percentageOff: z.int(),
  /**
   * The price charged when the product is discounted (on sale or a special offer with
   * percentageOff > 0), computed by the server with `chargedPricePence` (money.ts); null when
   * the shopper pays `price`. Show `salePrice ?? price`, with `price` struck through when set.
   */
  salePrice: z.nullable(Pounds),
  itemsInStock: z.int().check(z.gte(0)),
  active: z.boolean(),
  inStock: z.boolean(),
  /** The seller's own "suspend" switch (the product form's box); staff holds are `hold_reason`. */
  suspend: z.boolean(),
  adminApproved: z.boolean(),
  approved: z.boolean(),
  /** The seller's user id: nobody buys or reviews their own listing (decision 045). */
  seller_id: Id,
  /** False while the seller's account is deactivated: the listing is off sale (decision 045). */
  seller_active: z.boolean(),
  /**
   * Why staff hold (suspend) the listing, plain single-line text; null when there is no hold.
   * Held listings are off sale; only staff lift a hold, never the seller (decision 045).
   */
  hold_reason: z.nullable(z.string()),
  /**
   * The average rating of the product's reviews (comments, 1-5), rounded to one decimal with
   * `roundRating`; 0 when it has none (review_count 0). Decision 028.
   */
  rating: z.number().check(z.gte(0), z.lte(RATING_MAX)),
  /** How many reviews (comments with a rating) the product has. */
  review_count: z.int().check(z.gte(0)),
  /** Main image address (first of images, or a placeholder). */
  imageUrl: z.string(),
  created_at: IsoDate,
  /**
   * The seller's dispatch time in working days (0..MAX_DISPATCH_DAYS; DEFAULT_DISPATCH_DAYS unless
   * the seller chose another): the product page's estimated delivery dates (decision 047).
   */
  dispatchDays: z.int().check(z.gte(0), z.lte(MAX_DISPATCH_DAYS)),
  /** Units sold in paid, not cancelled orders: only on the seller's own listings. */
  itemsSold: z.optional(z.int().check(z.gte(0))),
});
export type Product = z.infer<typeof Product>;

/**
 * The filters' counts for a product list (decision 030), computed on the server over
 * the public products that match the search text and every OTHER filter (a facet ignores its
 * own filter, so choosing a category still shows how many each other category holds).
 * - `categories`: every category with at least one match, in CATEGORIES order;
 * - `price_ranges`: one entry per PRICE_BUCKETS bucket (pounds, max null = open), count of
 *   products whose charged price (`salePrice ?? price`) is in [min, max);
 * - `ratings`: one entry per MIN_RATING_CHOICES value, count of products whose average rating
 *   (Product.rating) is at least `min`;
 * - `in_stock`: how many matches are in stock (inStock and itemsInStock > 0);
 * - `total`: how many products match every filter (the list's totalItems).
 */
export const ProductFacets = z.object({
  categories: z.array(z.object({ value: z.string(), count: z.int().check(z.gte(0)) })),
  price_ranges: z.array(z.object({ min: Pounds, max: z.nullable(Pounds), count: z.int().check(z.gte(0)) })),
  ratings: z.array(
    z.object({ min: z.int().check(z.gte(1), z.lte(RATING_MAX)), count: z.int().check(z.gte(0)) }),
  ),
  in_stock: z.int().check(z.gte(0)),
  total: z.int().check(z.gte(0)),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

/**
 * A search suggestion as you type: a public product that matches the text, typo-
 * tolerant (pg_trgm on the server), accent-insensitive, prefixes included. The client highlights
 * the matching parts of `name` itself.
 */
export const SearchSuggestion = z.object({
  id: Id,
  name: z.string(),
  category: z.string(),
  imageUrl: z.string(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** Paging facts of a list (spec: totalPages; the others are ours). */
export const Pagination = z.object({
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  totalItems: z.int(),
});
export type Pagination = z.infer<typeof Pagination>;

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

export const Customer = z.object({
  id: Id,
  is_test_user: z.boolean(),
  /** Staff may use the back office (/admin/) and move any order. */
  is_staff: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

/**
 * A user (spec section 3). The editable text fields beyond the names are not given by the spec:
 * we chose username, email, phone, address, city and postcode (docs/decisions).
 */
export const User = z.object({
  id: Id,
  customer_id: Id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  /**
   * The public name shown with the user's reviews: the name they chose, else first
   * name and last initial (contract `displayName`); never derived from the e-mail address.
   */
  display_name: z.string(),
  is_active: z.boolean(),
  date_joined: IsoDate,
  created_at: IsoDate,
  updated_at: IsoDate,
  customer: Customer,
});
export type User = z.infer<typeof User>;

/** The user fields a user may change through update-user; everything else is ignored. */
export const EDITABLE_USER_FIELDS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'phone',
  'address',
  'city',
  'postcode',
  'display_name',
  'is_active',
] as const;
/** User fields the profile form hides (spec section 2, my-profile). */
export const HIDDEN_USER_FIELDS = [
  'id',
  'customer_id',
  'created_at',
  'updated_at',
  'date_joined',
  'customer',
] as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A new password: MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters (a shorter one is
 * described as MESSAGES.server.passwordTooShort). The server also refuses common passwords
 * (MESSAGES.account.passwordCommon); the rule is shown as MESSAGES.account.passwordRule.
 */
export const NewPassword = z
  .string()
  .check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(MAX_PASSWORD_LENGTH));

export const RegisterRequest = z.object({
  email: z.email().check(z.maxLength(254)),
  password: NewPassword,
  first_name: requiredText(100),
  last_name: requiredText(100),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UpdateUserRequest = z.object({
  username: z.optional(requiredText(150)),
  email: z.optional(z.email().check(z.maxLength(254))),
  first_name: z.optional(requiredText(100)),
  last_name: z.optional(requiredText(100)),
  phone: z.optional(text(40)),
  address: z.optional(text(200)),
  city: z.optional(text(100)),
  postcode: z.optional(text(20)),
  /** Empty: back to the default (first name and last initial). */
  display_name: z.optional(text(MAX_DISPLAY_NAME_LENGTH)),
  is_active: z.optional(z.boolean()),
  /** Required, and checked, when `email` differs from the current address. */
  current_password: z.optional(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH))),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** 'Forgot password?': the address to send a reset link to. */
/**
 * A message from the contact form (decision 048): who wrote it and what, sent to the shop's support
 * address (SUPPORT_EMAIL) through the e-mail outbox. Names and message are trimmed.
 */
export const ContactRequest = z.object({
  first_name: requiredText(100),
  last_name: z.string().check(z.trim(), z.maxLength(100)),
  email: z.email().check(z.maxLength(254)),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const PasswordResetRequest = z.object({ email: z.email().check(z.maxLength(254)) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Setting a new password with the token of a reset link (single use, PASSWORD_RESET_TTL_MS). */
export const PasswordResetConfirmRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: NewPassword,
});
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>;

/** Confirming a new e-mail address with the token of the link sent to it (EMAIL_CHANGE_TTL_MS, decision 044). */
export const EmailChangeConfirmRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequest>;

/** Changing the password of the signed-in account: the current one is required. */
export const ChangePasswordRequest = z.object({
  current_password: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
  new_password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

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

export const Rating = z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX));

export const Comment = z.object({
  id: Id,
  text: z.string(),
  rating: Rating,
  /** The author's public display name (User.display_name); never from the e-mail. */
  username: z.string(),
  /** The author's user id: how a signed-in user finds their own review. */
  user_id: Id,
  product_id: Id,
  created_at: IsoDate,
  product_name: z.optional(z.string()),
  product_image: z.optional(z.nullable(z.string())),
  /**
   * 'Verified purchase' (decision 028): the author has an order containing this product
   * whose status is one of PAID_ORDER_STATUSES (paid, shipped or delivered; not pending, not
   * cancelled).
   */
  verified_purchase: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

/**
 * The reviews of one product in figures: `average` and `count` as the product's
 * `rating` and `review_count`, and `histogram`, the number of reviews with 1, 2, 3, 4 and 5 stars
 * (index 0 is 1 star).
 */
export const ReviewSummary = z.object({
  average: z.number().check(z.gte(0), z.lte(RATING_MAX)),
  count: z.int().check(z.gte(0)),
  histogram: z.tuple([
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
    z.int().check(z.gte(0)),
  ]),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const CommentRequest = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  /** 1-5, as a number or its text ('4', as a form sends it). */
  rating: wholeNumber(RATING_MIN, RATING_MAX),
});
export type CommentRequest = z.infer<typeof CommentRequest>;

/** One of the order states (FULFILMENT_STATUSES: the progress steps plus 'cancelled'). */
export const OrderStatus = z.enum(FULFILMENT_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * A UK delivery address: recipient name, two address lines, town or city, postcode
 * (checked with the `postcode` library; stored normalised by the server, e.g. 'SW1A 1AA').
 * Country is always GB.
 */
export const DeliveryAddress = z.object({
  name: requiredText(200),
  line1: requiredText(200),
  line2: text(200),
  city: requiredText(100),
  postcode: z.string().check(
    z.trim(),
    z.maxLength(10),
    z.refine((value) => isValidUkPostcode(value), { message: MESSAGES.server.postcode }),
  ),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/**
 * A UK postcode in its normal form with the `postcode` library ('sw1a1aa' -> 'SW1A 1AA'); text
 * the library cannot parse comes back trimmed and upper-cased (our forms refuse it first through
 * DeliveryAddress; Stripe's collected postcodes are kept as Stripe gives them).
 */
export function normalisePostcode(postcode: string): string {
  const trimmed = postcode.trim();
  return toNormalised(trimmed) ?? trimmed.toUpperCase();
}

/** A delivery address as it is stored (server and mocks alike): fields trimmed, postcode normalised. */
export function normaliseAddress(address: DeliveryAddress): DeliveryAddress {
  return {
    name: address.name.trim(),
    line1: address.line1.trim(),
    line2: address.line2.trim(),
    city: address.city.trim(),
    postcode: normalisePostcode(address.postcode),
  };
}

/** An address saved on the user's profile. */
export const SavedAddress = z.extend(DeliveryAddress, { id: Id });
export type SavedAddress = z.infer<typeof SavedAddress>;

/** A person as another party sees them: id and display name (never the e-mail). */
export const PartyRef = z.object({ id: Id, name: z.string() });
export type PartyRef = z.infer<typeof PartyRef>;

export const OrderItem = z.object({
  id: Id,
  product_id: z.nullable(z.int()),
  product_name: z.string(),
  image_url: z.nullable(z.string()),
  quantity: z.int(),
  product_price: Pounds,
  total_price: Pounds,
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * An order (spec section 3). One checkout makes one order per seller: `seller` names
 * who ships it; `shipping_address` is where; `carrier` and `tracking_number` are set when it
 * ships; `checkout_session_id` groups the orders of one payment.
 */
export const Order = z.object({
  id: Id,
  /** One of FULFILMENT_STATUSES; kept as text so an unknown status still reads (progress 0). */
  status: z.string(),
  item_count: z.int(),
  created_at: IsoDate,
  total_amount: Pounds,
  tracking_number: z.nullable(z.string()),
  items: z.array(OrderItem),
  seller: z.nullable(PartyRef),
  shipping_address: z.nullable(DeliveryAddress),
  carrier: z.nullable(z.string()),
  checkout_session_id: z.nullable(z.string()),
  updated_at: IsoDate,
});
export type Order = z.infer<typeof Order>;

/**
 * An order as its seller and staff see it (my-sales and /admin/): the order plus its buyer and
 * how its gross (`total_amount`) divides (decision 056): `fee_amount`, the shop's fee, and
 * `net_amount`, what the seller receives (`total_amount - fee_amount`), as the ledger recorded them
 * when the order was paid, or under today's fee terms for an order the ledger never recorded.
 */
export const SellerOrder = z.extend(Order, { buyer: PartyRef, fee_amount: Pounds, net_amount: Pounds });
export type SellerOrder = z.infer<typeof SellerOrder>;

/**
 * The shop's fee terms as GET /marketplace/fees/ answers them (decision 056): the contract's
 * FeeRule (fees.ts) in the API's snake_case; `feeRuleOf` turns them into the rule's input.
 */
export const FeeTerms = z.object({
  /** The percentage in basis points (1000 is 10 %), 0 to 10000. */
  percent_basis_points: z.int().check(z.gte(0), z.lte(10_000)),
  /** The fixed part of every seller order's fee, integer pence, 0 or more. */
  fixed_pence: z.int().check(z.gte(0)),
});
export type FeeTerms = z.infer<typeof FeeTerms>;

/**
 * A request to move an order along the fulfilment state machine (FULFILMENT_TRANSITIONS).
 * 'shipped' needs `carrier` and `tracking_number` (MESSAGES.server.trackingRequired).
 */
export const OrderStatusRequest = z.object({
  status: OrderStatus,
  carrier: z.optional(text(MAX_CARRIER_LENGTH)),
  tracking_number: z.optional(text(MAX_TRACKING_NUMBER_LENGTH)),
});
export type OrderStatusRequest = z.infer<typeof OrderStatusRequest>;

/** One line of the audit log: who moved which order from what to what, and when. */
export const OrderEvent = z.object({
  id: Id,
  order_id: Id,
  /** null when the system moved it (payment). */
  actor: z.nullable(PartyRef),
  /** null for the order's creation. */
  from_status: z.nullable(z.string()),
  to_status: z.string(),
  note: z.string(),
  created_at: IsoDate,
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** What a staff member did, besides moving orders (decision 045). */
export const STAFF_ACTIONS = [
  'listing_held',
  'listing_released',
  'listing_approved',
  'listing_unapproved',
  'user_activated',
  'user_deactivated',
] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];

/**
 * One staff action of the audit log (decision 045): who did what to which listing or account,
 * when, and the note (plain single-line text, e.g. a hold's reason).
 */
export const StaffAction = z.object({
  id: Id,
  /** null when the staff account is gone. */
  actor: z.nullable(PartyRef),
  action: z.enum(STAFF_ACTIONS),
  /** The listing acted on (null for account actions, or when it was deleted). */
  product: z.nullable(PartyRef),
  /** The account acted on (null for listing actions, or when it was deleted). */
  user: z.nullable(PartyRef),
  note: z.string(),
  created_at: IsoDate,
});
export type StaffAction = z.infer<typeof StaffAction>;

/** A user as staff see them in the back office. */
export const AdminUser = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_test_user: z.boolean(),
  date_joined: IsoDate,
});
export type AdminUser = z.infer<typeof AdminUser>;

/**
 * A staff decision on a listing (decision 045): `suspend: true` puts a staff hold on it, with
 * `reason` (required, shown to the seller; MESSAGES.server.holdReasonRequired when blank);
 * `suspend: false` lifts the hold; `adminApproved: false` hides it too. The seller's own switch
 * (Product.suspend) is never touched by staff.
 */
export const ModerateListingRequest = z.object({
  suspend: z.optional(z.boolean()),
  reason: z.optional(text(MAX_HOLD_REASON_LENGTH)),
  adminApproved: z.optional(z.boolean()),
});
export type ModerateListingRequest = z.infer<typeof ModerateListingRequest>;

/** Staff (de)activating a user: an inactive user cannot sign in and loses their sessions. */
export const SetUserActiveRequest = z.object({ is_active: z.boolean() });

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

/** The body of every failure: `{ success: false, error }` (spec section 7 and 8). */
export const ErrorBody = z.object({ success: z.literal(false), error: z.unknown() });
export type ErrorBody = z.infer<typeof ErrorBody>;
