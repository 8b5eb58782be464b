import { describe, expect, it } from 'vitest';
import { maskDatabaseUrl, parseDatabaseUrl } from './database-url.ts';

function refusal(value: string): string {
  try {
    parseDatabaseUrl(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${value} was accepted`);
}

describe('parseDatabaseUrl', () => {
  it('accepts postgres: and postgresql: URLs and shows them with the password masked', () => {
    expect(parseDatabaseUrl('postgres://zk:s3cret@db.example:5432/zk')).toEqual({
      connectionString: 'postgres://zk:s3cret@db.example:5432/zk',
      display: 'postgres://zk:***@db.example:5432/zk',
    });
    expect(parseDatabaseUrl(' postgresql://zk@localhost/zk?sslmode=require ').display).toBe('postgresql://zk@localhost/zk?sslmode=require');
    expect(parseDatabaseUrl('postgres:///zk?host=/var/run/postgresql').connectionString).toBe('postgres:///zk?host=/var/run/postgresql');
  });

  it.each([
    ['mysql://zk:s3cret@db.example/zk', 'must be a postgres:// or postgresql:// URL, not mysql:'],
    ['https://zk:s3cret@db.example/zk', 'must be a postgres:// or postgresql:// URL, not https:'],
    ['zk:s3cret@db.example', 'must be a postgres:// or postgresql:// URL, not zk:'],
    ['db.example/zk', 'is not a valid URL'],
    ['postgres://zk:s3cret@db.example:port/zk', 'is not a valid URL'],
    ['postgres:///zk?password=s3cret', 'names no host'],
    ['postgres://zk:s3cret@/zk', 'is not a valid URL'],
    ['postgres://zk:s3cret%zz@db.example/zk', 'malformed percent-encoding'],
    ['postgres://zk:s3cret@db.example/zk/extra', 'more than one path segment'],
  ])('refuses %s, naming DATABASE_URL and masking the password', (value, reason) => {
    const message = refusal(value);
    expect(message).toMatch(/^DATABASE_URL /);
    expect(message).toContain(reason);
    expect(message).not.toContain('s3cret');
  });

  it('refuses an empty value, saying how to stay on SQLite', () => {
    expect(refusal('  ')).toMatch(/^DATABASE_URL is empty: unset it to keep the data in SQLite/);
  });
});

describe('maskDatabaseUrl', () => {
  it('masks a password that breaks the URL, and a password parameter', () => {
    expect(maskDatabaseUrl('postgres://zk:pa/ss@word@db.example/zk')).toBe('postgres://zk:***@db.example/zk');
    expect(maskDatabaseUrl('postgres://db.example/zk?user=zk&password=s3cret&sslmode=require')).toBe(
      'postgres://db.example/zk?user=zk&password=***&sslmode=require',
    );
    expect(maskDatabaseUrl('zk:s3cret@db.example')).toBe('zk:***@db.example');
    expect(maskDatabaseUrl('postgres://zk@db.example/zk')).toBe('postgres://zk@db.example/zk');
  });
});
