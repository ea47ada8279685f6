import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MESSAGES, type Order } from '@shop/api-client/contract';
import { sampleOrders } from '@shop/mocks/fixtures';
import { formatDate } from '../../format.ts';
import { MyOrdersScreen, NO_ORDERS_TEXT } from './MyOrdersScreen.tsx';

function orderWith(status: string): Order {
  const order = sampleOrders.find((o) => o.status === status) ?? sampleOrders[0]!;
  return { ...order, status };
}

const meta = {
  title: 'Screens/Orders/MyOrdersScreen',
  component: MyOrdersScreen,
  args: { orders: sampleOrders, loading: false, error: null },
} satisfies Meta<typeof MyOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your orders' })).toHaveAttribute('tabindex', '0');
    const second = sampleOrders[1]!;
    const trigger = canvas.getByRole('button', { name: new RegExp(`Order #${second.id}`) });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(sampleOrders.length);
  },
};

export const Pending: Story = {
  args: { orders: [orderWith('pending')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Order #\d+ Pending/ })).toBeVisible();
    await expect(Number(canvas.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeCloseTo(
      50 / 3,
      5,
    );
  },
};

export const Processing: Story = {
  args: { orders: [orderWith('processing')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66.7');
  },
};

export const Shipped: Story = {
  args: { orders: [orderWith('shipped')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83.3');
  },
};

export const Delivered: Story = {
  args: { orders: [orderWith('delivered')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const UnknownStatus: Story = {
  args: { orders: [orderWith('on hold')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

const tracked = { ...orderWith('shipped'), tracking_number: 'RM123456785GB' };
export const WithTracking: Story = {
  args: { orders: [tracked] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM123456785GB')).toBeVisible();
    const item = tracked.items[0]!;
    const lines = within(canvas.getByRole('list', { name: `Items in order #${tracked.id}` }));
    await expect(lines.getByText(item.product_name)).toBeVisible();
    await expect(canvas.getByText(formatDate(tracked.created_at))).toBeVisible();
  },
};

const noImage: Order = {
  ...orderWith('processing'),
  items: orderWith('processing').items.map((item) => ({ ...item, image_url: null })),
};
export const ItemWithoutImage: Story = {
  args: { orders: [noImage] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No image')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_ORDERS_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = {
  args: { orders: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const Error: Story = {
  args: { orders: [], error: MESSAGES.orders.fetch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.orders.fetch}`);
  },
};

/** Small screen: the order facts sit two by two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your orders' })).toBeVisible();
  },
};
