/**
 * Places a server's refusal next to the form field it is about ("a readable message
 * tied to the field where it belongs, never raw JSON"). The server answers 400 with one sentence
 * (spec section 8): a contract text such as MESSAGES.account.passwordCommon, or the contract's
 * description of a bad field, `Invalid request. {field}: {problem}`.
 */
import { MESSAGES } from '@shop/contract';

/** How one form field recognises its errors. */
export type ServerFieldRule = {
  /** The request field names the server uses for it (e.g. `new_password`). */
  names: readonly string[];
  /** Whole server texts that belong to it (e.g. MESSAGES.account.currentPasswordWrong). */
  messages?: readonly string[];
};

/** A server error placed at a form field: the field's key and the text to show there. */
export type ServerFieldError<F extends string> = { field: F; message: string };

/**
 * The readable text of an error of unknown shape: a string, an Error (the api-client's ApiError
 * carries the server's text) or a body's `error`, `detail` or `message`; undefined when none.
 */
export function serverErrorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined;
  if (error instanceof Error) return error.message.trim() || undefined;
  if (error && typeof error === 'object') {
    for (const key of ['error', 'detail', 'message'] as const) {
      const value: unknown = (error as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return undefined;
}

const INVALID_PREFIX = `${MESSAGES.server.invalidRequest} `;

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === 'string' && !!item.trim());
  return undefined;
}

/**
 * The field `error` belongs to, by `rules` (form field key -> how it recognises its errors), with
 * the text to show there; null when it belongs to no field (show it for the whole form).
 * Recognised: a whole text listed in a rule's `messages`; `Invalid request. {name}: {problem}`
 * for one of a rule's `names` (shown as the problem, capitalised); a body keyed by field name
 * (`{ email: ['...'] }`).
 */
export function serverFieldError<F extends string>(
  error: unknown,
  rules: Readonly<Record<F, ServerFieldRule>>,
): ServerFieldError<F> | null {
  const fields = Object.keys(rules) as F[];
  const text = serverErrorText(error);
  if (text !== undefined) {
    for (const field of fields) {
      if (rules[field].messages?.includes(text)) return { field, message: text };
    }
    if (text.startsWith(INVALID_PREFIX)) {
      const rest = text.slice(INVALID_PREFIX.length);
      for (const field of fields) {
        for (const name of rules[field].names) {
          if (rest.startsWith(`${name}: `)) {
            const problem = rest.slice(name.length + 2).trim();
            return { field, message: problem.charAt(0).toUpperCase() + problem.slice(1) };
          }
        }
      }
    }
  }
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    const body = error as Record<string, unknown>;
    for (const field of fields) {
      for (const name of rules[field].names) {
        const message = firstText(body[name]);
        if (message !== undefined) return { field, message };
      }
    }
  }
  return null;
}
