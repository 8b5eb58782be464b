import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

const userPresent = 0x01;
const userVerified = 0x04;
const attestedCredential = 0x40;

/** A P-256 authenticator in software: answers registration and sign-in ceremonies for any origin and RP id it is told. */
export function softAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const rawId = new Uint8Array(randomBytes(16));
  const id = isoBase64URL.fromBuffer(rawId);
  let counter = 0;

  return {
    id,
    /** The next sign-in reports this counter (a cloned authenticator repeats an old one). */
    setCounter(value: number) {
      counter = value;
    },
    register(
      options: PublicKeyCredentialCreationOptionsJSON,
      { origin, rpId }: { origin: string; rpId: string },
    ): RegistrationResponseJSON {
      const authData = concat(
        sha256(new TextEncoder().encode(rpId)),
        new Uint8Array([userPresent | userVerified | attestedCredential]),
        uint32(counter),
        new Uint8Array(16),
        new Uint8Array([rawId.length >> 8, rawId.length & 0xff]),
        rawId,
        coseKey,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(challenge: string, { origin, rpId }: { origin: string; rpId: string }): AuthenticationResponseJSON {
      counter += 1;
      const authData = concat(sha256(new TextEncoder().encode(rpId)), new Uint8Array([userPresent | userVerified]), uint32(counter));
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', concat(authData, sha256(client)), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        },
      };
    },
  };
}
