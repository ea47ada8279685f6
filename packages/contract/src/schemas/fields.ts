/**
 * Text field helpers of the request schemas (trimmed, with a maximum length): not exported
 * from the package.
 */
import * as z from 'zod/mini';

/** Trimmed text of at most `max` characters (may be empty). */
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** Trimmed text of 1 to `max` characters. */
export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
