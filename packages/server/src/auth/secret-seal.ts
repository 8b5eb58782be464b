import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface SecretSeal {
  seal(plain: Buffer, context: string): Promise<Buffer>;
  /** The sealed bytes opened, or null when they were not sealed under this key for this context. */
  open(sealed: Buffer, context: string): Promise<Buffer | null>;
}

const ivBytes = 12;
const tagBytes = 16;

/**
 * AES-256-GCM under a key derived from a server key (`server_keys`), so that a copy of the table alone
 * does not give the secrets away: `iv | tag | ciphertext`, with `context` (e.g. the operator's id) as the
 * associated data, so a sealed value moved to another row does not open.
 */
export function secretSeal(serverKey: () => Promise<Buffer>): SecretSeal {
  const key = async () =>
    createHmac('sha256', await serverKey())
      .update('zk-secret-seal/v1')
      .digest();
  return {
    async seal(plain, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    async open(sealed, context) {
      if (sealed.length < ivBytes + tagBytes) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await key(), sealed.subarray(0, ivBytes))
          .setAAD(Buffer.from(context))
          .setAuthTag(sealed.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([decipher.update(sealed.subarray(ivBytes + tagBytes)), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
