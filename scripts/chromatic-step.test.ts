import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chromaticStep } from './lib/chromatic-step.mjs';

const built = (path: string) => path === 'storybook-static/index.json';
const none = () => false;

describe("CI's Chromatic step", () => {
  it('is skipped, saying so, without a project token', () => {
    for (const env of [{}, { CHROMATIC_PROJECT_TOKEN: '' }, { CHROMATIC_PROJECT_TOKEN: '  ' }]) {
      const step = chromaticStep(env, built);
      expect(step).toEqual({ skip: expect.stringMatching(/^Chromatic: skipped \(CHROMATIC_PROJECT_TOKEN is not set\)/) });
    }
  });

  it('runs Chromatic with its config on the static build the tests made, or builds one', () => {
    expect(chromaticStep({ CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, built)).toEqual({
      args: ['chromatic', '--config-file', 'chromatic.config.json', '--storybook-build-dir', 'storybook-static'],
    });
    expect(chromaticStep({ CHROMATIC_PROJECT_TOKEN: 'chpt_x' }, none)).toEqual({
      args: ['chromatic', '--config-file', 'chromatic.config.json'],
    });
  });

  it('is a step of CI, and its config builds with the package script and never fails on changes alone', () => {
    expect(readFileSync(new URL('../.ci/run', import.meta.url), 'utf8')).toMatch(/^node scripts\/chromatic\.mjs$/m);
    const config = JSON.parse(readFileSync(new URL('../chromatic.config.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts[config.buildScriptName as string]).toMatch(/^storybook build/);
    expect(config.exitZeroOnChanges).toBe(true);
    expect(config).not.toHaveProperty('projectToken');
  });
});
