import type { ComponentProps, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../cx.ts';
import { button, type ButtonVariants } from './Button.css.ts';

/** Props of {@link Button}: native button props, a `variant`, a `size` and `asChild`. */
export type ButtonProps = ComponentProps<'button'> &
  ButtonVariants & {
    /** Render the single child (e.g. a `Link`) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /**
     * When `disabled`, stay focusable: `aria-disabled="true"` instead of the native attribute, and
     * presses do nothing. For buttons that become disabled while they may hold focus (pending,
     * first or last page): a natively disabled button drops focus to `<body>` (decision 029).
     */
    focusableWhenDisabled?: boolean;
  };

const swallow = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button in one of five variants (primary, secondary, outline, ghost, danger) and three sizes.
 * With `asChild` it styles its child, e.g. `<Button asChild><Link href="/">Go Home</Link></Button>`.
 * Defaults to `type="button"` so it never submits a form by accident.
 */
export function Button({
  variant,
  size,
  asChild = false,
  focusableWhenDisabled = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  if (focusableWhenDisabled && props.disabled) {
    const { disabled: _disabled, onClick: _onClick, ...rest } = props;
    return (
      <button type={type ?? 'button'} className={classes} {...rest} aria-disabled="true" onClick={swallow} />
    );
  }
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
