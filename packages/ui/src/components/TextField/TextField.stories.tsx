import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/Fields/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'demo@shop.test');
    await expect(input).toHaveValue('demo@shop.test');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Email is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const WithHint: Story = {
  args: { label: 'Tags', name: 'tags', type: 'text', hint: 'Comma-separated, e.g. audio, wireless' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo@shop.test' } };

/** Records what the react-hook-form story submits. */
const submitted = fn();

function RegisteredForm() {
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit((values) => submitted(values))}>
      <TextField label="Email" type="email" {...register('email')} />
      <Button type="submit">Submit</Button>
    </form>
  );
}

/** Works with react-hook-form's `register` (the ref reaches the input). */
export const WithReactHookForm: Story = {
  render: () => <RegisteredForm />,
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'demo@shop.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(submitted).toHaveBeenCalledWith({ email: 'demo@shop.test' });
  },
};
