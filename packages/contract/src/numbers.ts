/**
 * Numeric request fields as HTML forms and older clients send them: the contract's two
 * number schemas, on their own so the list pages' URL reader (catalogueParams.ts) loads them without
 * every entity schema (decision 038: module evaluation counts in the hydration task).
 */
import * as z from 'zod/mini';
import { FIELD_PROBLEMS } from './validation.ts';

/** A whole number's text as forms send it: optional sign and blanks around up to 15 digits. */
const WHOLE_NUMBER_TEXT = /^\s*[+-]?\d{1,15}\s*$/;
/** A decimal number's text as forms send it ('18.50', '7'); no exponent, no thousands separator. */
const DECIMAL_TEXT = /^\s*[+-]?\d{1,15}(\.\d{1,15})?\s*$/;

/**
 * A whole number from `min` to `max`, sent as a JSON number or as its decimal text the way HTML
 * forms and older clients send numbers (interoperability): 2 and '2' are 2; 2.5, '2.5',
 * 'two', '', true and a missing value are refused with 400 `{field}: must be a whole number`.
 * Used by every numeric request field (ids, quantity, rating, paging, percentageOff, itemsInStock).
 */
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.custom<number | string>(
      (value) =>
        (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value)),
      { message: FIELD_PROBLEMS.wholeNumber },
    ),
    z.coerce.number<number | string>().check(z.gte(min), z.lte(max)),
  );

/**
 * A number from `min` to `max`, sent as a JSON number or as its decimal text ('18.50'); 'ten',
 * '', '1e3' and true are refused with 400 `{field}: must be a number` (the product form's price).
 */
export const decimalNumber = (min: number, max: number) =>
  z.pipe(
    z.custom<number | string>(
      (value) =>
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && DECIMAL_TEXT.test(value)),
      { message: FIELD_PROBLEMS.number },
    ),
    z.coerce.number<number | string>().check(z.gte(min), z.lte(max)),
  );
