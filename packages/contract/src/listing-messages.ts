/**
 * Texts of listings that the home route never shows, apart from MESSAGES: MESSAGES is one object
 * in the home route's bundle (decision 070 moved the first one out to keep that bundle from
 * growing; decision 072 the staff hold's and the upload limits', which the home route never shows).
 * Plain data.
 */
export const LISTING_MESSAGES = {
  /** 400 (decision 045): an image beyond MAX_UPLOAD_PIXELS or MAX_UPLOAD_SIDE. */
  imageDimensions: 'Each image must be at most 40 megapixels, and at most 12,000 pixels wide or high.',
  /** 429 (decision 045): a user's image uploads beyond the hourly limit. */
  tooManyUploads: 'You have uploaded too many images in the last hour. Please try again later.',
  /** Our wording (decision 045): a staff hold as the seller sees it (My listings, the edit form). */
  heldByStaff: 'Suspended by our staff',
  heldHint: 'Only our staff can lift this. Contact us if you think it is a mistake.',
  /**
   * 409 (decision 042): the seller changed the stock on an edit form loaded before an order or a
   * cancellation moved it; nothing was saved.
   */
  /**
   * 409 (decision 074): a listing someone wrote to its seller about is not deleted, so that both
   * copies of the conversation, and any report of it, keep their subject; it can be suspended.
   */
  hasConversations:
    'People have written to you about this listing, so it cannot be deleted. Suspend it instead: it leaves the shop, and the messages keep their subject.',
  stockChangedWhileEditing:
    'The stock of this product changed while you were editing it (an order or a cancellation). Nothing was saved. Reload the page to see the new stock, then save again.',
} as const;
