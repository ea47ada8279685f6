/**
 * Money helpers at the boundary between pounds (contract) and integer pence (storage and sums).
 * ARCHITECTURE "Money": the contract carries pounds with at most 2 decimals; sums are in pence.
 */

/** Pounds (e.g. 12.5) to integer pence (1250), rounding half away from zero. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100 + Number.EPSILON * Math.sign(pounds));
}

/** Integer pence (1250) to pounds (12.5). */
export function toPounds(pence: number): number {
  return pence / 100;
}
