import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { TextareaField } from './TextareaField.tsx';

const meta = {
  title: 'Components/Fields/TextareaField',
  component: TextareaField,
  args: { label: 'Your comment', name: 'text' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextareaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your comment' });
    await userEvent.type(textarea, 'Great sound.');
    await expect(textarea).toHaveValue('Great sound.');
  },
};

export const WithError: Story = {
  args: { error: MESSAGES.reviews.enterReview },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your comment' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Please enter a comment');
  },
};

export const Disabled: Story = { args: { disabled: true } };
