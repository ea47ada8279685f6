/**
 * Shared building blocks of the contract's schemas: ids, pounds, ISO dates, the number
 * parsers, and the failure body every endpoint shares (spec sections 7 and 8).
 */
import * as z from 'zod/mini';
import { decimalNumber, wholeNumber } from '../numbers.ts';

export { decimalNumber, wholeNumber };

export const Id = z.int().check(z.positive());

/** Pounds, at most 2 decimals, never negative. */
export const Pounds = z.number().check(z.gte(0));
export const IsoDate = z.string();

/** The body of every failure: `{ success: false, error }` (spec section 7 and 8). */
export const ErrorBody = z.object({ success: z.literal(false), error: z.unknown() });
export type ErrorBody = z.infer<typeof ErrorBody>;
