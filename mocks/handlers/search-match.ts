/**
 * The mocks' search matching: close enough to the server's (services/search.ts,
 * decision 031) on the sample catalogue that the contract scenarios hold on both. Text is folded
 * (lower case, accents removed); each typed word (stop words dropped) must match a word of the
 * product's name, category, tags or description: the same word, a word it starts (prefix), or,
 * from 4 letters, a word one edit or transposition away (two edits from 8 letters).
 */
import type { Product } from '@shop/contract';

/** Common English words a search ignores (a subset of PostgreSQL's English stop words). */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in is it its of on or s that the this to was were will with'.split(
    ' ',
  ),
);

/** `text` lower case without accents ('Giclée' -> 'giclee', 'ß' -> 'ss'), as the server's shop_fold. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .toLowerCase();
}

/** The words (letters and digits) of folded `text`. */
function wordsOf(text: string): string[] {
  return foldSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/** Optimal string alignment distance (edits and adjacent transpositions) of `a` and `b`. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How well typed word `typed` matches product word `word`: 3 same, 2 prefix, 1 typo, 0 not. */
function wordScore(typed: string, word: string): number {
  if (typed === word) return 3;
  if (typed.length >= 2 && word.startsWith(typed)) return 2;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  return allowed > 0 &&
    Math.abs(typed.length - word.length) <= allowed &&
    editDistance(typed, word) <= allowed
    ? 1
    : 0;
}

/**
 * How well `product` matches the search text `q`: 0 = no match; higher = better (an exact name
 * match beats everything, then matches in the name beat matches elsewhere). Every typed word must
 * match some word of the name, category, tags or description.
 */
export function searchScore(product: Product, q: string): number {
  const typed = wordsOf(q).filter((w) => !STOP_WORDS.has(w));
  if (typed.length === 0) return 0;
  const name = wordsOf(product.name);
  const other = wordsOf(`${product.category} ${product.tags} ${product.description}`);
  let score = 0;
  for (const w of typed) {
    const inName = Math.max(0, ...name.map((n) => wordScore(w, n)));
    const elsewhere = Math.max(0, ...other.map((n) => wordScore(w, n)));
    if (inName === 0 && elsewhere === 0) return 0;
    score += inName > 0 ? 2 * inName : elsewhere;
  }
  return foldSearchText(product.name).trim() === foldSearchText(q).trim() ? score + 100 : score;
}
