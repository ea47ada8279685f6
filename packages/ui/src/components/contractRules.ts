/**
 * Form rules read from the contract's request schemas (issue 11: "forms take their limits from
 * the contract schemas"), so a form refuses before sending exactly what the server would refuse:
 * a blank required field, text longer than the schema allows, an e-mail address in a bad form.
 * The limits stay in one place, the contract (e.g. RegisterRequest.shape.first_name: 1 to 100
 * characters once trimmed).
 */

/** The part of a zod schema this module reads: its kind, wrapped schema, checks and format. */
export type ContractTextSchema = {
  _zod: {
    def: {
      type: string;
      format?: string;
      innerType?: unknown;
      checks?: readonly { _zod: { def: object } }[];
    };
  };
  /** Standard Schema validation (zod implements it): `issues` when the value is refused. */
  '~standard': { validate: (value: unknown) => unknown };
};

/** What a contract text field allows. Lengths count the trimmed text (the schemas trim first). */
export type TextLimits = {
  /** True when blank text is refused (a minimum length of 1 or more, or an e-mail format). */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** True for an e-mail address (zod's email format). */
  email: boolean;
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly']);

/** The schema inside optional()/nullable()/default() wrappers. */
function unwrap(schema: ContractTextSchema): ContractTextSchema {
  let current = schema;
  while (WRAPPERS.has(current._zod.def.type) && current._zod.def.innerType) {
    current = current._zod.def.innerType as ContractTextSchema;
  }
  return current;
}

/** True when the contract's schema refuses `value` (its synchronous Standard Schema result has issues). */
function refuses(schema: ContractTextSchema, value: string): boolean {
  const result = schema['~standard'].validate(value) as { issues?: readonly unknown[] } | Promise<unknown>;
  return !(result instanceof Promise) && (result.issues?.length ?? 0) > 0;
}

/**
 * The limits of one text field of a contract schema, e.g.
 * `textLimits(RegisterRequest.shape.first_name)` is `{ required: true, minLength: 1, maxLength: 100, email: false }`.
 * Optional wrappers are looked through: a form that always sends the field meets its inner rule.
 */
export function textLimits(schema: ContractTextSchema): TextLimits {
  const inner = unwrap(schema);
  const limits: TextLimits = { required: false, email: inner._zod.def.format === 'email' };
  for (const check of inner._zod.def.checks ?? []) {
    const def = check._zod.def as { check?: string; minimum?: unknown; maximum?: unknown; format?: unknown };
    if (def.check === 'min_length' && typeof def.minimum === 'number') limits.minLength = def.minimum;
    if (def.check === 'max_length' && typeof def.maximum === 'number') limits.maxLength = def.maximum;
    if (def.format === 'email') limits.email = true;
  }
  // Required: a minimum length, or a format that blank text cannot meet (an e-mail address).
  limits.required = (limits.minLength ?? 0) >= 1 || refuses(inner, '');
  return limits;
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
