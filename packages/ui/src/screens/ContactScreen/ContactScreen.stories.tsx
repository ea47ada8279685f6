import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactScreen } from './ContactScreen.tsx';

const meta = {
  title: 'Screens/ContactScreen',
  component: ContactScreen,
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: first name, last name, email, message and 'Send'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** 'Send' does nothing but say so: the page stays, the fields keep their text. */
export const AfterSend: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Amelia');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Do you deliver to Jersey?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('nothing was sent');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Amelia');
  },
};
