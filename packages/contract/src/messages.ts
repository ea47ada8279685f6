/**
 * UI and error texts of the spec, word for word (spec sections 2, 4, 5, 6 and 8).
 * The client falls back to these when a server gives no message of its own.
 */
export const MESSAGES = {
  cart: {
    fetch: 'Failed to fetch cart',
    add: 'Failed to add item to cart',
    update: 'Failed to update item',
    remove: 'Failed to remove item',
    clear: 'Failed to clear cart',
    added: 'success! item added to cart',
    loginToAdd: 'log in to add to cart!',
    selectQuantity: 'Please select a quantity before adding to cart',
  },
  user: {
    register: 'Registration failed',
    login: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    logout: 'Logout failed',
    network: 'Network error occurred',
    passwordsDontMatch: "Passwords don't match",
    fetch: 'Failed to fetch user data',
    update: 'Failed to update user data',
    updated: 'User profile updated successfully!',
  },
  bookmarks: {
    fetch: 'Failed to fetch bookmarks',
    toggle: 'Failed to toggle bookmark',
    remove: 'Failed to remove bookmark',
  },
  products: {
    add: 'Failed to add product',
    delete: 'Failed to delete product',
    fetchOne: 'Failed to fetch product',
    update: 'Failed to update product',
    fetchMine: 'Failed to fetch your products',
    fetch: 'Failed to fetch products',
    search: 'Search failed',
    filter: 'Failed to fetch filtered products',
    notFound: 'Product not found',
    /** Our default for GET /products/{id}/related/ (the spec has none). */
    fetchRelated: 'Failed to fetch related products',
    /** Our default for GET /products/facets/. */
    fetchFacets: 'Failed to fetch filters',
    /** Our default for GET /products/suggest/. */
    suggest: 'Failed to fetch suggestions',
  },
  reviews: {
    fetch: 'Failed to fetch comments',
    add: 'Failed to add comment',
    update: 'Failed to update comment',
    delete: 'Failed to delete comment',
    fetchMine: 'Failed to fetch user comments',
    submitFallback: 'An error occurred while submitting your comment',
    deleteFallback: 'An error occurred while deleting your comment',
    enterReview: 'Please enter a comment',
    selectRating: 'Please select a rating',
  },
  admin: {
    fetch: 'Failed to load the back office',
    update: 'Failed to save the change',
  },
  /**
   * Account recovery and changes (our wording). The reset request answers
   * RECOVERY_MESSAGES.resetRequested whether or not the address has an account (no enumeration).
   */
  account: {
    resetRequestFailed: 'Failed to send the reset link',
    resetFailed: 'Failed to reset the password',
    resetInvalid: 'This password reset link is invalid, used or expired. Please ask for a new one.',
    changePasswordFailed: 'Failed to change the password',
    /** Shown next to every new-password field before submitting. */
    passwordRule: 'At least 8 characters, and not a common password.',
    passwordCommon: 'This password is too common. Choose one that is harder to guess.',
    currentPasswordRequired: 'Enter your current password to change your e-mail address.',
    currentPasswordWrong: 'Your current password is incorrect.',
    /** Weak new password (zxcvbn score below MIN_PASSWORD_SCORE; decision 044). */
    passwordWeak: 'This password is too easy to guess. Add more words or characters.',
    emailChangeFailed: 'Failed to confirm the e-mail address',
    emailChangeInvalid:
      'This confirmation link is invalid, used or expired. Change your e-mail address again on your profile to get a new one.',
  },
  /** Stock and delivery texts (decision 047), shared by product page, cards, search and cart. */
  stock: {
    soldOut: 'Sold out',
    /** `{count}` is the units left (1..LOW_STOCK_THRESHOLD). */
    onlyLeft: 'Only {count} left',
    /** A cart line whose product sold out. */
    lineSoldOut: 'Sold out: remove it from your cart to pay for the rest.',
    /** A cart line whose product is no longer on sale (held, withdrawn, its seller closed; decision 047). */
    lineUnavailable: 'No longer available: remove it from your cart to pay for the rest.',
    /** A cart line asking for more than the stock; `{count}` is the units left. */
    lineShort: 'Only {count} left: lower the quantity to {count} or less.',
    /** Adding more than the stock from the product page; `{count}` units left, `{inCart}` already in the cart. */
    addBeyondStock: 'Only {count} left, and your cart already holds {inCart}. Lower the quantity.',
    /** `{from}` and `{to}` are dates such as 'Tue 3 Dec'. */
    estimatedDelivery: 'Estimated delivery: {from} – {to}',
    returns: '30-day returns',
  },
  /** The contact form's default error (decision 048; our wording; the form's other texts: CONTACT_MESSAGES). */
  contact: {
    sendFailed: 'Your message could not be sent. Please try again, or e-mail us.',
  },
  testUser: {
    default: 'You cannot perform this action as you are a test user',
    deleteProduct: 'You cannot delete this product as you are a test user',
  },
  /** Server-side texts the spec does not give (our wording; spec section 8 says the server's own text wins). */
  server: {
    notSignedIn: 'Authentication credentials were not provided.',
    forbidden: 'You do not have permission to perform this action.',
    csrf: 'CSRF token missing or incorrect.',
    notFound: 'Not found.',
    invalidRequest: 'Invalid request.',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
    emailTaken: 'An account with this email already exists.',
    passwordTooShort: 'Password must be at least 8 characters.',
    outOfStock: 'Not enough stock for this product.',
    /**
     * 400 when a checkout session cannot open because of one cart line (decision 047): names the
     * product and says what to do. `{name}` is the product's name (outOfStockInCartMessage).
     */
    /**
     * 400 when a checkout session cannot open because a cart line is no longer on sale (decision
     * 047). `{name}` is the product's name (unavailableInCartMessage).
     */
    unavailableInCart: '{name} is no longer available. Remove it from your cart to continue.',
    outOfStockInCart:
      'Not enough stock for {name}. Remove it or lower its quantity in your cart, then pay again.',
    reviewExists: 'You have already commented on this product.',
    emptyCart: 'Your cart is empty.',
    cardDeclined: 'Your card was declined.',
    imageType: 'Images must be JPEG, PNG, WebP, GIF or AVIF files.',
    imageTooLarge: 'Each image must be 5 MB or smaller.',
    tooManyImages: 'You can upload at most 8 images.',
    /**
     * Checkout re-check: price, availability or stock changed since the session opened;
     * or (simulated card form, decision 043) the cart itself changed.
     */
    checkoutChanged:
      'Your cart, or the price or availability of something in it, changed since you started checkout, so you have not been charged. Please review your cart and pay again.',
    sessionExpired: 'This checkout session has expired. Please start the payment again.',
    /** 429: too many unpaid checkout sessions opened within their lifetime. */
    tooManyCheckoutSessions:
      'You have started too many checkouts in a short time. Please wait a few minutes and try again.',
    postcode: 'Enter a valid UK postcode.',
    trackingRequired: 'A carrier and a tracking number are required to mark an order shipped.',
    /** `{from}` and `{to}` are order statuses. */
    transitionRefused: 'An order cannot move from {from} to {to}.',
    staffOnly: 'Only staff can use the back office.',
    tooManyAddresses: 'You can save at most 10 addresses.',
    /** 400 (decision 032): a guest cart already holds GUEST_MAX_CART_LINES products. */
    guestCartFull: 'Sign in to add more than 50 different products to your cart.',
    /**
     * 400 (decision 046): the cart would total more than MAX_CART_TOTAL_PENCE (£999,999.99, the
     * most Stripe charges in one payment); nothing was changed.
     */
    cartTotalTooHigh:
      'A cart can total at most £999,999.99, the most we can charge in one payment. Please lower a quantity or remove something.',
    /** 400 (decision 032): a visitor already has GUEST_MAX_BOOKMARKS bookmarks. */
    guestBookmarksFull: 'Sign in to bookmark more than 100 products.',
    /** 400 (decision 045): add to cart, a guest cart's merge or checkout of the seller's own listing. */
    ownListingPurchase: 'You cannot buy your own listing.',
    /** 400 (decision 045): a review of the seller's own listing. */
    ownListingReview: 'You cannot review your own listing.',
    /** 503: the database is down or stalled; the service recovers by itself. */
    unavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
  },
} as const;
