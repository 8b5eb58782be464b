import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { countdownsStore } from '../db/engine/countdowns-store.ts';
import { sqliteEngine } from '../db/engine/sqlite-engine.ts';
import { onCleanup, tempDir, testConfig } from '../../test-support/helpers.ts';

async function setup() {
  const db = openDatabase(tempDir());
  const { app, close } = await createApp(testConfig(), { db });
  onCleanup(() => {
    close();
    db.close();
  });
  return { app, repo: countdownsStore(sqliteEngine(db), Date.now) };
}

describe('GET /api/countdowns/active', () => {
  it('answers null when there is no countdown', async () => {
    const { app } = await setup();
    const res = await app.request('http://localhost:3000/api/countdowns/active');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ countdown: null });
  });

  it('returns the active countdown with the earliest target date, ignoring inactive and later ones', async () => {
    const { app, repo } = await setup();
    await repo.create({ title: 'Later', target_date: '2031-05-01T10:00:00Z' });
    await repo.create({ title: 'Inactive earliest', target_date: '2029-01-01T00:00:00Z', is_active: false });
    const expected = await repo.create({ title: 'Launch', target_date: '2030-03-01T12:00:00+02:00' });
    await repo.create({ title: 'Latest', target_date: '2040-01-01T00:00:00Z' });

    const res = await app.request('http://localhost:3000/api/countdowns/active');
    expect(await res.json()).toEqual({
      countdown: { id: expected.id, title: 'Launch', target_date: '2030-03-01T10:00:00.000Z', is_active: true },
    });
  });

  it('answers null when every countdown is inactive', async () => {
    const { app, repo } = await setup();
    const only = await repo.create({ title: 'Off', target_date: '2030-01-01T00:00:00Z' });
    await repo.toggle(only.id);
    const res = await app.request('http://localhost:3000/api/countdowns/active');
    expect(await res.json()).toEqual({ countdown: null });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = await setup();
    const res = await app.request('http://localhost:3000/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
