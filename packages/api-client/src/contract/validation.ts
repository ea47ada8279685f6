/** How a request that fails its contract schema is described to the caller (spec section 8: a clear message). */
import type * as z from 'zod/mini';
import { MESSAGES } from './messages.ts';

const SERVER_TEXTS: ReadonlySet<string> = new Set(Object.values(MESSAGES.server));

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
      text = 'is invalid';
      break;
    default:
      text = 'is invalid';
  }
  return `${MESSAGES.server.invalidRequest} ${field === '' ? '' : `${field}: `}${text}`;
}
