import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATEGORIES, MESSAGES } from '@shop/contract';
import { SelectField } from './SelectField.tsx';

const meta = {
  title: 'Components/Fields/SelectField',
  component: SelectField,
  args: { label: 'Category', name: 'category', options: CATEGORIES.map((c) => ({ value: c, label: c })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(select, 'Furniture');
    await expect(select).toHaveValue('Furniture');
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a category', defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  },
};

export const WithError: Story = {
  args: {
    label: 'Rating',
    name: 'rating',
    placeholder: 'Select a rating',
    options: [{ value: '1', label: '1 Star' }],
    error: MESSAGES.reviews.selectRating,
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Rating' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a rating');
  },
};
