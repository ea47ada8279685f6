import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '@shop/sample-catalogue';
import type { SearchSuggestion } from '@shop/contract';
import { SearchCombobox } from './SearchCombobox.tsx';

/** The suggestions the server would give, from the sample catalogue (its names, categories and images). */
function suggestionsOf(...words: string[]): SearchSuggestion[] {
  return sampleProducts
    .filter((p) => words.some((word) => p.name.toLowerCase().includes(word)))
    .map((p) => ({ id: p.id, name: p.name, category: p.category, imageUrl: p.imageUrl ?? '' }));
}

const meta = {
  title: 'Components/SearchCombobox',
  component: SearchCombobox,
  args: {
    id: 'story-search',
    suggestions: suggestionsOf('coffee'),
    onSearch: fn(),
    onTextChange: fn(),
    onSuggestionChoose: fn(),
    placeholder: 'Search... (Ctrl+K)',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 520 }}>
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SearchCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: a search box, its list collapsed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Typing 'coffee': the suggestions show, each a link to its product, the typed word marked. */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'coffee');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    for (const option of options) {
      await expect(option.getAttribute('href')).toMatch(/^\/single-product\/\d+$/);
      await expect(option.querySelector('mark')?.textContent?.toLowerCase()).toBe('coffee');
    }
  },
};

/** ArrowDown twice: the second suggestion is active (aria-activedescendant), focus stays in the box. */
export const ActiveSuggestion: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'coffee');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getAllByRole('option')[1];
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await expect(box).toHaveFocus();
  },
};

/** Accents are ignored: 'giclee' marks 'Giclée' in the name as it is written. */
export const AccentInsensitive: Story = {
  args: { suggestions: suggestionsOf('giclée') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'giclee');
    const option = canvas.getByRole('option', { name: /Giclée/ });
    await expect(option.querySelector('mark')).toHaveTextContent('Giclée');
  },
};

/** A typo the server forgave ('hedphones'): the headphones show, with nothing marked. */
export const TypoForgiven: Story = {
  args: { suggestions: suggestionsOf('headphones') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'hedphones');
    const option = canvas.getByRole('option', { name: /Headphones/ });
    await expect(option.querySelector('mark')).toBeNull();
  },
};
