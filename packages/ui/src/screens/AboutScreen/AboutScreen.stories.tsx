import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutScreen } from './AboutScreen.tsx';

const meta = {
  title: 'Screens/AboutScreen',
  component: AboutScreen,
} satisfies Meta<typeof AboutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten info blocks (founded 2019, 50 countries, 30-day returns) and 'take me shopping' to /search. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await expect(canvas.getByText(/Founded in 2019/)).toBeVisible();
    await expect(canvas.getByText(/50 countries/)).toBeVisible();
    await expect(canvas.getByText(/within 30 days/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'take me shopping' })).toHaveAttribute('href', '/search');
  },
};
