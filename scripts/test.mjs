// `npm test`: every check, in order from the fastest to the slowest; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and component tests', ['run', 'test:unit']],
  ['story tests and screenshots', ['run', 'test:stories']],
  ['built Storybook: docs pages render and pass axe', ['run', 'test:storybook']],
  ['end-to-end tests', ['run', 'test:e2e']],
  ['production topology behind Caddy', ['run', 'test:proxy']],
];

const started = performance.now();
for (const [label, args] of steps) {
  const t0 = performance.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
