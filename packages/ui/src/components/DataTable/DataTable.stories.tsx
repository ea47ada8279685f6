import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../Price/index.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

type Row = { id: number; name: string; category: string; price: number; stock: number };

const rows: Row[] = [
  { id: 1, name: 'Linen tea towel', category: 'Kitchen', price: 12.5, stock: 14 },
  { id: 2, name: 'Stoneware mug', category: 'Kitchen', price: 18, stock: 3 },
  { id: 3, name: 'Wool throw', category: 'Living room', price: 1240, stock: 0 },
];

const columns: DataTableColumn<Row>[] = [
  { header: 'Product', rowHeader: true, cell: (row) => row.name },
  { header: 'Category', cell: (row) => row.category },
  { header: 'Price', numeric: true, cell: (row) => <Price value={row.price} /> },
  { header: 'Stock', numeric: true, cell: (row) => row.stock },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Row>,
  args: {
    caption: 'Listings',
    columns,
    rows,
    rowKey: (row: Row) => row.id,
    empty: 'No listings yet.',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows under a visible caption: column headings scoped to columns, the product names to rows. */
export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Listings' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Listings table' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
      'col',
    ]);
    const rowHeaders = canvas.getAllByRole('rowheader');
    await expect(rowHeaders.map((th) => th.textContent)).toEqual(rows.map((row) => row.name));
    await expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
  },
};

/** A totals row under the rows (a tfoot): its label as a row heading, figures aligned as their column. */
export const WithTotals: Story = {
  args: { footer: ['Total', '', '', 17] },
  play: async ({ canvas }) => {
    const rowHeaders = canvas.getAllByRole('rowheader');
    await expect(rowHeaders.map((th) => th.textContent)).toEqual([...rows.map((row) => row.name), 'Total']);
    const total = canvas.getByRole('row', { name: /Total/ });
    await expect(total.closest('tfoot')).not.toBeNull();
    await expect(total.lastElementChild).toHaveTextContent('17');
  },
};

/** No rows: the empty state, and no table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No listings yet.' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
