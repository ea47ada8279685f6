import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { DeleteProductScreen } from './DeleteProductScreen.tsx';

const product = { ...sampleProducts[24]!, new: true };

const meta = {
  title: 'Screens/Seller/DeleteProductScreen',
  component: DeleteProductScreen,
  args: { product, loading: false, error: null, busy: false, onDelete: fn(), onBack: fn() },
} satisfies Meta<typeof DeleteProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.getByText('You are about to delete this product')).toBeVisible();
    await expect(canvas.getByText('Do you want to continue?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'go back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Are you sure you want to delete ${product.name}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('This action cannot be undone')).toBeVisible();
  },
};

export const ConfirmAndDelete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Deleting: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  },
};

export const TestUser: Story = {
  args: { testUserMessage: MESSAGES.testUser.deleteProduct },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You cannot delete this product as you are a test user',
    );
  },
};

export const DeleteFailed: Story = {
  args: { deleteError: MESSAGES.products.delete },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.products.delete);
  },
};

export const Loading: Story = {
  args: { product: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading product details...')).toBeVisible();
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
