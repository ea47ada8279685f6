/**
 * The shop's commission on a seller order (decision 055): written once here, used by the server's
 * ledger when a checkout is paid, and by the listing form and My sales when they show what a
 * seller receives. Integer pence in, integer pence out; no floating point touches money.
 */
import { chargedPricePence, toPounds, type PricedProduct } from './money.ts';

/** Basis points in one per cent (a basis point is a hundredth of a per cent). */
export const BASIS_POINTS_PER_PERCENT = 100;

/** Basis points in the whole (100 %). */
export const BASIS_POINTS_WHOLE = 100 * BASIS_POINTS_PER_PERCENT;

/**
 * The shop's fee terms: a percentage of the seller order's gross plus a fixed amount.
 * The percentage is held in basis points so that PLATFORM_FEE_PERCENT may carry up to 2 decimals
 * (12.5 % is 1250 basis points) and every step stays an integer.
 */
export interface FeeRule {
  /** PLATFORM_FEE_PERCENT in basis points: 0 to 10000 (0 % to 100 %), a whole number. */
  percentBasisPoints: number;
  /** PLATFORM_FEE_FIXED_PENCE: added to every seller order's fee, integer pence, 0 or more. */
  fixedPence: number;
}

/** The default terms: 10 % and no fixed part (PLATFORM_FEE_PERCENT=10, PLATFORM_FEE_FIXED_PENCE=0). */
export const DEFAULT_FEE_RULE: FeeRule = { percentBasisPoints: 10 * BASIS_POINTS_PER_PERCENT, fixedPence: 0 };

/** How one seller order's gross divides between the shop and the seller, integer pence. */
export interface FeeSplit {
  /** What the buyer paid for this seller's order. */
  grossPence: number;
  /** The shop's fee: platformFeePence(gross, rule). */
  feePence: number;
  /** What the seller earns: gross - fee (never negative). */
  netPence: number;
}

/**
 * A percentage of at most 2 decimals, from 0 to 100 ("10", "12.5", "2.75"), as basis points
 * (1000, 1250, 275); null for anything else (a sign, an exponent, 3 decimals, above 100). Read
 * from the text, never through a float, so "0.29" is exactly 29.
 */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  const whole = Number(match[1]);
  const decimals = Number((match[2] ?? '').padEnd(2, '0'));
  const bps = whole * BASIS_POINTS_PER_PERCENT + decimals;
  return bps > BASIS_POINTS_WHOLE ? null : bps;
}

/** Throws a RangeError unless `rule` is a whole number of basis points 0..10000 and fixedPence >= 0. */
export function assertFeeRule(rule: FeeRule): void {
  const { percentBasisPoints: bps, fixedPence } = rule;
  if (!Number.isSafeInteger(bps) || bps < 0 || bps > BASIS_POINTS_WHOLE)
    throw new RangeError(`fee percentage must be 0 to ${BASIS_POINTS_WHOLE} basis points, got ${bps}`);
  if (!Number.isSafeInteger(fixedPence) || fixedPence < 0)
    throw new RangeError(`fixed fee must be whole pence, 0 or more, got ${fixedPence}`);
}

/**
 * THE commission rule (decision 055): the shop's fee on one seller order of `grossPence`
 * (integer pence, 0 or more) is `round-half-up(gross * percent / 100) + fixed`, never more than the
 * gross. With the percentage in basis points that is `floor((gross * bps + 5000) / 10000) + fixed`,
 * computed in BigInt so no product of two large integers loses a penny. 999p at 10 % is
 * 99.9p -> 100p; 5p at 10 % is 0.5p -> 1p; 4p at 10 % is 0.4p -> 0p. Throws a RangeError for a
 * gross that is not a whole number of pence 0 or more, or a bad rule (assertFeeRule).
 */
export function platformFeePence(grossPence: number, rule: FeeRule): number {
  if (!Number.isSafeInteger(grossPence) || grossPence < 0)
    throw new RangeError(`gross must be whole pence, 0 or more, got ${grossPence}`);
  assertFeeRule(rule);
  const whole = BigInt(BASIS_POINTS_WHOLE);
  const percentPart = (BigInt(grossPence) * BigInt(rule.percentBasisPoints) + whole / 2n) / whole;
  const fee = percentPart + BigInt(rule.fixedPence);
  const gross = BigInt(grossPence);
  return Number(fee > gross ? gross : fee);
}

/** Gross, the shop's fee (platformFeePence) and the seller's net (gross - fee) of one seller order. */
export function splitSellerOrder(grossPence: number, rule: FeeRule): FeeSplit {
  const feePence = platformFeePence(grossPence, rule);
  return { grossPence, feePence, netPence: grossPence - feePence };
}

/** The fee terms as the API carries them (contract FeeTerms, GET /marketplace/fees/, decision 056). */
export interface FeeTermsJson {
  percent_basis_points: number;
  fixed_pence: number;
}

/** The API's fee terms (snake_case) as the rule's FeeRule. */
export function feeRuleOf(terms: FeeTermsJson): FeeRule {
  return { percentBasisPoints: terms.percent_basis_points, fixedPence: terms.fixed_pence };
}

/** A FeeRule as the API's fee terms (snake_case), as GET /marketplace/fees/ answers it. */
export function feeTermsOf(rule: FeeRule): FeeTermsJson {
  return { percent_basis_points: rule.percentBasisPoints, fixed_pence: rule.fixedPence };
}

/**
 * What a seller receives for one unit of a listing ordered on its own (decision 056): the split of
 * the price the buyer is charged (chargedPricePence: the discounted price when the listing is on
 * sale or a special offer, decision 019) under `rule`, integer pence. The listing form shows it.
 */
export function listingNetPence(product: PricedProduct, rule: FeeRule): number {
  return splitSellerOrder(chargedPricePence(product), rule).netPence;
}

/**
 * A seller order's fee and net in the contract's pounds (SellerOrder `fee_amount`, `net_amount`,
 * decision 056) from its split: the recorded one, or splitSellerOrder under today's terms for an
 * order the ledger never recorded.
 */
export function saleAmounts(split: FeeSplit): { fee_amount: number; net_amount: number } {
  return { fee_amount: toPounds(split.feePence), net_amount: toPounds(split.netPence) };
}

/** How one refund of a seller order divides between the shop's fee and the seller, integer pence. */
export interface RefundSplit {
  /** The part of the shop's fee given back with this refund. */
  feePence: number;
  /** The part the seller gives back: the refund less feePence. */
  sellerPence: number;
}

/**
 * THE refund rule (decision 062): a refund of `refundPence` of a seller order paid with `split`,
 * of which `refundedBeforePence` was already refunded, gives back the shop's fee in proportion to
 * what is refunded, counted on the running total so that any number of partial refunds gives back
 * exactly the whole fee once the whole gross is refunded: the fee given back after refunds of R in
 * all is `round-half-up(fee * R / gross)` (BigInt), and this refund gives back the difference from
 * before it. The seller gives back the rest, which never exceeds what they earned on the order.
 * Throws a RangeError unless the amounts are whole pence, the refund is above 0 and the refunds in
 * all stay within the gross.
 */
export function refundSplit(split: FeeSplit, refundedBeforePence: number, refundPence: number): RefundSplit {
  const { grossPence, feePence } = split;
  for (const [name, value] of [
    ['gross', grossPence],
    ['refunded before', refundedBeforePence],
    ['refund', refundPence],
  ] as const)
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be whole pence, 0 or more, got ${value}`);
  if (refundPence === 0) throw new RangeError('a refund must be at least 1p');
  if (refundedBeforePence + refundPence > grossPence)
    throw new RangeError(
      `refunds of ${refundedBeforePence + refundPence}p would exceed the ${grossPence}p paid for the order`,
    );
  const feeBackAfter = (total: number): bigint =>
    (BigInt(feePence) * BigInt(total) * 2n + BigInt(grossPence)) / (2n * BigInt(grossPence));
  const feeBack = Number(feeBackAfter(refundedBeforePence + refundPence) - feeBackAfter(refundedBeforePence));
  return { feePence: feeBack, sellerPence: refundPence - feeBack };
}
