/**
 * The message to show for a failed request: the error's own (the api-client's ApiError carries the
 * server's words, spec section 8), else `fallback` (the call's default text from the contract).
 */
export function refusalMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return fallback;
}
