/**
 * A software WebAuthn authenticator for the passkey tests (decision 070): it answers the server's
 * options as a browser and a platform authenticator would (a P-256 key made here, 'none'
 * attestation, user present and verified), so the server's real verification runs end to end.
 * Test-only; built on Node's crypto and the CBOR and base64url helpers of @simplewebauthn/server.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@shop/contract';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Held {
  credentialId: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** One software authenticator holding the passkeys it made. */
export class SoftAuthenticator {
  readonly held: Held[] = [];
  /** Added to the counter at each signature; 0 for an authenticator that keeps no counter. */
  counterStep = 1;

  /** The answer of navigator.credentials.create() to `options`, from `origin`. */
  create(options: Record<string, unknown>, origin: string): PasskeyRegistrationResponse {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(16);
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rp.id),
      Buffer.from([UP | UV | AT]),
      Buffer.alloc(4), // counter 0
      Buffer.alloc(16), // AAGUID
      idLength,
      credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    this.held.push({ credentialId, privateKey, userHandle: user.id, rpId: rp.id, counter: 0 });
    return {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(Buffer.from(clientDataJSON)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * The answer of navigator.credentials.get() to `options`, from `origin`, signed by passkey
   * `index` (default the last one made).
   */
  get(
    options: Record<string, unknown>,
    origin: string,
    index = this.held.length - 1,
  ): PasskeyAuthenticationResponse {
    const passkey = this.held[index];
    if (passkey === undefined) throw new Error('no passkey held');
    passkey.counter += this.counterStep;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.counter);
    const authData = Buffer.concat([sha256(passkey.rpId), Buffer.from([UP | UV]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64(passkey.credentialId),
      rawId: b64(passkey.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: passkey.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
