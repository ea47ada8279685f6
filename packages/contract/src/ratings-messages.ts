/**
 * The texts of ratings between buyers and sellers and of the sellers' public pages (decision 071;
 * our wording), apart from MESSAGES: MESSAGES is one object in the home route's bundle, where none
 * of these are needed. Plain data, no zod.
 */
import { RATING_COMMENT_MAX_LENGTH, RATING_REPLY_MAX_LENGTH, RATING_WINDOW_DAYS } from './ratings.ts';

/** '1 star', 'N stars'. */
function stars(n: number): string {
  return n === 1 ? '1 star' : `${n} stars`;
}

export const RATING_MESSAGES = {
  /** The refusals the API answers (server and mocks alike). */
  errors: {
    /** 409: the order is not delivered (yet, or ever). */
    notDelivered: 'You can rate this order once it has been delivered.',
    /** 409: the window closed. */
    windowClosed: `Ratings close ${RATING_WINDOW_DAYS} days after delivery.`,
    /** 409: this side's rating is in. */
    alreadyRated: 'You have already rated this order.',
    /** 403: a reply by anyone but the seller the rating is of, or to a rating of a buyer. */
    notYourRating: 'Only the seller rated here can reply.',
    /** 409: the rating is still blind. */
    notVisibleYet: 'You can reply once the rating is shown.',
    /** 409: the one reply is in. */
    alreadyReplied: 'You have already replied to this rating.',
    /** 400 and the form: no stars chosen (spec section 5's wording). */
    stars: 'Please select a rating',
    /** 400 and the form: an empty comment (spec section 5's wording). */
    comment: 'Please enter a comment',
    commentTooLong: `Please keep your comment to ${RATING_COMMENT_MAX_LENGTH} characters.`,
    reply: 'Please enter a reply',
    replyTooLong: `Please keep your reply to ${RATING_REPLY_MAX_LENGTH} characters.`,
    /** A failed request without the server's words. */
    fetch: 'Failed to fetch ratings',
    submit: 'Failed to send your rating',
    sendReply: 'Failed to send your reply',
    fetchSeller: 'Failed to fetch the seller',
  },
  /** The rating panel of an order (my-orders, my-sales). */
  panel: {
    titleOfSeller: 'Rate the seller',
    titleOfBuyer: 'Rate the buyer',
    /** Once the ratings show, or the window closed. */
    title: 'Ratings',
    /** `{name}` is the other party's display name. */
    intro: (name: string, rateBy: string) =>
      `How did it go with ${name}? You can rate until ${rateBy}. Neither of you sees the other's rating until both are in or the time is up.`,
    starsLegend: 'Stars',
    starLabel: stars,
    commentLabel: 'Comment',
    commentHint: `Up to ${RATING_COMMENT_MAX_LENGTH} characters. Shown publicly once both ratings are in.`,
    submit: 'Send rating',
    submitting: 'Sending...',
    sent: 'Thank you, your rating is in.',
    /** The viewer's rating is in and the other's is not (or hidden). */
    waiting: (name: string, rateBy: string) =>
      `Your rating is in. It stays hidden until ${name} rates you too, or until ${rateBy}.`,
    otherWaiting: (name: string) => `${name} has rated you. Send yours to see it.`,
    /** The window closed with nothing from anyone. */
    closed: `Ratings for this order closed ${RATING_WINDOW_DAYS} days after delivery.`,
    closedNotRated: 'You did not rate this order; ratings have closed.',
    yourRating: 'Your rating',
    theirRating: (name: string) => `${name}'s rating of you`,
    notRated: (name: string) => `${name} did not rate you.`,
    reply: 'Reply publicly',
    replyLabel: 'Your reply',
    replyHint: `One public reply, up to ${RATING_REPLY_MAX_LENGTH} characters. It cannot be changed.`,
    sendReply: 'Send reply',
    replySent: 'Your reply is published.',
    replyBy: (name: string) => `Reply from ${name}`,
    starsOutOf: (n: number) => `${stars(n)} out of 5`,
    /** To the author of a rating staff hid on reports (decision 076). */
    hidden: 'Our team has hidden this rating after reports: nobody else sees it any more.',
    /** To the other party, in place of a rating staff hid (decision 076). */
    theirsHidden: (name: string) => `${name}'s rating of you was hidden by our team after reports.`,
  },
  /** The seller's public page (/sellers/{id}) and the product page's seller card. */
  seller: {
    title: (name: string) => `${name}, seller`,
    description: (name: string, sales: number) =>
      `${name} on the shop: ${sales} completed ${sales === 1 ? 'sale' : 'sales'}, ratings from buyers and listings.`,
    memberSince: 'Member since',
    completedSales: 'Completed sales',
    dispatch: 'Typical dispatch',
    dispatchHours: (hours: number) =>
      hours < 24
        ? `within ${Math.max(hours, 1)} ${hours <= 1 ? 'hour' : 'hours'}`
        : `${Math.round(hours / 24)} ${Math.round(hours / 24) === 1 ? 'day' : 'days'}`,
    noDispatch: 'Not yet measured',
    ratingsTitle: 'Ratings from buyers',
    noRatings: 'No ratings yet.',
    ratingCount: (n: number) => (n === 1 ? '1 rating' : `${n} ratings`),
    listingsTitle: 'Listings',
    noListings: 'This seller has nothing for sale right now.',
    notFound: 'Seller not found',
    card: 'Sold by',
    /** The seller card's state before any visible rating (decision 075). */
    newSeller: 'New seller',
    averageOutOf: (average: number) => `${average.toFixed(1)} out of 5`,
    salesCount: (n: number) => (n === 1 ? '1 completed sale' : `${n} completed sales`),
    /** The seller page's listings when the filters match none of them (decision 075). */
    noMatchingListings: "None of this seller's listings match these filters.",
    visit: 'See the seller',
    loading: 'Loading the seller',
  },
} as const;
