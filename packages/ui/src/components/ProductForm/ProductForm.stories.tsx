import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { ProductForm, REPLACE_IMAGES_NOTE } from './ProductForm.tsx';

const product = sampleProducts[21]!;

const meta = {
  title: 'Components/ProductForm',
  component: ProductForm,
  parameters: { layout: 'padded' },
  args: { mode: 'create', busy: false, submitted: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('textbox', { name: /Bullet point/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await expect(canvas.getAllByRole('textbox', { name: /Bullet point/ })).toHaveLength(5);
    await expect(canvas.getByRole('checkbox', { name: 'In stock' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Suspend' })).not.toBeChecked();
  },
};

export const Submitting: Story = {
  args: { busy: true, submitted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitting');
    await expect(canvas.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { submitted: true, error: MESSAGES.products.add },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.products.add);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', initial: product },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(product.name);
    await expect(canvas.getByText(REPLACE_IMAGES_NOTE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Product' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/my-listings');
  },
};

export const Updating: Story = {
  args: { mode: 'edit', initial: product, busy: true, submitted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating' })).toBeDisabled();
  },
};
