import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { EditListingScreen, LOADING_PRODUCT_TEXT } from './EditListingScreen.tsx';

const product = sampleProducts[23]!;

const meta = {
  title: 'Screens/Seller/EditListingScreen',
  component: EditListingScreen,
  args: {
    product,
    loading: false,
    error: null,
    busy: false,
    submitted: false,
    submitError: null,
    onSubmit: fn(),
  },
} satisfies Meta<typeof EditListingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Edit Product: ${product.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Bullet point 1' })).toHaveValue(
      product.bullet_points[0]!.text,
    );
    await expect(
      canvas.getByText('Upload new images only if you want to replace existing ones'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${product.name}, current image 1` })).toBeVisible();
  },
};

/** A listing staff hold: the reason above the form; the seller's own switch cannot lift it (decision 045). */
export const HeldByStaff: Story = {
  args: { product: { ...product, hold_reason: 'The photos show a different product.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Suspended by our staff' })).toBeVisible();
    await expect(canvas.getByText('The photos show a different product.')).toBeVisible();
  },
};

export const Updating: Story = {
  args: { busy: true, submitted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating' })).toBeDisabled();
  },
};

export const UpdateError: Story = {
  args: { submitted: true, submitError: MESSAGES.products.update },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.products.update);
  },
};

export const Loading: Story = {
  args: { product: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(LOADING_PRODUCT_TEXT)).toBeVisible();
  },
};

export const Error: Story = {
  args: { product: undefined, error: MESSAGES.products.fetchOne },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.products.fetchOne}`);
  },
};

export const NotFound: Story = {
  args: { product: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Product not found')).toBeVisible();
  },
};
