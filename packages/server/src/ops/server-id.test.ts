import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { serverId, serverIdFile } from './server-id.ts';

describe('the server id in DATA_DIR', () => {
  it('is made once, kept 0600, and the same after a restart; another DATA_DIR is another server', () => {
    const dataDir = tempDir();
    const id = serverId(dataDir);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(serverId(dataDir)).toBe(id);
    expect(statSync(join(dataDir, serverIdFile)).mode & 0o777).toBe(0o600);
    expect(serverId(tempDir())).not.toBe(id);
  });

  it('replaces a file that does not hold an id', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, serverIdFile), 'garbage\n');
    const id = serverId(dataDir);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(join(dataDir, serverIdFile), 'utf8')).toBe(`${id}\n`);
  });
});
