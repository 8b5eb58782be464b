/**
 * A new idempotency key for one composed announcement: 128 random bits as 32 hex digits. Made with
 * `getRandomValues`, which (unlike `randomUUID`) also works on a plain-http admin.
 */
export function composeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
