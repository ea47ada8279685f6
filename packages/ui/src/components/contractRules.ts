/**
 * Form rules read from the contract's request schemas (decision 034: "forms take their limits from
 * the contract schemas"), so a form refuses before sending exactly what the server would refuse:
 * a blank required field, text longer than the schema allows, an e-mail address in a bad form.
 * The limits stay in one place, the contract (e.g. RegisterRequest.shape.first_name: 1 to 100
 * characters once trimmed).
 *
 * Read through zod's public JSON Schema export (`toJSONSchema`: minLength, maxLength, format) and
 * the Standard Schema `~standard.validate` that zod implements, never zod's internals (decision 052).
 */
import { toJSONSchema, type core } from 'zod/mini';

/** A contract schema of a text field (any zod schema: optional(), nullable() and default() included). */
export type ContractTextSchema = core.$ZodType;

/** What a contract text field allows. Lengths count the trimmed text (the schemas trim first). */
export type TextLimits = {
  /** True when blank text is refused (a minimum length of 1 or more, or an e-mail format). */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** True for an e-mail address (the JSON Schema format 'email'). */
  email: boolean;
};

/** The part of a JSON Schema read here: a string's limits, or the members of a union. */
type JsonText = {
  type?: unknown;
  minLength?: unknown;
  maxLength?: unknown;
  format?: unknown;
  anyOf?: unknown;
};

/**
 * The string schema inside a JSON Schema: the schema itself, or the string member of an `anyOf`
 * (what nullable() exports). optional() and default() export their inner schema already.
 */
function stringSchema(json: JsonText): JsonText {
  if (json.type === 'string' || !Array.isArray(json.anyOf)) return json;
  return (json.anyOf as JsonText[]).find((member) => member.type === 'string') ?? json;
}

/** True when the contract's schema refuses `value` (its synchronous Standard Schema result has issues). */
function refuses(schema: ContractTextSchema, value: string): boolean {
  const result = schema['~standard'].validate(value);
  return !(result instanceof Promise) && (result.issues?.length ?? 0) > 0;
}

/** Limits already read, per schema (a form asks again on every render). */
const cache = new WeakMap<ContractTextSchema, TextLimits>();

/**
 * The limits of one text field of a contract schema, e.g.
 * `textLimits(RegisterRequest.shape.first_name)` is `{ required: true, minLength: 1, maxLength: 100, email: false }`.
 * Optional wrappers are looked through: a form that always sends the field meets its inner rule.
 * Reads the field's JSON Schema as it is given (io 'input'); a part JSON Schema cannot express
 * (a transform) is read as no limit.
 */
export function textLimits(schema: ContractTextSchema): TextLimits {
  const known = cache.get(schema);
  if (known) return { ...known };
  const json = stringSchema(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonText);
  const limits: TextLimits = { required: false, email: json.format === 'email' };
  if (typeof json.minLength === 'number') limits.minLength = json.minLength;
  if (typeof json.maxLength === 'number') limits.maxLength = json.maxLength;
  // Required: a minimum length, or a format that blank text cannot meet (an e-mail address).
  limits.required = (limits.minLength ?? 0) >= 1 || refuses(schema, '');
  cache.set(schema, limits);
  return { ...limits };
}

/** The message for an e-mail address the contract would refuse. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';

/**
 * A react-hook-form `validate` rule for a text input from its contract schema: blank and required
 * gives '{label} is required', too long gives '{label} must be at most {n} characters', too short
 * '{label} must be at least {n} characters', an e-mail address the schema refuses
 * INVALID_EMAIL_MESSAGE.
 * Text is trimmed before it is measured, as the schemas do.
 */
export function contractTextRule(schema: ContractTextSchema, label: string) {
  const limits = textLimits(schema);
  return {
    validate: (value: unknown): true | string => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return limits.required ? `${label} is required` : true;
      if (limits.maxLength !== undefined && text.length > limits.maxLength)
        return `${label} must be at most ${limits.maxLength} characters`;
      if (limits.minLength !== undefined && text.length < limits.minLength)
        return `${label} must be at least ${limits.minLength} characters`;
      if (limits.email && refuses(schema, text)) return INVALID_EMAIL_MESSAGE;
      return true;
    },
  };
}
