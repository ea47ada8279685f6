import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { AddProductScreen } from './AddProductScreen.tsx';

const meta = {
  title: 'Screens/Seller/AddProductScreen',
  component: AddProductScreen,
  args: { busy: false, submitted: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof AddProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'add a new product' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Walnut Bookshelf');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Price (£)' }), '189');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Furniture');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'Five shelves of solid walnut.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bullet point 1' }), 'Solid walnut');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Product' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall?.[0] as FormData;
    await expect(data.get('featured')).toBe('true');
    await expect(data.get('bullet_1')).toBe('Solid walnut');
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

/** Small screen: the field grid collapses to one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' }).getBoundingClientRect();
    const price = canvas.getByRole('spinbutton', { name: 'Price (£)' }).getBoundingClientRect();
    await expect(price.top).toBeGreaterThan(name.bottom);
  },
};
