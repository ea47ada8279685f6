import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DEFAULT_FEE_RULE, MESSAGES } from '@shop/contract';
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

/**
 * Given the shop's fee terms, the price says what the seller receives for the price charged
 * (decision 056): £20.00 on sale at 25 % off is £15.00 charged, £13.50 after the 10 % fee.
 */
export const YouReceive: Story = {
  args: { feeRule: DEFAULT_FEE_RULE },
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByRole('spinbutton', { name: 'Price (£)' });
    await expect(canvas.queryByText(/You receive/)).toBeNull();
    await userEvent.type(price, '20');
    await expect(await canvas.findByText("You receive £18.00 after the shop's fee")).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Percentage off' }), '25');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On sale' }));
    await expect(await canvas.findByText("You receive £13.50 after the shop's fee")).toBeVisible();
    await expect(price).toHaveAccessibleDescription("You receive £13.50 after the shop's fee");
  },
};
