/**
 * Opens the image storage the configuration names: disk under UPLOAD_DIR, or an S3 bucket
 * (s3-storage.ts, loaded only then).
 */
import type { Config } from '../config/index.ts';
import { type ImageStorage, type ImageStorageOptions, createDiskImageStorage } from './storage.ts';

/**
 * The image storage `config.storage` names: disk under `config.uploadDir`, or the S3 bucket
 * (the AWS SDK is loaded only then). Never contacts the store (an unreachable bucket shows on
 * first use: 503). Throws only when the S3 client cannot be created from the configuration.
 */
export async function createImageStorage(
  config: Pick<Config, 'storage' | 'uploadDir'>,
  options: ImageStorageOptions = {},
): Promise<ImageStorage> {
  if (config.storage.kind === 'disk') return createDiskImageStorage(config.uploadDir, options);
  const { createS3ImageStorage } = await import('./s3-storage.ts');
  return createS3ImageStorage(config.storage, options);
}
