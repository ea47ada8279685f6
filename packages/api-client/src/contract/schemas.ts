/**
 * Entities of spec section 3 as zod (mini) schemas. Prices are pounds sterling as numbers with
 * at most 2 decimals (ARCHITECTURE "Money"); ids are positive integers; dates are ISO 8601 text.
 */
import * as z from 'zod/mini';
import { CATEGORIES, MIN_PASSWORD_LENGTH, ORDER_STATUSES, RATING_MAX, RATING_MIN } from './constants.ts';

export const Id = z.int().check(z.positive());
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
  salePrice: z.nullable(Pounds),
  itemsInStock: z.int().check(z.gte(0)),
  active: z.boolean(),
  inStock: z.boolean(),
  suspend: z.boolean(),
  adminApproved: z.boolean(),
  approved: z.boolean(),
  rating: z.number(),
  /** Main image address (first of images, or a placeholder). */
  imageUrl: z.string(),
  created_at: IsoDate,
});
export type Product = z.infer<typeof Product>;

/** Paging facts of a list (spec: totalPages; the others are ours). */
export const Pagination = z.object({
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  totalItems: z.int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const CartItem = z.object({ id: Id, product: Product, quantity: z.int().check(z.gte(1)) });
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  item_count: z.int(),
  total_price: Pounds,
});
export type Cart = z.infer<typeof Cart>;

export const Customer = z.object({ id: Id, is_test_user: z.boolean() });
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

export const RegisterRequest = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(200)),
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
  is_active: z.optional(z.boolean()),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const Bookmark = z.object({
  id: Id,
  product: z.object({ id: Id, name: z.string(), price: Pounds, images: z.array(ProductImage) }),
});
export type Bookmark = z.infer<typeof Bookmark>;

export const Rating = z.int().check(z.gte(RATING_MIN), z.lte(RATING_MAX));

export const Comment = z.object({
  id: Id,
  text: z.string(),
  rating: Rating,
  username: z.string(),
  product_id: Id,
  created_at: IsoDate,
  product_name: z.optional(z.string()),
  product_image: z.optional(z.nullable(z.string())),
});
export type Comment = z.infer<typeof Comment>;

export const CommentRequest = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  rating: Rating,
});
export type CommentRequest = z.infer<typeof CommentRequest>;

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

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

export const Order = z.object({
  id: Id,
  /** One of ORDER_STATUSES; kept as text so an unknown status still reads (progress 0). */
  status: z.string(),
  item_count: z.int(),
  created_at: IsoDate,
  total_amount: Pounds,
  tracking_number: z.nullable(z.string()),
  items: z.array(OrderItem),
});
export type Order = z.infer<typeof Order>;

export const PaymentItem = z.object({
  id: Id,
  product_id: Id,
  name: z.string(),
  price: Pounds,
  quantity: z.int(),
  subtotal: Pounds,
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
export const ProductFormFields = z.object({
  name: requiredText(200),
  price: z.coerce.number().check(z.gte(0.01), z.lte(1_000_000)),
  category: CategorySchema,
  tags: text(500),
  description: requiredText(500),
  detailedDescription: text(5000),
  percentageOff: z.coerce.number().check(z.int(), z.gte(0), z.lte(100)),
  itemsInStock: z.coerce.number().check(z.int(), z.gte(0), z.lte(100000)),
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

/** The body of every failure: `{ success: false, error }` (spec section 7 and 8). */
export const ErrorBody = z.object({ success: z.literal(false), error: z.unknown() });
export type ErrorBody = z.infer<typeof ErrorBody>;
