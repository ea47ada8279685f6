import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MESSAGES } from '@shop/contract';
import { sampleSavedAddresses } from '../../testing/fixtures.ts';
import { AddressFields, EMPTY_ADDRESS, checkAddress, type AddressFieldsProps } from './AddressFields.tsx';

const emptyCheck = checkAddress(EMPTY_ADDRESS);
const emptyErrors = emptyCheck.ok ? {} : emptyCheck.errors;

/** The fields with their own state, as a form would hold it. */
function Stateful(
  props: Omit<AddressFieldsProps, 'value' | 'onChange'> & { onChange?: AddressFieldsProps['onChange'] },
) {
  const [value, setValue] = useState(EMPTY_ADDRESS);
  return (
    <AddressFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AddressFields',
  component: AddressFields,
  parameters: { layout: 'padded' },
  args: { value: EMPTY_ADDRESS, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty fields with the browser's address autocomplete. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
  },
};

/** Picking a saved address fills the fields. */
export const WithSavedAddresses: Story = {
  args: { savedAddresses: sampleSavedAddresses },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Saved addresses' }), '1');
    await expect(canvas.getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('Flat 3');
  },
};

/** Every field's message, as {@link checkAddress} gives them for an empty draft. */
export const WithErrors: Story = {
  args: { errors: emptyErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.server.postcode)).toBeVisible();
    await expect(canvas.getByText('Enter the town or city.')).toBeVisible();
  },
};
