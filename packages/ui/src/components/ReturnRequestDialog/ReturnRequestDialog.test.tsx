/**
 * The return request form's rules (decision 067): which photos it takes, the multipart body it
 * sends (ReturnRequestFormFields and files `photos`), the quantities it offers; and the dialog
 * sending it and keeping the server's refusal in view.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import {
  MAX_IMAGE_BYTES,
  MAX_RETURN_PHOTOS,
  RETURN_MESSAGES,
  ReturnRequestFormFields,
  type OrderItem,
} from '@shop/contract';
import { ReturnRequestDialog } from './ReturnRequestDialog.tsx';
import { quantityChoices, returnPhotosProblem, returnRequestFormData } from './returnRequestForm.ts';

const file = (name: string, type: string, bytes = 8) => new File([new Uint8Array(bytes)], name, { type });

describe('returnPhotosProblem', () => {
  it('takes none, and up to MAX_RETURN_PHOTOS photos of the types a listing takes', () => {
    expect(returnPhotosProblem([])).toBeNull();
    expect(
      returnPhotosProblem([
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.webp', 'image/webp'),
      ]),
    ).toBeNull();
    expect(returnPhotosProblem([file('d.gif', 'image/gif'), file('e.avif', 'image/avif')])).toBeNull();
  });

  it('refuses more than MAX_RETURN_PHOTOS with the server’s text', () => {
    const many = Array.from({ length: MAX_RETURN_PHOTOS + 1 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(returnPhotosProblem(many)).toBe(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS));
  });

  it('refuses a file of another type, an image type the server does not take included', () => {
    expect(returnPhotosProblem([file('notes.txt', 'text/plain')])).toBe(
      RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
    );
    expect(returnPhotosProblem([file('IMG_0001.heic', 'image/heic')])).toBe(
      RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS),
    );
  });

  it('refuses a photo over MAX_IMAGE_BYTES', () => {
    expect(returnPhotosProblem([file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)])).toBe(
      RETURN_MESSAGES.buyer.photoTooLarge,
    );
    expect(returnPhotosProblem([file('max.jpg', 'image/jpeg', MAX_IMAGE_BYTES)])).toBeNull();
  });
});

describe('returnRequestFormData', () => {
  it('carries the fields the contract parses, the note trimmed, and each photo as `photos`', () => {
    const photos = [file('a.png', 'image/png'), file('b.png', 'image/png')];
    const form = returnRequestFormData(
      { orderItemId: 101, quantity: 2, reason: 'wrong_item', note: '  Blue, not green.  ' },
      photos,
    );
    const fields = Object.fromEntries(
      ['order_item_id', 'quantity', 'reason', 'note'].map((name) => [name, form.get(name)]),
    );
    expect(fields).toEqual({
      order_item_id: '101',
      quantity: '2',
      reason: 'wrong_item',
      note: 'Blue, not green.',
    });
    expect(ReturnRequestFormFields.parse(fields)).toEqual({
      order_item_id: 101,
      quantity: 2,
      reason: 'wrong_item',
      note: 'Blue, not green.',
    });
    expect(form.getAll('photos').map((photo) => (photo as File).name)).toEqual(['a.png', 'b.png']);
  });
});

describe('quantityChoices', () => {
  it('offers 1 to what is left, and at least 1', () => {
    expect(quantityChoices(3).map((c) => c.value)).toEqual(['1', '2', '3']);
    expect(quantityChoices(1).map((c) => c.value)).toEqual(['1']);
    expect(quantityChoices(0).map((c) => c.value)).toEqual(['1']);
  });
});

const item: OrderItem = {
  id: 101,
  product_id: 4,
  product_name: 'Desk lamp',
  image_url: null,
  quantity: 1,
  product_price: 20,
  total_price: 20,
  refunded_amount: 0,
  return_request: null,
};
const target = { orderId: 7, item, left: 1, returnBy: '2026-04-08T10:15:00.000Z' };

describe('the dialog', () => {
  it('sends the request, and on success hands the new request back', async () => {
    const onSubmit = vi.fn(() => Promise.resolve({ id: 5, status: 'requested' as const }));
    const onCreated = vi.fn();
    const screen = await render(
      <ReturnRequestDialog target={target} onSubmit={onSubmit} onCreated={onCreated} onClose={() => {}} />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: RETURN_MESSAGES.buyer.reasonLabel }),
      RETURN_MESSAGES.reasons.not_as_described,
    );
    await userEvent.click(screen.getByRole('button', { name: RETURN_MESSAGES.buyer.send }));
    await expect.poll(() => onCreated.mock.calls.length).toBe(1);
    expect(onCreated).toHaveBeenCalledWith(target, { id: 5, status: 'requested' });
    const [orderId, form] = onSubmit.mock.calls[0] as unknown as [number, FormData];
    expect(orderId).toBe(7);
    expect(form.get('reason')).toBe('not_as_described');
    expect(form.get('quantity')).toBe('1');
  });

  it('keeps the server’s refusal in view and lets the buyer send again', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error(RETURN_MESSAGES.errors.openRequest))
      .mockResolvedValueOnce({ id: 6, status: 'requested' });
    const onCreated = vi.fn();
    const screen = await render(
      <ReturnRequestDialog target={target} onSubmit={onSubmit} onCreated={onCreated} onClose={() => {}} />,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: RETURN_MESSAGES.buyer.reasonLabel }),
      RETURN_MESSAGES.reasons.other,
    );
    const send = screen.getByRole('button', { name: RETURN_MESSAGES.buyer.send });
    await userEvent.click(send);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.errors.openRequest);
    expect(onCreated).not.toHaveBeenCalled();
    await userEvent.click(send);
    await expect.poll(() => onCreated.mock.calls.length).toBe(1);
  });
});
