/**
 * Reading one environment variable: blank means unset, a bad value becomes one error line
 * `NAME="value": why; allowed: ...` (secrets shown by length only), and ConfigError lists them all.
 */
import * as z from 'zod/mini';

/**
 * Thrown by loadConfig when variables are bad or missing: `problems` holds one line per variable
 * (`NAME="value": what is wrong; allowed: ...`; secrets are never echoed), the message all of them.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${p}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** What a variable parser returns for a bad value. */
export class Bad {
  constructor(readonly why: string) {}
}

/** The value as shown in an error line: quoted and cut short, or only its length for secrets. */
export function shown(raw: string, secret: boolean): string {
  if (secret) return `<hidden, ${raw.length} characters>`;
  const quoted = JSON.stringify(raw);
  return quoted.length > 80 ? `${quoted.slice(0, 77)}..."` : quoted;
}

/**
 * One environment variable: unset or blank gives undefined (the default applies later); anything
 * else goes through `parse`, and a Bad result becomes an issue reading
 * `="value": why; allowed: <allowed>` (the name is added from the issue's path).
 */
export function envVar<T>(
  allowed: string,
  parse: (raw: string) => T | Bad,
  options: { secret?: boolean } = {},
) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx): T | undefined => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const value = parse(raw);
      if (!(value instanceof Bad)) return value;
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message: `=${shown(raw, options.secret === true)}: ${value.why}; allowed: ${allowed}`,
      });
      return z.NEVER;
    }),
  );
}

/** A whole number from `min` to `max` (`unit` is appended to the allowed range). */
export function wholeNumber(min: number, max: number, unit = '') {
  return envVar(`a whole number from ${min} to ${max}${unit}`, (raw) => {
    if (!/^\s*[+-]?\d+\s*$/.test(raw)) return new Bad('not a whole number');
    const n = Number(raw);
    return n < min || n > max ? new Bad('out of range') : n;
  });
}

/** Exactly one of `choices` (case-sensitive). */
export function oneOf<const C extends string>(choices: readonly C[]) {
  return envVar(choices.join(', '), (raw) =>
    (choices as readonly string[]).includes(raw) ? (raw as C) : new Bad('not one of the choices'),
  );
}

/** Any non-blank text (paths, host names). */
export function text() {
  return envVar('any text', (raw) => raw);
}

/** An absolute URL with one of `protocols` (e.g. `['http:', 'https:']`). */
export function absoluteUrl(
  allowed: string,
  protocols: readonly string[],
  options: { secret?: boolean } = {},
) {
  return envVar(
    allowed,
    (raw) => {
      if (!URL.canParse(raw)) return new Bad('not an absolute URL');
      const url = new URL(raw);
      return protocols.includes(url.protocol) ? raw : new Bad(`the scheme ${url.protocol} is not allowed`);
    },
    options,
  );
}
