/**
 * Turns an error of unknown shape (a string, an Error such as the api-client's ApiError, or a
 * server body such as `{ error }` or `{ detail }`) into one line of text (spec section 8: the
 * server's own text wins, otherwise the default). Returns `fallback` when nothing readable is found.
 */
export function describeError(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (error instanceof Error) return error.message || fallback;
  if (error && typeof error === 'object') {
    for (const key of ['error', 'detail', 'message'] as const) {
      const value: unknown = (error as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return fallback;
}

/**
 * Sign-up's reading of an error (spec section 8): a string as it is, an Error by its message,
 * any other object as JSON text. Returns `fallback` for an empty error.
 */
export function describeErrorAsJson(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (error instanceof Error) return error.message || fallback;
  if (error && typeof error === 'object') return JSON.stringify(error);
  return fallback;
}
