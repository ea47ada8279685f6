/**
 * Product image checks and re-encoding (ARCHITECTURE "Uploads"): the type is decided by the
 * bytes (magic numbers, then sharp's own decoder), never by the file name or the declared
 * mimetype; every accepted image is re-encoded to WebP, auto-rotated, at most 1600 px a side,
 * with all metadata (EXIF, GPS, ICC comments) dropped. Decision 035: it is also
 * resized to every width of the contract's IMAGE_WIDTHS in AVIF and WebP (the responsive
 * variants); a width above the image's own is made at the image's own size (never enlarged).
 */
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_UPLOAD_PIXELS,
  LISTING_MESSAGES,
  MESSAGES,
  decodableSize,
  headerImageSize,
  type ImageVariantFormat,
  type UploadImageType,
  type ImageWidth,
} from '@shop/contract';

/** Longest side of a stored product image, in pixels (our choice). */
export const MAX_IMAGE_SIDE = 1600;
/** Largest decoded image we accept, in pixels (guards against decompression bombs; decision 045). */
export const MAX_INPUT_PIXELS = MAX_UPLOAD_PIXELS;
/** WebP quality of stored images and their WebP variants (0-100). */
export const WEBP_QUALITY = 82;
/** AVIF quality of the AVIF variants (0-100; sharp's default). */
export const AVIF_QUALITY = 50;
/**
 * AVIF encoder effort (0-9, sharp's default 4). 2 makes the 4 AVIF widths of a 3000x2000 photo in
 * about 1 s on 2 cores, where 4 takes about 7 s, for files about 10-20% larger (decision 035).
 */
export const AVIF_EFFORT = 2;

/**
 * The image formats the shop accepts (MESSAGES.server.imageType): the subtypes of the contract's
 * UPLOAD_IMAGE_TYPES, so the list the forms and the mocks take is the one recognised here.
 */
export type ImageFormat = UploadImageType extends `image/${infer Format}` ? Format : never;

/** A refused upload: the HTTP status and the message for `{ success: false, error }`. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** @param statusCode 400 for a bad type or count, 413 for a file over MAX_IMAGE_BYTES. */
  constructor(
    message: string,
    readonly statusCode: 400 | 413,
  ) {
    super(message);
  }
}

/** The upload errors, with the contract's messages. */
export const uploadErrors = {
  imageType: () => new UploadError(MESSAGES.server.imageType, 400),
  imageTooLarge: () => new UploadError(MESSAGES.server.imageTooLarge, 413),
  tooManyImages: () => new UploadError(MESSAGES.server.tooManyImages, 400),
  imageDimensions: () => new UploadError(LISTING_MESSAGES.imageDimensions, 400),
};

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * Recognises an image by its first bytes: JPEG (FF D8 FF), PNG signature, GIF87a/89a,
 * RIFF....WEBP, or an ISO-BMFF `ftyp` box with an AVIF brand. Returns null for anything else.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** sharp's name for each accepted format (AVIF decodes through libheif as 'heif'). */
const SHARP_FORMATS: Record<ImageFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/** One responsive variant of a processed image (contract IMAGE_WIDTHS x IMAGE_FORMATS). */
export interface ImageVariant {
  /** The nominal width that names the file (`-<width>.<format>`), px. */
  width: ImageWidth;
  format: ImageVariantFormat;
  /** The encoded bytes. */
  data: Buffer;
  /** The real size, px: `width` x proportional height, or the image's own size when it is narrower. */
  pixelWidth: number;
  pixelHeight: number;
}

/** A processed image, ready to be written. */
export interface ProcessedImage {
  /** WebP bytes of the original (at most MAX_IMAGE_SIDE a side). */
  data: Buffer;
  /** Size of the original, px. */
  width: number;
  height: number;
  /** Every width in every format (IMAGE_WIDTHS x IMAGE_FORMATS, formats in order). */
  variants: ImageVariant[];
}

type RawInput = { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

function encode(pixels: Buffer, input: RawInput, width: number, format: ImageVariantFormat): Promise<Buffer> {
  const image = sharp(pixels, input);
  if (width < input.raw.width) image.resize({ width });
  return format === 'avif'
    ? image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer()
    : image.webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * The original (WebP) and every variant of upright, metadata-free `pixels`. Each distinct real
 * width is encoded once per format (an image 800 px wide gives its 1024 and 1600 names the same
 * 800 px file), the WebP of the original's own width is the original itself, and the encodes run
 * side by side (sharp's thread pool bounds them).
 */
async function encodeAll(pixels: Buffer, input: RawInput): Promise<Omit<ProcessedImage, 'width' | 'height'>> {
  const { width, height } = input.raw;
  const data = await encode(pixels, input, width, 'webp');
  const realWidths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  const jobs = IMAGE_FORMATS.flatMap((format) =>
    realWidths.map(async (real) => {
      const bytes = format === 'webp' && real === width ? data : await encode(pixels, input, real, format);
      return { format, real, bytes };
    }),
  );
  const encoded = await Promise.all(jobs);
  const variants = IMAGE_FORMATS.flatMap((format) =>
    IMAGE_WIDTHS.map((nominal): ImageVariant => {
      const real = Math.min(nominal, width);
      const found = encoded.find((e) => e.format === format && e.real === real);
      if (found === undefined) throw new Error(`variant ${nominal} ${format} was not encoded`);
      return {
        width: nominal,
        format,
        data: found.bytes,
        pixelWidth: real,
        pixelHeight: real === width ? height : Math.max(1, Math.round((height * real) / width)),
      };
    }),
  );
  return { data, variants };
}

/**
 * Checks one uploaded file by content and re-encodes it to WebP, with its responsive variants
 * (see the module note) unless `options.variants` is false (then `variants` is empty).
 * Throws UploadError: imageTooLarge (413) over MAX_IMAGE_BYTES, imageDimensions (400) when the
 * header gives more than MAX_UPLOAD_PIXELS or MAX_UPLOAD_SIDE (checked before decoding), imageType
 * (400) when the bytes are not a JPEG, PNG, WebP, GIF or AVIF image that sharp can decode.
 */
export async function processImage(
  bytes: Buffer,
  options: { variants?: boolean } = {},
): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw uploadErrors.imageTooLarge();
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw uploadErrors.imageType();
  // PNG and GIF give their size in a fixed header: refused here, before the decoder sees them
  // (libvips refuses some sizes itself, with a less helpful answer). Other formats: below.
  const header = headerImageSize(bytes);
  if (header !== undefined && !decodableSize(header.width, header.height))
    throw uploadErrors.imageDimensions();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata(); // the header only: nothing is decoded yet
    if (meta.format !== SHARP_FORMATS[sniffed]) throw uploadErrors.imageType();
    if (!decodableSize(meta.width ?? 0, meta.height ?? 0)) throw uploadErrors.imageDimensions();
    // Decoded once, upright and at most MAX_IMAGE_SIDE, to 8-bit sRGB pixels without metadata;
    // every output is encoded from these.
    const { data: pixels, info } = await image
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const input: RawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // A return photo (decision 067) is shown at one size: its WebP original only.
    const { data, variants } =
      options.variants === false
        ? { data: await encode(pixels, input, info.width, 'webp'), variants: [] }
        : await encodeAll(pixels, input);
    return { data, width: info.width, height: info.height, variants };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw uploadErrors.imageType();
  }
}

/**
 * Processes every file of a request before anything is stored, so a bad file refuses the whole
 * request. Throws UploadError (tooManyImages over MAX_IMAGES, or as processImage).
 */
export async function processImages(files: Buffer[]): Promise<ProcessedImage[]> {
  if (files.length > MAX_IMAGES) throw uploadErrors.tooManyImages();
  const processed: ProcessedImage[] = [];
  // One image at a time: its encodes already run side by side, and this bounds memory per request.
  for (const file of files) processed.push(await processImage(file));
  return processed;
}
