/**
 * The return request form's values, checks and multipart encoding (decision 067): the text fields
 * of ReturnRequestFormFields and up to MAX_RETURN_PHOTOS image files named `photos`, as POST
 * /orders/{id}/returns/ takes them.
 */
import {
  MAX_IMAGE_BYTES,
  MAX_RETURN_PHOTOS,
  RETURN_MESSAGES,
  UPLOAD_IMAGE_TYPES,
  type ReturnReasonCode,
  type ReturnRequestFormFields,
} from '@shop/contract';

/**
 * The photo types the form takes: the contract's UPLOAD_IMAGE_TYPES, as for a listing's images (the
 * server checks the content too); RETURN_MESSAGES.errors.photos names them.
 */
export const RETURN_PHOTO_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The form's values: the line, how many units, why, the note as typed. */
export type ReturnRequestValues = {
  orderItemId: number;
  quantity: number;
  reason: ReturnReasonCode;
  note: string;
};

/**
 * Why `files` cannot be sent as a request's photos, or null: more than MAX_RETURN_PHOTOS, or a
 * file whose type is not one of RETURN_PHOTO_TYPES (RETURN_MESSAGES.errors.photos, the server's 400
 * text), or larger than MAX_IMAGE_BYTES (RETURN_MESSAGES.buyer.photoTooLarge).
 */
export function returnPhotosProblem(files: readonly File[]): string | null {
  if (files.length > MAX_RETURN_PHOTOS) return RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS);
  if (files.some((file) => !RETURN_PHOTO_TYPES.includes(file.type)))
    return RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS);
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return RETURN_MESSAGES.buyer.photoTooLarge;
  return null;
}

/**
 * The multipart body of a new return request: `order_item_id`, `quantity`, `reason` and `note`
 * (trimmed) as ReturnRequestFormFields names them, then each photo as a file `photos`.
 */
export function returnRequestFormData(values: ReturnRequestValues, photos: readonly File[]): FormData {
  const fields: Record<keyof ReturnRequestFormFields, string> = {
    order_item_id: String(values.orderItemId),
    quantity: String(values.quantity),
    reason: values.reason,
    note: values.note.trim(),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** The choices of the quantity select: 1 to `left`, at least 1. */
export function quantityChoices(left: number): { value: string; label: string }[] {
  return Array.from({ length: Math.max(1, left) }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
}
