/**
 * Who an e-mail to a user goes to and how it greets them (decision 024): the public name,
 * the greeting name and the columns a mail needs.
 */
import { displayName } from '@shop/contract';
import { users } from '../../platform/db/schema.ts';

/** The names a public name is made of. */
export interface PublicNameParts {
  id: number;
  /** The chosen display name (users.display_name); null or blank: the default. */
  displayName: string | null;
  firstName: string;
  lastName: string;
}

/**
 * The name other people see for a user: the display name they chose, else first name
 * and last initial (contract `displayName`). Never any part of the e-mail address.
 */
export function publicName(person: PublicNameParts): string {
  const chosen = person.displayName?.trim() ?? '';
  return chosen !== '' ? chosen : displayName(person.id, person.firstName, person.lastName);
}

/**
 * The name an e-mail greets user `person` by (decision 024): their first name, else their public
 * name (publicName). Never any part of the e-mail address.
 */
export function greetingName(person: PublicNameParts): string {
  return person.firstName.trim() || publicName(person);
}

/** The `users` columns an e-mail to a user needs: the address and what greetingName reads. */
export const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
};
