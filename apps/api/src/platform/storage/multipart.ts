/**
 * Reads a product form (multipart/form-data) into text fields and file buffers with hard limits:
 * at most MAX_IMAGES files of at most MAX_IMAGE_BYTES each (MESSAGES.server.tooManyImages,
 * MESSAGES.server.imageTooLarge), a bounded number and size of text fields. Nothing is written
 * to disk here; files stay in memory until every check has passed.
 */
import { MAX_IMAGES, MAX_IMAGE_BYTES, MESSAGES, describeBadText } from '@shop/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors.ts';
import { uploadErrors } from './images.ts';

/** Largest text field in bytes (detailedDescription is up to 5000 characters of UTF-8). */
export const MAX_FIELD_BYTES = 64 * 1024;
/** Most text fields in one form (the product form has ~17 plus bullets). */
export const MAX_FIELDS = 200;

/** A parsed product form. */
export interface MultipartForm {
  /** Text fields by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** Uploaded files (any field name), in the order sent; empty file parts are skipped. */
  files: Buffer[];
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** What a form may hold beyond the defaults of readMultipartForm. */
export interface MultipartLimits {
  /** Most files (default MAX_IMAGES): reading stops at the first file beyond it. */
  maxFiles?: number;
}

/**
 * Reads the whole multipart body of `request`. Throws HttpError 400 when the body is not
 * multipart, a field is too long or a text field (name or value) holds a NUL byte or an unpaired
 * surrogate (contract describeBadText), UploadError 413 imageTooLarge for a file over MAX_IMAGE_BYTES
 * and UploadError 400 tooManyImages beyond `maxFiles` (default MAX_IMAGES) files, as soon as that
 * file starts: the rest of the body is not read into memory.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { maxFiles = MAX_IMAGES }: MultipartLimits = {},
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw badRequest(`${MESSAGES.server.invalidRequest} Send the form as multipart/form-data.`);
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) files.push(data);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw badRequest(`${MESSAGES.server.invalidRequest} ${part.fieldname}: is too long`);
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw uploadErrors.imageTooLarge();
      case 'FST_FILES_LIMIT':
        throw uploadErrors.tooManyImages();
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest(`${MESSAGES.server.invalidRequest} The form has too many fields.`);
      default:
        throw badRequest(`${MESSAGES.server.invalidRequest} The form could not be read.`);
    }
  }
  const badText = describeBadText(fields);
  if (badText !== undefined) throw badRequest(badText);
  return { fields, files };
}
