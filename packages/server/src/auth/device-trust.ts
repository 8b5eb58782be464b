import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DevicesStore } from '../db/engine/devices-store.ts';

/**
 * What a device cookie presented with a sign-in comes to: a device that signed in to this account before
 * (`trusted`), none, or one that is `forged` (not signed by this server for this account) or `replayed`
 * (signed, but replaced by a later sign-in, pruned, or its account gone).
 */
export type DeviceCheck = { trusted: true; deviceId: string; operatorId: string } | { trusted: false; rejected?: 'forged' | 'replayed' };

export interface DeviceTrust {
  check(accountKey: string, cookie: string | undefined): Promise<DeviceCheck>;
  /** A new device cookie for the account, replacing the device it signed in with (if any). */
  issue(accountKey: string, operatorId: string, previousDeviceId: string | undefined): Promise<string>;
}

const format = /^v1\.([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * Device cookies as the OWASP authentication cheat sheet describes them ("Slow down online guessing
 * attacks with device cookies"): `v1.<device id>.<HMAC-SHA256 of the account and the id>`, under the
 * server key `device` (`server_keys`). The id is random and stored hashed; each sign-in with a device
 * replaces its id, so a copy of an older cookie is known as replayed.
 */
export function deviceTrust({ devices, key, now }: { devices: DevicesStore; key: () => Promise<Buffer>; now: () => number }): DeviceTrust {
  const mac = async (accountKey: string, deviceId: string) =>
    createHmac('sha256', await key())
      .update(`zk-device-cookie/v1\0${accountKey}\0${deviceId}`)
      .digest();
  return {
    async check(accountKey, cookie) {
      if (cookie === undefined) return { trusted: false };
      const [, deviceId, signature] = format.exec(cookie) ?? [];
      if (!deviceId || !signature) return { trusted: false, rejected: 'forged' };
      const presented = Buffer.from(signature, 'base64url');
      const expected = await mac(accountKey, deviceId);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { trusted: false, rejected: 'forged' };
      const device = await devices.find(deviceId);
      if (!device || device.email.trim().toLowerCase() !== accountKey) return { trusted: false, rejected: 'replayed' };
      return { trusted: true, deviceId, operatorId: device.operatorId };
    },
    async issue(accountKey, operatorId, previousDeviceId) {
      const deviceId = await devices.issue(operatorId, previousDeviceId, now());
      return `v1.${deviceId}.${(await mac(accountKey, deviceId)).toString('base64url')}`;
    },
  };
}
