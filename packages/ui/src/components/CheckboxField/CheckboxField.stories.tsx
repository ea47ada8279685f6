import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Components/Fields/CheckboxField',
  component: CheckboxField,
  args: { label: 'Active', name: 'is_active' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Active' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Active'));
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Please accept the terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription(
      'Please accept the terms',
    );
  },
};
