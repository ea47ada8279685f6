/**
 * User handlers (spec section 7): read and update your own profile only (403 for anyone else).
 * Update takes the editable fields of the contract's UpdateUserRequest; every other field of the
 * body (id, customer, date_joined, ...) is ignored. E-mail stays unique (400 emailTaken).
 */
import { MESSAGES } from '@shop/api-client/contract';
import { db, type DbUser } from '../db.ts';
import { badRequest, forbidden, notFound, route } from './http.ts';

function self(id: number, me: DbUser): DbUser {
  if (id === me.user.id) return me;
  if (!db.userById(id)) throw notFound();
  throw forbidden();
}

/** getUser, updateUser. */
export const usersHandlers = [
  route('getUser', ({ params, user }) => ({
    body: { success: true, user: self(params.id ?? 0, user).user },
  })),
  route('updateUser', ({ params, body, user }) => {
    const row = self(params.id ?? 0, user);
    const email = body.email?.trim().toLowerCase();
    if (email !== undefined && db.users.some((u) => u !== row && u.user.email.toLowerCase() === email)) {
      throw badRequest(MESSAGES.server.emailTaken);
    }
    if (body.username !== undefined && db.users.some((u) => u !== row && u.user.username === body.username)) {
      throw badRequest(`${MESSAGES.server.invalidRequest} username: is already taken`);
    }
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    row.user = {
      ...row.user,
      ...changes,
      ...(email === undefined ? {} : { email }),
      updated_at: new Date().toISOString(),
    };
    return { body: { success: true, user: row.user } };
  }),
];
