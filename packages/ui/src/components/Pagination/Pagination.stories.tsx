import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 8, onPageChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Page 1 of 8')).toBeVisible();
  },
};
export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: '5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};
export const LastPage: Story = {
  args: { page: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };
/** One page: the control renders nothing. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
