import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  args: { notFound: false, onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 404: the page does not exist. */
export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(canvas.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};

/** Any other failure; Try Again asks the app to reload. */
export const OtherError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("We're sorry, but there was an error loading this page.")).toBeVisible();
    await expect(canvas.queryByText("The page you're looking for doesn't exist.")).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { notFound: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
