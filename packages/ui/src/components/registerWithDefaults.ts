import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What a field registered by {@link registerWithDefaults} spreads on its element. */
export type RegisteredWithDefault<N extends string> = UseFormRegisterReturn<N> & {
  defaultValue?: string;
  defaultChecked?: boolean;
};

/**
 * Wraps react-hook-form's `register` so each field also carries its default as the element's
 * HTML default: `defaultChecked` for a boolean, else `defaultValue` (as text), read from
 * `defaults` (the form's defaultValues, by the field's path; nothing when it has none).
 *
 * react-hook-form sets a field's default only when the field mounts, in the browser, so a form
 * rendered on the server (decision 038) arrived empty and filled itself once hydrated.
 * With its defaults in the HTML it arrives as it will be. Where `defaults` are not also given to
 * `useForm` (sign-in, forgot password), react-hook-form reads the fields when they mount and never
 * writes them; where they are (forms that reset or hold a field array), it writes the same value
 * to a field left untouched, and keeps one already edited (its `isEditedBeforeReady`).
 */
export function registerWithDefaults<T extends FieldValues>(
  register: UseFormRegister<T>,
  defaults: Partial<T> | undefined,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>): RegisteredWithDefault<N> => {
    const registered = register(name, options);
    const value: unknown = get(defaults, name);
    if (typeof value === 'boolean') return { ...registered, defaultChecked: value };
    if (typeof value === 'string' || typeof value === 'number')
      return { ...registered, defaultValue: String(value) };
    return registered;
  };
}
