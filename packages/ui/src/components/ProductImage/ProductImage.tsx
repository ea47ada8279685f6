import { useState, type ComponentProps, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { ImageOff } from 'lucide-react';
import { imageSources } from '@shop/contract';
import { cx } from '../cx.ts';
import * as styles from './ProductImage.css.ts';

/** The image shown when a product has no image or its image fails to load (served from the app's public folder). */
export const PLACEHOLDER_IMAGE_SRC = '/images/placeholder.svg';

/** Props of {@link ProductImage}: img props with a nullable `src`, a required `alt`, `width` and `height`, and an optional `fallback` node. */
export type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'srcSet'> & {
  /** The image's address as the API returns it (an upload, a sample image, a `blob:` preview...). */
  src?: string | null;
  alt: string;
  /** Rendered width, px: the `width` attribute, so the box is reserved before the image loads (no layout shift). */
  width: number;
  /** Rendered height, px: the `height` attribute (with `width`, the box's aspect ratio). */
  height: number;
  /**
   * The `sizes` of the responsive sources: how wide the image is drawn, e.g.
   * `(min-width: 768px) 50vw, 100vw`. Default `${width}px`. (No `auto`: Chromium then picks a
   * file depending on whether layout has happened yet, so the same page could fetch different
   * widths from one load to the next.)
   */
  sizes?: string;
  /**
   * The likely largest image of the page (LCP): loaded at once (`loading="eager"`) with
   * `fetchpriority="high"`, decoded as the browser sees fit, and preloaded from the document's
   * head (React `preload`: the AVIF srcset, so a server-rendered page asks for it before the body
   * arrives). Default false: lazy, async decoding.
   */
  priority?: boolean;
  /** Rendered instead of the placeholder image when `src` is missing or fails (e.g. the text 'No image'). */
  fallback?: ReactNode;
};

/**
 * A product image that never shows a broken image. When `src` has responsive variants (contract
 * `imageSources`: uploads and sample-catalogue images, decision 035) it is a `<picture>` with an
 * AVIF and a WebP `<source srcset sizes>` in every width, and the `<img>` keeps `src` as its
 * fallback; the `<picture>` has `display: contents`, so it changes no layout. Other addresses
 * (placeholder, `blob:` previews, foreign URLs) render a plain `<img>`. Failures step down: the
 * variants fail (e.g. an image uploaded before they existed) -> the plain `src`; that fails too
 * or there is no `src` -> `fallback`, or else the placeholder image ({@link PLACEHOLDER_IMAGE_SRC}),
 * or, when that fails too, a neutral box with the alt text as its accessible name. `width` and
 * `height` (px) are always set; `priority` marks the LCP image (eager, high fetch priority,
 * preloaded), every other image loads lazily unless `loading` says otherwise.
 */
export function ProductImage({
  src,
  alt,
  fallback,
  width,
  height,
  sizes,
  priority = false,
  loading = priority ? 'eager' : 'lazy',
  decoding = priority ? 'auto' : 'async',
  fetchPriority = priority ? 'high' : undefined,
  className,
  onError,
  ...props
}: ProductImageProps) {
  // Addresses that failed: `src` itself, or `VARIANTS + src` when only its variants did.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const wanted = src && !failed.has(src) ? src : null;

  if (!wanted && fallback !== undefined) return <>{fallback}</>;

  const shown = wanted ?? (failed.has(PLACEHOLDER_IMAGE_SRC) ? null : PLACEHOLDER_IMAGE_SRC);
  if (!shown) {
    return (
      <span role="img" aria-label={alt} className={cx(styles.missing, className)} style={{ width, height }}>
        <ImageOff aria-hidden="true" />
      </span>
    );
  }
  const sources = failed.has(VARIANTS + shown) ? null : imageSources(shown);
  const image = (
    <img
      {...props}
      key={shown}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={cx(styles.image, className)}
      onError={(event) => {
        setFailed((prev) => new Set(prev).add(sources ? VARIANTS + shown : shown));
        onError?.(event);
      }}
    />
  );
  if (!sources) return image;
  const sourceSizes = sizes ?? `${width}px`;
  const best = sources[0];
  if (priority && best) {
    // The same srcset and sizes as the first <source>, so the browser fetches the same file once.
    preload(shown, {
      as: 'image',
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sourceSizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture key={`${VARIANTS}${shown}`} className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sourceSizes} />
      ))}
      {image}
    </picture>
  );
}

/** Key prefix of an address whose variants failed (its plain `src` is tried next). */
const VARIANTS = 'variants:';
