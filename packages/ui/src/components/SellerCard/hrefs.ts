/** A seller's public page, '/sellers/{id}' (decision 071): the seller card's link and Offer.seller's url. */
export function sellerHref(id: number): string {
  return `/sellers/${id}`;
}
