/** Joins class names, skipping empty ones. Returns one space-separated class string. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
