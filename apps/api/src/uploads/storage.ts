/**
 * Where product images live on disk: `<UPLOAD_DIR>/products/<random>.webp`, served at
 * `/uploads/products/<random>.webp`. Names are made by the server (128 random bits), never taken
 * from the client. Only files under this folder with such a name are ever deleted.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** URL prefix of uploaded images (the static route serves UPLOAD_DIR under /uploads/). */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** Subfolder of UPLOAD_DIR holding product images. */
export const PRODUCT_IMAGE_FOLDER = 'products';

const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/** A file written for a request: its public address and where it is on disk. */
export interface StoredImage {
  url: string;
  filePath: string;
}

/** Plans server-made names for `count` images (nothing is written yet). */
export function planImageNames(uploadDir: string, count: number): StoredImage[] {
  return Array.from({ length: count }, () => {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    return {
      url: `${UPLOADS_URL_PREFIX}${PRODUCT_IMAGE_FOLDER}/${name}`,
      filePath: path.join(uploadDir, PRODUCT_IMAGE_FOLDER, name),
    };
  });
}

/**
 * Writes the images to their planned paths (never overwriting). If one write fails, the ones
 * already written are removed and the error is rethrown.
 */
export async function writeImages(planned: StoredImage[], data: Buffer[]): Promise<void> {
  if (planned.length === 0) return;
  await mkdir(path.dirname(planned[0]?.filePath ?? ''), { recursive: true });
  const written: StoredImage[] = [];
  try {
    for (const [i, image] of planned.entries()) {
      await writeFile(image.filePath, data[i] ?? Buffer.alloc(0), { flag: 'wx' });
      written.push(image);
    }
  } catch (error) {
    await removeFiles(written.map((w) => w.filePath));
    throw error;
  }
}

/** Removes files, ignoring ones already gone. Never throws. */
export async function removeFiles(filePaths: string[]): Promise<void> {
  await Promise.all(filePaths.map((p) => rm(p, { force: true }).catch(() => undefined)));
}

/**
 * Maps public image addresses back to files under UPLOAD_DIR, keeping only the ones this module
 * made (sample-catalogue images and foreign addresses are left alone).
 */
export function uploadedFilesOf(uploadDir: string, urls: string[]): string[] {
  const prefix = `${UPLOADS_URL_PREFIX}${PRODUCT_IMAGE_FOLDER}/`;
  return urls
    .filter((url) => url.startsWith(prefix) && STORED_NAME.test(url.slice(prefix.length)))
    .map((url) => path.join(uploadDir, PRODUCT_IMAGE_FOLDER, url.slice(prefix.length)));
}
