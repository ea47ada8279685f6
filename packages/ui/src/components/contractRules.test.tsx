import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DeliveryAddress, LoginRequest, RegisterRequest, UpdateUserRequest } from '@shop/contract';
import { AddressFields, EMPTY_ADDRESS } from './AddressFields/AddressFields.tsx';
import { INVALID_EMAIL_MESSAGE, contractTextRule, textLimits } from './contractRules.ts';

describe("given the contract's request schemas", () => {
  it('reads required, lengths and the e-mail form from them', () => {
    expect(textLimits(RegisterRequest.shape.first_name)).toEqual({
      required: true,
      minLength: 1,
      maxLength: 100,
      email: false,
    });
    expect(textLimits(RegisterRequest.shape.email)).toEqual({ required: true, maxLength: 254, email: true });
    expect(textLimits(LoginRequest.shape.password)).toMatchObject({ required: true, maxLength: 200 });
  });

  it('looks through optional() to the rule a full form meets', () => {
    expect(textLimits(UpdateUserRequest.shape.username)).toMatchObject({ required: true, maxLength: 150 });
    expect(textLimits(UpdateUserRequest.shape.phone)).toEqual({
      required: false,
      maxLength: 40,
      email: false,
    });
  });
});

describe('given a rule from a schema', () => {
  const firstName = contractTextRule(RegisterRequest.shape.first_name, 'First name').validate;
  const email = contractTextRule(RegisterRequest.shape.email, 'Email').validate;
  const phone = contractTextRule(UpdateUserRequest.shape.phone, 'Phone').validate;

  it('refuses what the schema refuses, measured after trimming', () => {
    expect(firstName('   ')).toBe('First name is required');
    expect(firstName('A'.repeat(101))).toBe('First name must be at most 100 characters');
    expect(firstName(` ${'A'.repeat(100)} `)).toBe(true);
    expect(email('')).toBe('Email is required');
    expect(email('amelia@example')).toBe(INVALID_EMAIL_MESSAGE);
    expect(email(' amelia@example.com ')).toBe(true);
    expect(phone('')).toBe(true);
    expect(phone('0'.repeat(41))).toBe('Phone must be at most 40 characters');
  });
});

describe('given the address fields', () => {
  it("take each field's longest value from the contract's DeliveryAddress", async () => {
    const screen = await render(<AddressFields value={EMPTY_ADDRESS} onChange={() => {}} />);
    const expected = {
      'Full name': textLimits(DeliveryAddress.shape.name).maxLength,
      'Town or city': textLimits(DeliveryAddress.shape.city).maxLength,
      Postcode: textLimits(DeliveryAddress.shape.postcode).maxLength,
    };
    expect(expected).toEqual({ 'Full name': 200, 'Town or city': 100, Postcode: 10 });
    for (const [label, max] of Object.entries(expected)) {
      await expect.element(screen.getByLabelText(label)).toHaveAttribute('maxlength', String(max));
    }
  });
});
