/**
 * The links of the messages (decision 024): the shop's origin as the mails see it and the
 * storefront pages each message points to.
 */

/**
 * The origin links in e-mails start with: PUBLIC_URL when set (always in production), else
 * `http://localhost:<PORT>` (the worker has no request to take a Host header from).
 */
export function mailBaseUrl(config: { publicUrl: string | undefined; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port === 0 ? 3000 : config.port}`;
}

/** The buyer's page of order `orderId` (the storefront's my-orders route). */
export function orderLink(baseUrl: string, orderId: number): string {
  return `${baseUrl}/my-orders#order-${orderId}`;
}

/** The buyer's cart (the storefront's cart route). */
export function cartLink(baseUrl: string): string {
  return `${baseUrl}/cart`;
}

/** The seller's page of order `orderId` (the storefront's my-sales route). */
export function saleLink(baseUrl: string, orderId: number): string {
  return `${baseUrl}/my-sales#order-${orderId}`;
}

/**
 * The seller's payouts page (the storefront's my-payouts route): their payout account (decision
 * 059), balances and payouts (decision 061).
 */
export function payoutsLink(baseUrl: string): string {
  return `${baseUrl}/my-payouts`;
}

/** The storefront page that sets a new password with `token`. */
export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The storefront page that confirms a new e-mail address with `token` (decision 044). */
export function emailChangeLink(baseUrl: string, token: string): string {
  return `${baseUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** The storefront page that deletes an account with the link's `token` (decision 073). */
export function accountDeletionLink(baseUrl: string, token: string): string {
  return `${baseUrl}/delete-account?token=${encodeURIComponent(token)}`;
}

/**
 * The page of return request `requestId` (the storefront's return-requests route, decision 067),
 * where its buyer and its seller each take their steps and read its history.
 */
export function returnRequestLink(baseUrl: string, requestId: number): string {
  return `${baseUrl}/return-requests/${requestId}`;
}

/**
 * Where a party of order `orderId` reads its ratings and rates (decision 076): the order's ratings
 * panel in My orders for its buyer (`role` 'buyer'), in My sales for its seller, where a seller
 * also replies once.
 */
export function ratingLink(baseUrl: string, orderId: number, role: 'buyer' | 'seller'): string {
  return role === 'buyer' ? orderLink(baseUrl, orderId) : saleLink(baseUrl, orderId);
}

/** The Messages page (decision 074): every conversation of the reader; `/{id}` opens one. */
export function messagesLink(baseUrl: string): string {
  return `${baseUrl}/messages`;
}
