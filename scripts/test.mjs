// `npm test`: every check, in order from the fastest to the slowest; stops at the first failed stage.
// The checks of one stage run side by side (each uses one core; their output is shown as each ends).
import { spawn } from 'node:child_process';

const stages = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [['unit and component tests', ['run', 'test:unit']]],
  [['story tests and screenshots', ['run', 'test:stories']]],
  [['built Storybook: docs pages render and pass axe', ['run', 'test:storybook']]],
  [['end-to-end tests', ['run', 'test:e2e']]],
  [['production topology behind Caddy', ['run', 'test:proxy']]],
];

/** Runs `npm <args>`; alone it prints as it goes, beside others its output waits until it ends. */
function run(label, args, alone) {
  const t0 = performance.now();
  console.log(`\n=== ${label}${alone ? '' : ' (alongside the others of its stage)'} ===`);
  const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      if (!alone) console.log(`\n=== ${label}: output ===\n${output.trimEnd()}`);
      if (code === 0) console.log(`✓ ${label} (${seconds} s)`);
      else console.error(`\n✗ ${label} failed after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const started = performance.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map(([label, args]) => run(label, args, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
