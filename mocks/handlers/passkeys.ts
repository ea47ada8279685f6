/**
 * Passkey handlers (decision 070): list, registration options, add, rename, remove, and the
 * sign-in options (the sign-in itself is in auth.ts, which opens sessions). As the server: at most
 * MAX_PASSKEYS, registration options need the current password, a challenge answers once within PASSKEY_CHALLENGE_TTL_MS, another user's passkey
 * is 404. Unlike the server, an answer is accepted on its shape and clientDataJSON alone (the
 * mocks verify no signature: store/passkeys.ts).
 */
import { MAX_PASSKEYS, MESSAGES, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_MESSAGES } from '@shop/contract';
import { db } from '../db.ts';
import {
  base64url,
  clientData,
  keepChallenge,
  newChallenge,
  passkeysOf,
  takeChallenge,
} from '../store/passkeys.ts';
import { badRequest, notFound, route } from './http.ts';

/** The RP id of a request: the host name the page was served from. */
const rpIdOf = (request: Request) => new URL(request.url).hostname;

/** getPasskeys, passkeyRegistrationOptions, addPasskey, renamePasskey, deletePasskey, passkeyLoginOptions. */
export const passkeysHandlers = [
  route('getPasskeys', ({ user }) => ({
    body: { success: true, passkeys: passkeysOf(db, user.user.id) },
  })),
  // The current password first, as an e-mail or password change asks it (no challenge without it).
  route('passkeyRegistrationOptions', ({ request, body, user }) => {
    if (body.current_password !== user.password) throw badRequest(MESSAGES.account.currentPasswordWrong);
    const own = db.passkeys.filter((p) => p.userId === user.user.id);
    if (own.length >= MAX_PASSKEYS) throw badRequest(PASSKEY_MESSAGES.tooMany);
    const challenge = newChallenge();
    keepChallenge(db, challenge, 'registration', user.user.id);
    const name = `${user.user.first_name} ${user.user.last_name}`.trim();
    return {
      body: {
        success: true,
        options: {
          challenge,
          rp: { name: 'Storefront', id: rpIdOf(request) },
          user: {
            id: base64url(new TextEncoder().encode(`mock-user-${user.user.id}`)),
            name: user.user.email,
            displayName: name === '' ? user.user.email : name,
          },
          pubKeyCredParams: [
            { alg: -8, type: 'public-key' },
            { alg: -7, type: 'public-key' },
            { alg: -257, type: 'public-key' },
          ],
          timeout: PASSKEY_CHALLENGE_TTL_MS,
          attestation: 'none',
          excludeCredentials: own.map((p) => ({ id: p.credentialId, type: 'public-key' })),
          authenticatorSelection: {
            residentKey: 'required',
            userVerification: 'preferred',
            requireResidentKey: true,
          },
          extensions: { credProps: true },
        },
      },
    };
  }),
  route('addPasskey', ({ request, body, user }) => {
    const data = clientData(body.response.response.clientDataJSON);
    if (data === undefined) throw badRequest(MESSAGES.server.invalidRequest);
    const refused = takeChallenge(db, data.challenge, 'registration', user.user.id);
    if (refused !== undefined) throw badRequest(refused);
    if (data.type !== 'webauthn.create' || data.origin !== new URL(request.url).origin)
      throw badRequest(PASSKEY_MESSAGES.notVerified);
    if (db.passkeys.some((p) => p.credentialId === body.response.id))
      throw badRequest(PASSKEY_MESSAGES.alreadyRegistered);
    const held = passkeysOf(db, user.user.id).length;
    if (held >= MAX_PASSKEYS) throw badRequest(PASSKEY_MESSAGES.tooMany);
    const passkey = {
      id: db.nextId('passkey'),
      name: body.name ?? `Passkey ${held + 1}`,
      created_at: new Date().toISOString(),
      last_used_at: null,
      backed_up: false,
    };
    db.passkeys.push({ passkey, userId: user.user.id, credentialId: body.response.id });
    return { status: 201, body: { success: true, passkey } };
  }),
  route('renamePasskey', ({ params, body, user }) => {
    const row = db.passkeys.find((p) => p.passkey.id === params.id && p.userId === user.user.id);
    if (row === undefined) throw notFound();
    row.passkey = { ...row.passkey, name: body.name };
    return { body: { success: true, passkey: row.passkey } };
  }),
  route('deletePasskey', ({ params, user }) => {
    const row = db.passkeys.find((p) => p.passkey.id === params.id && p.userId === user.user.id);
    if (row === undefined) throw notFound();
    db.passkeys = db.passkeys.filter((p) => p !== row);
    return { body: { success: true, passkeys: passkeysOf(db, user.user.id) } };
  }),
  route('passkeyLoginOptions', ({ request }) => {
    const challenge = newChallenge();
    keepChallenge(db, challenge, 'authentication', null);
    return {
      body: {
        success: true,
        options: {
          challenge,
          rpId: rpIdOf(request),
          timeout: PASSKEY_CHALLENGE_TTL_MS,
          userVerification: 'preferred',
        },
      },
    };
  }),
];
