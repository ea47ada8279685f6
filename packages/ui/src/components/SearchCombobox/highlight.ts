/**
 * Where the typed words appear in a suggestion's name, for `<mark>` ("matches
 * highlighted"), ignoring case and accents: 'cafe' marks 'Café', 'CHAIR' marks 'chair'.
 */

/** A part of a text: `match` true for a part to highlight. */
export type HighlightPart = { text: string; match: boolean };

/** One character folded for matching: decomposed (NFD), combining marks dropped, lower-cased. */
function fold(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` folded, with the index in `text` where each folded UTF-16 unit came from. */
function folded(text: string): { value: string; from: number[] } {
  let value = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = fold(char);
    value += part;
    for (let i = 0; i < part.length; i += 1) from.push(index);
    index += char.length;
  }
  return { value, from };
}

/**
 * Splits `text` into parts, marking every occurrence of each word of `query` (split at blanks),
 * case- and accent-insensitive; overlapping or touching matches merge into one part. A query
 * with no word, or words that never occur (a typo the server forgave), gives one unmarked part.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = query
    .split(/\s+/)
    .map((word) => folded(word).value)
    .filter((word) => word !== '');
  const { value, from } = folded(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = value.indexOf(word); at !== -1; at = value.indexOf(word, at + 1)) {
      const start = from[at] ?? 0;
      const endFolded = at + word.length;
      // The end in `text`: where the folded unit after the match came from, or the end of text.
      const end = endFolded < from.length ? (from[endFolded] ?? text.length) : text.length;
      for (let i = start; i < end; i += 1) marked[i] = true;
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const match = marked[i] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match });
  }
  return parts;
}
