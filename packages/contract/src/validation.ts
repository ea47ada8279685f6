/** How a request that fails its contract schema is described to the caller (spec section 8: a clear message). */
import type * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';
import { PAYOUT_MESSAGES } from './payout-messages.ts';

const SERVER_TEXTS: ReadonlySet<string> = new Set([
  ...Object.values(MESSAGES.server),
  // The payout form's own field texts (decision 059).
  PAYOUT_MESSAGES.sortCode,
  PAYOUT_MESSAGES.accountNumber,
]);

/**
 * Field problems found by the contract's own checks (not zod's): `describeIssue` words a
 * refinement carrying one of these texts as `Invalid request. {field}: {text}`.
 */
export const FIELD_PROBLEMS = {
  /** A NUL byte or an unpaired UTF-16 surrogate (bad input). */
  badCharacter: 'contains a character that is not allowed',
  /** Not a whole number, nor its decimal text ('2' yes; '2.5', 'two', '' no). */
  wholeNumber: 'must be a whole number',
  /** Not a number, nor its decimal text ('18.50' yes; 'ten', '' no). */
  number: 'must be a number',
} as const;
const FIELD_TEXTS: ReadonlySet<string> = new Set(Object.values(FIELD_PROBLEMS));

/**
 * The first issue of a zod error as one readable sentence, e.g.
 * `Invalid request. quantity: must be at least 1`; a too-short password gives
 * MESSAGES.server.passwordTooShort, and a refinement worded with a MESSAGES.server text (a bad
 * postcode: MESSAGES.server.postcode) gives that text. The server and the mocks both answer 400 with this text, so
 * they word bad input the same way.
 */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return MESSAGES.server.invalidRequest;
  const field = issue.path.map(String).join('.');
  let text: string;
  switch (issue.code) {
    case 'invalid_type':
      text = `expected ${issue.expected}`;
      break;
    case 'too_small':
      if (field === 'password' && issue.origin === 'string') return MESSAGES.server.passwordTooShort;
      text =
        issue.origin === 'string'
          ? Number(issue.minimum) <= 1
            ? 'must not be empty'
            : `must be at least ${issue.minimum} characters`
          : `must be at least ${issue.minimum}`;
      break;
    case 'too_big':
      text =
        issue.origin === 'string'
          ? `must be at most ${issue.maximum} characters`
          : `must be at most ${issue.maximum}`;
      break;
    case 'invalid_format':
      text = `must be a valid ${issue.format}`;
      break;
    case 'invalid_value':
      text = `must be one of ${issue.values.map(String).join(', ')}`;
      break;
    case 'custom':
      // A refinement worded with one of the contract's own texts (e.g. MESSAGES.server.postcode,
      // decision 020) answers with that text as is.
      if (SERVER_TEXTS.has(issue.message)) return issue.message;
      text = FIELD_TEXTS.has(issue.message) ? issue.message : 'is invalid';
      break;
    default:
      text = 'is invalid';
  }
  return `${MESSAGES.server.invalidRequest} ${field === '' ? '' : `${field}: `}${text}`;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL byte or an unpaired surrogate (text PostgreSQL cannot store as sent). */
export function hasBadCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The first place in `value` (a parsed JSON body, a query, path params or form fields) where a
 * text holds a NUL byte or an unpaired surrogate, as a field path like `shipping.name` or
 * `items.0`; `''` for the value itself; undefined when every text (values and keys) is clean.
 * Walks plain objects and arrays only, to a depth of 32.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return hasBadCharacter(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path === '' ? key : `${path}.${key}`;
    if (hasBadCharacter(key)) return path === '' ? '(field name)' : `${path}.(field name)`;
    const found = findBadText(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The 400 text for the first bad character in any of `values` (see findBadText), e.g.
 * `Invalid request. q: contains a character that is not allowed`; undefined when all are clean.
 * The server and the mocks run this on path params, query and body (JSON or form fields)
 * before their schemas, so both refuse such input the same way.
 */
export function describeBadText(...values: unknown[]): string | undefined {
  for (const value of values) {
    const field = findBadText(value);
    if (field !== undefined)
      return `${MESSAGES.server.invalidRequest} ${field === '' ? '' : `${field}: `}${FIELD_PROBLEMS.badCharacter}`;
  }
  return undefined;
}
