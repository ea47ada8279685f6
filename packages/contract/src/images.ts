/**
 * Responsive product images ("Images", docs/decisions/035): THE rule that names the
 * resized copies of an image. Every image the shop makes itself, an upload
 * (`/uploads/products/<32 hex>.webp`, written by the API at upload time) or a sample-catalogue
 * picture (`/images/products/p1-1.svg`, `/images/categories/clothing.svg`, `/images/hero.svg`,
 * rasterised by `apps/api/scripts/sample-images.ts`), also exists in every width of
 * IMAGE_WIDTHS and every format of IMAGE_FORMATS, next to it:
 *
 *     /uploads/products/<hex>.webp  ->  /uploads/products/<hex>-640.avif
 *     /images/products/p1-1.svg     ->  /images/products/p1-1-640.webp
 *
 * Any other address (the placeholder, `blob:` previews, foreign URLs, odd paths) has no
 * variants: the functions answer null and the ui shows the address as it is.
 * The API's storage (apps/api/src/platform/storage/storage.ts) names the files it writes with
 * `imageVariantPath`, so the names written and the names asked for cannot drift.
 */

/** The widths every variant is made in, pixels, ascending (a width above the original keeps the original's size). */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** A width of IMAGE_WIDTHS, pixels. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The image types the shop takes in an upload (a listing's images, a return request's photos),
 * recognised by content on the server and in the mocks; MESSAGES.server.imageType and
 * RETURN_MESSAGES.errors.photos name them. A file input's `accept` and the forms' own checks use
 * this list too.
 */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** A type of UPLOAD_IMAGE_TYPES. */
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The formats every variant is made in, best first (the order of `<source>` elements). */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** A format of IMAGE_FORMATS (also the file extension). */
export type ImageVariantFormat = (typeof IMAGE_FORMATS)[number];

/** The Content-Type of each variant format. */
export const IMAGE_FORMAT_TYPES: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The addresses that have variants: an upload (`/uploads/products/<32 lower-case hex>.webp`) or
 * a sample picture under `/images/products/`, `/images/categories/` or `/images/hero.svg`
 * (lower-case letters, digits and dashes). Group 1 is the address without its extension.
 */
const WITH_VARIANTS =
  /^(\/uploads\/products\/[a-f0-9]{32}|\/images\/(?:products|categories)\/[a-z0-9]+(?:-[a-z0-9]+)*|\/images\/hero)\.(?:webp|svg)$/;

/**
 * The path of the `width` x `format` variant of the file at `path` (an address or a storage
 * key): the extension is replaced by `-<width>.<format>`, e.g. `products/ab12.webp`, 640, 'avif'
 * -> `products/ab12-640.avif`. Does not check `path` (see `imageVariantUrl` for that). Throws
 * when `path` has no extension.
 */
export function imageVariantPath(path: string, width: ImageWidth, format: ImageVariantFormat): string {
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) throw new Error(`an image path needs an extension: ${path.slice(0, 80)}`);
  return `${path.slice(0, dot)}-${width}.${format}`;
}

/** Every variant path of `path` (IMAGE_WIDTHS x IMAGE_FORMATS), formats in order, widths ascending. */
export function imageVariantPaths(path: string): string[] {
  return IMAGE_FORMATS.flatMap((format) =>
    IMAGE_WIDTHS.map((width) => imageVariantPath(path, width, format)),
  );
}

/** True when the image at `url` (as the API returns it) has variants (see the module note). */
export function hasImageVariants(url: string | null | undefined): url is string {
  return typeof url === 'string' && WITH_VARIANTS.test(url);
}

/**
 * The address of the `width` x `format` variant of the image at `url`, or null when `url` has
 * no variants (placeholder, `blob:`, foreign or odd addresses).
 */
export function imageVariantUrl(
  url: string | null | undefined,
  width: ImageWidth,
  format: ImageVariantFormat,
): string | null {
  return hasImageVariants(url) ? imageVariantPath(url, width, format) : null;
}

/**
 * The `srcset` of the image at `url` in `format`: every width with its `w` descriptor, e.g.
 * `/uploads/products/<hex>-320.avif 320w, ..., /uploads/products/<hex>-1600.avif 1600w`; null
 * when `url` has no variants.
 */
export function imageSrcSet(url: string | null | undefined, format: ImageVariantFormat): string | null {
  if (!hasImageVariants(url)) return null;
  return IMAGE_WIDTHS.map((width) => `${imageVariantPath(url, width, format)} ${width}w`).join(', ');
}

/** One `<source>` of a `<picture>`: its type and srcset. */
export interface ImageSource {
  /** The format's Content-Type (IMAGE_FORMAT_TYPES), for `<source type>`. */
  type: string;
  /** The `srcset` (imageSrcSet). */
  srcSet: string;
}

/**
 * The `<source>` elements of the image at `url`, best format first (AVIF, then WebP); null when
 * `url` has no variants (the ui then renders a plain `<img src={url}>`).
 */
export function imageSources(url: string | null | undefined): ImageSource[] | null {
  if (!hasImageVariants(url)) return null;
  return IMAGE_FORMATS.map((format) => ({
    type: IMAGE_FORMAT_TYPES[format],
    srcSet: imageSrcSet(url, format) ?? '',
  }));
}
