// npm test: every test — typecheck, lint (ESLint, no import circles), unit, build, Worker size, Workers-pool integration, e2e in
// Chromium, budget.
import { run } from './lib/run.mjs';

const steps = [
  ['typecheck', ['npm', ['run', '--silent', 'typecheck']]],
  ['lint', ['npm', ['run', '--silent', 'lint']]],
  ['unit', ['npm', ['run', '--silent', 'test:unit']]],
  ['build', ['node', ['scripts/build.mjs']]],
  // The production Worker's gzip size (fails above 310 KiB, ADR 0280) and its start-up.
  ['worker size', ['npm', ['run', '--silent', 'size:worker']]],
  ['integration', ['npm', ['run', '--silent', 'test:integration']]],
  ['e2e', ['npm', ['run', '--silent', 'test:e2e']]],
  ['budget', ['npm', ['run', '--silent', 'budget']]],
];
for (const [name, [command, args]] of steps) {
  console.log(`\n▶ ${name}`);
  await run(command, args);
}
console.log('\nAll checks passed.');
