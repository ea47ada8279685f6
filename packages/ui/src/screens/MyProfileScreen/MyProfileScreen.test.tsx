import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { HIDDEN_USER_FIELDS, MESSAGES, PROFILE_MESSAGES } from '@shop/contract';
import { createUser } from '@shop/sample-catalogue';
import { MyProfileScreen, PROFILE_TEXT_FIELDS, fieldLabel } from './MyProfileScreen.tsx';

const props = {
  loading: false,
  busy: false,
  onSubmit: vi.fn(),
  onToastOpenChange: vi.fn(),
  isTestUser: false,
};

describe('given an active user', () => {
  it("labels the is_active checkbox 'Active', and 'Inactive' once unticked and confirmed", async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser({ is_active: true })} />);
    const active = screen.getByRole('checkbox', { name: 'Active', exact: true });
    await expect.element(active).toBeChecked();
    await active.click();
    await page.getByRole('button', { name: PROFILE_MESSAGES.deactivate }).click();
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

describe('given an active user who unticks Active', () => {
  it('asks in an alert dialog before the form can be saved inactive', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <MyProfileScreen {...props} onSubmit={onSubmit} user={createUser({ is_active: true })} />,
    );
    await screen.getByRole('checkbox', { name: 'Active', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: PROFILE_MESSAGES.deactivateTitle });
    await expect.element(dialog).toHaveTextContent(PROFILE_MESSAGES.deactivateConfirm);
    // Behind the modal dialog (hidden from the accessibility tree), still ticked.
    await expect
      .element(screen.getByRole('checkbox', { name: 'Active', exact: true, includeHidden: true }))
      .toBeChecked();

    await page.getByRole('button', { name: PROFILE_MESSAGES.deactivate }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Update details' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_active: false }));
  });

  it('keeps it ticked on Cancel, and on Escape', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <MyProfileScreen {...props} onSubmit={onSubmit} user={createUser({ is_active: true })} />,
    );
    const active = screen.getByRole('checkbox', { name: 'Active', exact: true });
    await active.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(active).toBeChecked();
    await expect.element(active).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(active).toBeChecked();

    await screen.getByRole('button', { name: 'Update details' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ is_active: true }));
  });
});

describe('given the display name', () => {
  it('is labelled and described by its hint', async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser({ display_name: 'Sam S.' })} />);
    const field = screen.getByLabelText('Display name', { exact: true });
    await expect.element(field).toHaveValue('Sam S.');
    await expect.element(field).toHaveAccessibleDescription(PROFILE_MESSAGES.displayNameHint);
  });
});

describe('given a user who changes the e-mail address', () => {
  it('asks for the current password and sends it as current_password', async () => {
    const onSubmit = vi.fn();
    const user = createUser({ email: 'sam@example.com' });
    const screen = await render(<MyProfileScreen {...props} onSubmit={onSubmit} user={user} />);
    expect(screen.getByLabelText('Current password').query()).toBeNull();
    await userEvent.fill(screen.getByLabelText('Email', { exact: true }).element(), 'sam@example.org');
    await userEvent.fill(screen.getByLabelText('Current password').element(), 'my password');
    await screen.getByRole('button', { name: 'Update details' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sam@example.org', current_password: 'my password' }),
    );
  });

  it('shows a refused current password at that field', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error(MESSAGES.account.currentPasswordWrong)));
    const screen = await render(
      <MyProfileScreen {...props} onSubmit={onSubmit} user={createUser({ email: 'sam@example.com' })} />,
    );
    await userEvent.fill(screen.getByLabelText('Email', { exact: true }).element(), 'sam@example.org');
    await userEvent.fill(screen.getByLabelText('Current password').element(), 'wrong');
    await screen.getByRole('button', { name: 'Update details' }).click();
    const current = screen.getByLabelText('Current password');
    await expect.element(current).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(current)
      .toHaveAccessibleDescription(
        `${MESSAGES.account.currentPasswordRequired} ${MESSAGES.account.currentPasswordWrong}`,
      );
  });

  it('neither asks for nor sends it once the address is back to the loaded one', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <MyProfileScreen {...props} onSubmit={onSubmit} user={createUser({ email: 'sam@example.com' })} />,
    );
    const email = screen.getByLabelText('Email', { exact: true });
    await userEvent.fill(email.element(), 'sam@example.org');
    await expect.element(screen.getByLabelText('Current password')).toBeVisible();
    await userEvent.fill(email.element(), 'sam@example.com');
    expect(screen.getByLabelText('Current password').query()).toBeNull();
    await screen.getByRole('button', { name: 'Update details' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('current_password');
  });
});

describe('given the details form', () => {
  it("gives each text field the browser's autocomplete token", async () => {
    const screen = await render(<MyProfileScreen {...props} user={createUser()} />);
    const expected = {
      Username: 'username',
      Email: 'email',
      'First name': 'given-name',
      'Last name': 'family-name',
      Phone: 'tel',
      Address: 'street-address',
      City: 'address-level2',
      Postcode: 'postal-code',
      'Display name': 'nickname',
    };
    for (const [label, token] of Object.entries(expected)) {
      await expect
        .element(screen.getByLabelText(label, { exact: true }))
        .toHaveAttribute('autocomplete', token);
    }
  });

  it("refuses a blank first name and a phone number over the contract's 40 characters, at their fields", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<MyProfileScreen {...props} onSubmit={onSubmit} user={createUser()} />);
    await userEvent.fill(screen.getByLabelText('First name', { exact: true }).element(), '   ');
    await userEvent.fill(screen.getByLabelText('Phone', { exact: true }).element(), '0'.repeat(41));
    await screen.getByRole('button', { name: 'Update details' }).click();
    const first = screen.getByLabelText('First name', { exact: true });
    await expect.element(first).toHaveAccessibleDescription('First name is required');
    await expect.element(first).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByLabelText('Phone', { exact: true }))
      .toHaveAccessibleDescription('Phone must be at most 40 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps focus on the button while the update runs', async () => {
    const user = createUser();
    const screen = await render(<MyProfileScreen {...props} user={user} />);
    const button = screen.getByRole('button', { name: 'Update details' });
    button.element().focus();
    await screen.rerender(<MyProfileScreen {...props} user={user} busy />);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect
      .element(screen.getByRole('button', { name: 'Updating...' }))
      .toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Updating...' }).element());
  });
});

describe('given the page rendered on the server', () => {
  it("arrives with the user's details in its fields, before any script runs", () => {
    const user = createUser({ first_name: 'Ada', email: 'ada@example.com' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MyProfileScreen {...props} user={user} />);
    for (const field of PROFILE_TEXT_FIELDS) {
      const input = container.querySelector<HTMLInputElement>(`input[name="${field}"]`);
      expect(input?.value, field).toBe(String(user[field] ?? ''));
    }
  });
});
