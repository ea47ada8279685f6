import { useState, type ComponentProps, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { cx } from '../cx.ts';
import * as styles from './ProductImage.css.ts';

/** The image shown when a product has no image or its image fails to load (served from the app's public folder). */
export const PLACEHOLDER_IMAGE_SRC = '/images/placeholder.svg';

/** Props of {@link ProductImage}: img props with a nullable `src`, a required `alt` and an optional `fallback` node. */
export type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  src?: string | null;
  alt: string;
  /** Rendered instead of the placeholder image when `src` is missing or fails (e.g. the text 'No image'). */
  fallback?: ReactNode;
};

/**
 * A product image that never shows a broken image: on a missing `src` or a load error it shows `fallback`,
 * or else the placeholder image ({@link PLACEHOLDER_IMAGE_SRC}), or, when that fails too, a neutral box
 * with the alt text as its accessible name. Loads lazily by default; give `width` and `height` (px) to
 * reserve the space and avoid layout shift.
 */
export function ProductImage({
  src,
  alt,
  fallback,
  loading = 'lazy',
  decoding = 'async',
  className,
  onError,
  ...props
}: ProductImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const wanted = src && !failed.has(src) ? src : null;

  if (!wanted && fallback !== undefined) return <>{fallback}</>;

  const shown = wanted ?? (failed.has(PLACEHOLDER_IMAGE_SRC) ? null : PLACEHOLDER_IMAGE_SRC);
  if (!shown) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={cx(styles.missing, className)}
        style={{ width: props.width, height: props.height }}
      >
        <ImageOff aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      {...props}
      key={shown}
      src={shown}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={cx(styles.image, className)}
      onError={(event) => {
        setFailed((prev) => new Set(prev).add(shown));
        onError?.(event);
      }}
    />
  );
}
