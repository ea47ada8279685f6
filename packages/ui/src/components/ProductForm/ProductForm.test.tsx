import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DEFAULT_FEE_RULE } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { ProductForm } from './ProductForm.tsx';
import { PRODUCT_FLAGS } from './productFormData.ts';
import { afterRendering } from '../../testing/afterRendering.ts';

const noop = () => {};

function lastFormData(onSubmit: ReturnType<typeof vi.fn>): FormData {
  const data = onSubmit.mock.lastCall?.[0];
  if (!(data instanceof FormData)) throw new Error('onSubmit was not called with FormData');
  return data;
}

describe('given the create form', () => {
  it('starts with 4 bullet inputs and "Add field" adds one per click', async () => {
    const screen = await render(<ProductForm mode="create" busy={false} submitted={false} onSubmit={noop} />);
    await expect.element(screen.getByLabelText('Bullet point 4')).toBeInTheDocument();
    await expect.element(screen.getByLabelText('Bullet point 5')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Add field' }).click();
    await expect.element(screen.getByLabelText('Bullet point 5')).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Add field' }).click();
    await expect.element(screen.getByLabelText('Bullet point 6')).toBeInTheDocument();
  });

  it('sends flags as the text true/false, bullets as bullet_1.. and images as images entries', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ProductForm mode="create" busy={false} submitted={false} onSubmit={onSubmit} />,
    );
    await userEvent.fill(screen.getByLabelText('Name'), 'Oak Standing Desk');
    await userEvent.fill(screen.getByLabelText('Price (£)'), '249.99');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await userEvent.fill(screen.getByLabelText('Tags'), 'desk, oak');
    await userEvent.fill(screen.getByLabelText('Description', { exact: true }), 'A solid oak desk.');
    await screen.getByLabelText('On sale').click();
    await screen.getByLabelText('Popular').click();
    await userEvent.fill(screen.getByLabelText('Bullet point 1'), 'Solid oak top');
    await userEvent.fill(screen.getByLabelText('Bullet point 3'), 'Height 72-120 cm');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'desk.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Images', { exact: true }), [png]);
    await screen.getByRole('button', { name: 'Submit Product' }).click();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = lastFormData(onSubmit);
    expect(data.get('name')).toBe('Oak Standing Desk');
    expect(data.get('price')).toBe('249.99');
    expect(data.get('category')).toBe('Furniture');
    expect(data.get('onSale')).toBe('true');
    expect(data.get('specialOffer')).toBe('false');
    expect(data.get('suspend')).toBe('false');
    expect(data.get('popular')).toBe('false');
    expect(data.get('inStock')).toBe('true');
    expect(data.get('featured')).toBe('true');
    expect(data.get('new')).toBe('true');
    expect(data.get('percentageOff')).toBe('0');
    expect(data.get('itemsInStock')).toBe('1');
    expect(data.get('bullet_1')).toBe('Solid oak top');
    expect(data.get('bullet_2')).toBe('Height 72-120 cm');
    expect(data.has('bullet_3')).toBe(false);
    expect(data.getAll('images')).toHaveLength(1);
    expect((data.get('images') as File).name).toBe('desk.png');
    expect(data.has('productId')).toBe(false);
    expect(data.has('loadedItemsInStock')).toBe(false);
  });

  it("sends the seller's dispatch time, 2 working days unless chosen otherwise (decision 047)", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ProductForm mode="create" busy={false} submitted={false} onSubmit={onSubmit} />,
    );
    const dispatch = screen.getByLabelText('Dispatched within');
    await expect.element(dispatch).toHaveValue('2');
    await expect.element(screen.getByRole('option', { name: 'Same day' })).toBeInTheDocument();
    await userEvent.selectOptions(dispatch, '5');
    await userEvent.fill(screen.getByLabelText('Name'), 'Oak Standing Desk');
    await userEvent.fill(screen.getByLabelText('Price (£)'), '249.99');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await userEvent.fill(screen.getByLabelText('Description', { exact: true }), 'A solid oak desk.');
    await screen.getByRole('button', { name: 'Submit Product' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(lastFormData(onSubmit).get('dispatchDays')).toBe('5');
  });

  it('does not submit without a name, price, category and description', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ProductForm mode="create" busy={false} submitted={false} onSubmit={onSubmit} />,
    );
    await screen.getByRole('button', { name: 'Submit Product' }).click();
    await expect.element(screen.getByText('Please enter a product name')).toBeVisible();
    await expect.element(screen.getByText('Please select a category')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server error only once a submit has been tried', async () => {
    const screen = await render(
      <ProductForm
        mode="create"
        busy={false}
        submitted={false}
        error="Failed to add product"
        onSubmit={noop}
      />,
    );
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await screen.rerender(
      <ProductForm mode="create" busy={false} submitted error="Failed to add product" onSubmit={noop} />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to add product');
  });

  it('reads SUBMITTING with a Submitting banner while busy', async () => {
    const screen = await render(<ProductForm mode="create" busy submitted onSubmit={noop} />);
    await expect.element(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Submitting');
  });
});

describe('given the edit form of a product', () => {
  const product = sampleProducts[21]!;

  it("arrives filled in the server's HTML, as the form it hydrates into", async () => {
    const onSubmit = vi.fn();
    const form = (
      <ProductForm mode="edit" initial={product} busy={false} submitted={false} onSubmit={onSubmit} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    // Before any script: every value is in the HTML.
    const byName = <T extends Element>(name: string) => container.querySelector<T>(`[name="${name}"]`)!;
    expect(byName<HTMLInputElement>('name').value).toBe(product.name);
    expect(byName<HTMLInputElement>('price').value).toBe(String(product.price));
    expect(byName<HTMLSelectElement>('category').value).toBe(product.category);
    expect(byName<HTMLInputElement>('tags').value).toBe(product.tags);
    expect(byName<HTMLSelectElement>('percentageOff').value).toBe(String(product.percentageOff));
    expect(byName<HTMLSelectElement>('itemsInStock').value).toBe(String(product.itemsInStock));
    for (const flag of PRODUCT_FLAGS)
      expect(byName<HTMLInputElement>(flag).checked, flag).toBe(product[flag]);
    expect(byName<HTMLInputElement>('bullets.0.text').value).toBe(product.bullet_points[0]!.text);
    expect(byName<HTMLTextAreaElement>('description').value).toBe(product.description);
    expect(byName<HTMLTextAreaElement>('detailedDescription').value).toBe(product.detailedDescription);
    // Hydrated, it sends what the page showed.
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, form));
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = lastFormData(onSubmit);
    expect(data.get('name')).toBe(product.name);
    expect(data.get('suspend')).toBe(String(product.suspend));
    act(() => root.unmount());
    container.remove();
  });

  it('pre-fills the fields and bullets and sends the same text flags plus productId and the loaded stock', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ProductForm mode="edit" initial={product} busy={false} submitted={false} onSubmit={onSubmit} />,
    );
    await expect.element(screen.getByLabelText('Name')).toHaveValue(product.name);
    await expect.element(screen.getByLabelText('Bullet point 1')).toHaveValue(product.bullet_points[0]!.text);
    await screen.getByLabelText('Suspend').click();
    await screen.getByRole('button', { name: 'Update Product' }).click();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = lastFormData(onSubmit);
    expect(data.get('productId')).toBe(String(product.id));
    // The stock the form was loaded with (decision 042): a sale made meanwhile is kept.
    expect(data.get('loadedItemsInStock')).toBe(String(product.itemsInStock));
    expect(data.get('suspend')).toBe(product.suspend ? 'false' : 'true');
    expect(data.get('inStock')).toBe(String(product.inStock));
    expect(data.get('itemsInStock')).toBe(String(product.itemsInStock));
    expect(data.get('percentageOff')).toBe(String(product.percentageOff));
    expect(data.get('dispatchDays')).toBe(String(product.dispatchDays));
    expect(data.get('bullet_1')).toBe(product.bullet_points[0]!.text);
    expect(data.getAll('images')).toHaveLength(0);
  });

  it('offers Cancel back to my-listings', async () => {
    const screen = await render(
      <ProductForm mode="edit" initial={product} busy={false} submitted={false} onSubmit={noop} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Cancel' }))
      .toHaveAttribute('href', '/my-listings');
  });
});

describe('given chosen images', () => {
  it('previews them before upload and revokes the preview addresses on change and unmount', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(<ProductForm mode="create" busy={false} submitted={false} onSubmit={noop} />);
    const first = new File([new Uint8Array([1])], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([2])], 'second.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Images', { exact: true }), [first]);
    const preview = screen.getByRole('img', { name: 'New image 1: first.png' });
    await expect.element(preview).toBeVisible();
    const firstUrl = preview.element().getAttribute('src');
    expect(firstUrl).toMatch(/^blob:/);

    await userEvent.upload(screen.getByLabelText('Images', { exact: true }), [second]);
    await expect.element(screen.getByRole('img', { name: 'New image 1: second.png' })).toBeVisible();
    expect(revoke).toHaveBeenCalledWith(firstUrl);

    const secondUrl = screen
      .getByRole('img', { name: 'New image 1: second.png' })
      .element()
      .getAttribute('src');
    await screen.unmount();
    expect(revoke).toHaveBeenCalledWith(secondUrl);
    revoke.mockRestore();
  });

  it('refuses a file that is not an image without calling onSubmit', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ProductForm mode="create" busy={false} submitted={false} onSubmit={onSubmit} />,
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Images', { exact: true }), [text]);
    await expect
      .element(screen.getByText('Images must be JPEG, PNG, WebP, GIF or AVIF files.'))
      .toBeVisible();
    await userEvent.fill(screen.getByLabelText('Name'), 'Notebook');
    await userEvent.fill(screen.getByLabelText('Price (£)'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Office & Stationery');
    await userEvent.fill(screen.getByLabelText('Description', { exact: true }), 'A5 notebook.');
    await screen.getByRole('button', { name: 'Submit Product' }).click();
    await afterRendering();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("given the shop's fee terms (decision 056)", () => {
  it('says under the price what the seller receives for the price charged, as it changes, and nothing without a valid price', async () => {
    const screen = await render(
      <ProductForm mode="create" busy={false} submitted={false} onSubmit={noop} feeRule={DEFAULT_FEE_RULE} />,
    );
    const price = screen.getByLabelText('Price (£)');
    await expect.element(screen.getByText(/You receive/)).not.toBeInTheDocument();
    await userEvent.fill(price, '20');
    const hint = screen.getByText("You receive £18.00 after the shop's fee");
    await expect.element(hint).toBeInTheDocument();
    // Tied to the price field, read with it.
    expect(price.element().getAttribute('aria-describedby')?.split(' ')).toContain(hint.element().id);
    // On sale at 25 % off, the buyer is charged £15.00: £13.50 after the 10 % fee.
    await userEvent.selectOptions(screen.getByLabelText('Percentage off'), '25');
    await expect.element(screen.getByText("You receive £18.00 after the shop's fee")).toBeInTheDocument();
    await screen.getByLabelText('On sale').click();
    await expect.element(screen.getByText("You receive £13.50 after the shop's fee")).toBeInTheDocument();
    await userEvent.fill(price, '0');
    await expect.element(screen.getByText(/You receive/)).not.toBeInTheDocument();
    await userEvent.fill(price, '');
    await expect.element(screen.getByText(/You receive/)).not.toBeInTheDocument();
  });
});
