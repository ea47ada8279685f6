import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, LinkProvider, type LinkComponentProps } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/products', children: 'Browse products' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider the link is a plain anchor. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  },
};

function RouterLikeLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router-link="true" {...props} />;
}

/** With a provider the injected component renders (the app passes react-router's Link). */
export const WithProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLikeLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};
