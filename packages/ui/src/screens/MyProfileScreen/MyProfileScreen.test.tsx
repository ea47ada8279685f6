import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { HIDDEN_USER_FIELDS } from '@shop/api-client/contract';
import { createUser } from '@shop/mocks/fixtures';
import { MyProfileScreen, fieldLabel } from './MyProfileScreen.tsx';

const props = {
  loading: false,
  busy: false,
  onSubmit: vi.fn(),
  onToastOpenChange: vi.fn(),
  isTestUser: false,
};

describe('given an active user', () => {
  it("labels the is_active checkbox 'Active', and 'Inactive' once unticked", async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser({ is_active: true })} />);
    const active = screen.getByRole('checkbox', { name: 'Active', exact: true });
    await expect.element(active).toBeChecked();
    await active.click();
    await expect.element(screen.getByRole('checkbox', { name: 'Inactive', exact: true })).not.toBeChecked();
  });

  it('hides id, customer_id, created_at, updated_at, date_joined and customer', async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser()} />);
    await expect.element(screen.getByLabelText('First name', { exact: true })).toBeVisible();
    for (const field of HIDDEN_USER_FIELDS) {
      expect(screen.getByLabelText(fieldLabel(field), { exact: true }).query()).toBeNull();
    }
  });
});

describe('given an inactive user', () => {
  it("labels the is_active checkbox 'Inactive'", async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser({ is_active: false })} />);
    await expect.element(screen.getByRole('checkbox', { name: 'Inactive', exact: true })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active', exact: true }).query()).toBeNull();
  });
});

describe('given the test user', () => {
  it('does not send the form', async () => {
    const onSubmit = vi.fn();
    const onTestUserBlocked = vi.fn();
    const screen = await render(
      <MyProfileScreen
        {...props}
        onSubmit={onSubmit}
        onTestUserBlocked={onTestUserBlocked}
        isTestUser
        user={createUser({ customer: { id: 1, is_test_user: true, is_staff: false } })}
      />,
    );
    await screen.getByRole('button', { name: 'Update details' }).click();
    await expect.poll(() => onTestUserBlocked.mock.calls.length).toBe(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
