import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test-support/helpers.ts';
import { shutdownGraceMs } from './shutdown.ts';

const deploy = resolve(import.meta.dirname, '../../../../deploy');
const unitText = readFileSync(join(deploy, 'zk-automations.service'), 'utf8');
const journaldText = readFileSync(join(deploy, 'journald@zk-automations.conf'), 'utf8');
const caddyText = readFileSync(join(deploy, 'zk-site.caddy'), 'utf8');
const policyText = readFileSync(resolve(import.meta.dirname, '../../../i18n/src/locales/en/legal-privacy.ts'), 'utf8');

/** Every value a directive has in the unit (a directive may repeat). */
function directive(name: string): string[] {
  return [...unitText.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]!);
}

describe('deploy/zk-automations.service', () => {
  it('runs sandboxed as its own user, with only the data and backup directories writable', () => {
    expect(directive('User')).toEqual(['zk']);
    for (const [name, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['ProtectHome', 'yes'],
      ['PrivateTmp', 'yes'],
      ['Restart', 'on-failure'],
      ['RestrictAddressFamilies', 'AF_INET AF_INET6 AF_UNIX'],
      ['EnvironmentFile', '/etc/zk-automations/env'],
    ]) {
      expect(directive(name!), name).toEqual([value]);
    }
    const environment = Object.fromEntries(
      directive('Environment').flatMap((line) => line.split(' ').map((pair) => pair.split('=') as [string, string])),
    );
    expect(environment).toMatchObject({ NODE_ENV: 'production' });
    expect(directive('ReadWritePaths')).toEqual([`${environment.DATA_DIR} -${environment.BACKUP_DIR}`]);
    expect(directive('MemoryDenyWriteExecute')).toEqual([]);
  });

  it('waits longer for a stop than the server takes to shut down', () => {
    expect(directive('KillSignal')).toEqual(['SIGTERM']);
    expect(Number(directive('TimeoutStopSec')[0]) * 1000).toBeGreaterThan(shutdownGraceMs);
  });

  it("passes systemd-analyze verify (with this machine's Node in ExecStart)", () => {
    const file = join(tempDir(), 'zk-automations.service');
    writeFileSync(file, unitText.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    // Unknown or misspelt directives are only warnings (exit 0): any output at all fails the test.
    const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('how long the shipped configuration keeps the log (issue 47 item 4)', () => {
  const days = (name: string) => Number(/^(\d+)day$/m.exec(new RegExp(`^${name}=(.*)$`, 'm').exec(journaldText)?.[1] ?? '')?.[1]);

  it("keeps the server's journal apart, no longer than the privacy policy's log period", () => {
    const policyDays = Number(/Server log files are deleted automatically after (\d+) days/.exec(policyText)?.[1]);
    expect(policyDays).toBe(14);
    expect(directive('LogNamespace')).toEqual(['zk-automations']);
    expect(days('MaxRetentionSec') + days('MaxFileSec')).toBeLessThanOrEqual(policyDays);
  });

  it('has Caddy keep no access log of its own', () => {
    expect(caddyText).not.toMatch(/^\s*log\b/m);
  });
});

describe('README and deploy/ name the same things', () => {
  const readme = readFileSync(resolve(deploy, '../README.md'), 'utf8');
  const caddy = readFileSync(join(deploy, 'zk-site.caddy'), 'utf8');
  const environment = Object.fromEntries(
    directive('Environment').flatMap((line) => line.split(' ').map((pair) => pair.split('=') as [string, string])),
  );
  const all = (pattern: RegExp) => [...new Set([...readme.matchAll(pattern)].map((match) => match[1]))];

  it("gives Caddy's retry window once, longer than systemd's longest stop", () => {
    const [seconds] = [...caddy.matchAll(/^\s*lb_try_duration (\d+)s$/gm)].map((match) => Number(match[1]));
    expect(all(/lb_try_duration (\d+)s/g)).toEqual([String(seconds)]);
    expect(all(/holds new requests for up to (\d+) s/g)).toEqual([String(seconds)]);
    expect(seconds).toBeGreaterThan(Number(directive('TimeoutStopSec')[0]));
  });

  it('names the unit, its directories and its settings file as the unit does', () => {
    expect(all(/systemctl (?:start|stop|restart|reload|status|enable --now) ([\w-]+)/g).sort()).toEqual(['caddy', 'zk-automations']);
    expect(all(/journalctl (?:-u |--namespace=)([\w-]+)/g)).toEqual(['zk-automations']);
    expect(all(/(\/etc\/zk[\w/.-]*)/g)).toEqual(directive('EnvironmentFile'));
    expect(all(/(\/var\/lib\/zk[\w-]*)/g)).toEqual([environment.DATA_DIR]);
    expect(all(/(\/var\/backups\/zk[\w-]*)/g)).toEqual([environment.BACKUP_DIR]);
    const [workingDirectory] = directive('WorkingDirectory');
    expect(readme).toContain(`${workingDirectory} -> releases/<release>`);
    expect(
      all(/(\/opt\/zk-automations[\w/.-]*)/g).every(
        (path) => path!.startsWith(`${workingDirectory}`) || path!.startsWith('/opt/zk-automations/releases/'),
      ),
    ).toBe(true);
    expect(readme).not.toMatch(/\/srv\//);
  });

  it('runs the server itself under systemd, never `npm start`, so a restart never builds', () => {
    expect(directive('ExecStart')).toEqual([expect.stringMatching(/\/node packages\/server\/src\/main\.ts$/)]);
  });
});
