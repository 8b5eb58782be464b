// CI's Chromatic step (scripts/chromatic.mjs): the cloud review of the stories runs only where a project
// token is set; everywhere else (CI without the secret, a developer's machine) it is skipped, saying so,
// and nothing reaches the network.

/** The static build `npm run test:storybook` leaves behind, uploaded as it is when present. */
export const storybookBuildDir = 'storybook-static';

/**
 * What the step does: `{ skip }` with the line to print, or `{ args }` for `npx` (Chromatic with
 * chromatic.config.json, on the existing static build when there is one, otherwise building it).
 * @param {Record<string, string | undefined>} env
 * @param {(path: string) => boolean} exists
 * @returns {{ skip: string } | { args: string[] }}
 */
export function chromaticStep(env, exists) {
  if (!env.CHROMATIC_PROJECT_TOKEN?.trim()) {
    return {
      skip: 'Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set); the local screenshots of npm run test:stories are the visual tests.',
    };
  }
  const build = exists(`${storybookBuildDir}/index.json`) ? ['--storybook-build-dir', storybookBuildDir] : [];
  return { args: ['chromatic', '--config-file', 'chromatic.config.json', ...build] };
}
