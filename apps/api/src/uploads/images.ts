/**
 * Product image checks and re-encoding (ARCHITECTURE "Uploads"): the type is decided by the
 * bytes (magic numbers, then sharp's own decoder), never by the file name or the declared
 * mimetype; every accepted image is re-encoded to WebP, auto-rotated, at most 1600 px a side,
 * with all metadata (EXIF, GPS, ICC comments) dropped.
 */
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGES, MESSAGES } from '@shop/api-client/contract';

/** Longest side of a stored product image, in pixels (our choice). */
export const MAX_IMAGE_SIDE = 1600;
/** Largest decoded image we accept, in pixels (guards against decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality of stored images (0-100). */
export const WEBP_QUALITY = 82;

/** The image formats the shop accepts (MESSAGES.server.imageType). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

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

/** A processed image, ready to be written. */
export interface ProcessedImage {
  /** WebP bytes. */
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks one uploaded file by content and re-encodes it to WebP (see the module note).
 * Throws UploadError: imageTooLarge (413) over MAX_IMAGE_BYTES, imageType (400) when the bytes
 * are not a JPEG, PNG, WebP, GIF or AVIF image that sharp can decode.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw uploadErrors.imageTooLarge();
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw uploadErrors.imageType();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMATS[sniffed]) throw uploadErrors.imageType();
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
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
  // One at a time: sharp already uses the cores, and this bounds memory per request.
  for (const file of files) processed.push(await processImage(file));
  return processed;
}
