// npm run audit:prod (CI, .ci/run): `npm audit --omit=dev` over the production dependencies, judged
// by audit-verdict.ts (docs/decisions/0177-npm-audit-in-ci.md). Exit 1 only for an advisory that a
// dependency update fixes and that is not a documented exception (audit-exceptions.json).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditVerdict, type AuditException } from './audit-verdict.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const exceptions = JSON.parse(readFileSync(path.join(here, 'audit-exceptions.json'), 'utf8')) as AuditException[];

// npm exits non-zero both when it finds advisories and when it cannot audit: the JSON tells which.
const stdout = await new Promise<string>((resolve) => {
  execFile('npm', ['audit', '--omit=dev', '--json'], { cwd: path.join(here, '..', '..'), maxBuffer: 64 * 1024 * 1024 }, (_error, out) => resolve(out));
});
let report: unknown = null;
try {
  report = JSON.parse(stdout);
} catch {
  // No JSON at all: npm could not audit; the verdict says so.
}

const verdict = auditVerdict(report, exceptions);
if (verdict.kind === 'unchecked') {
  console.warn(`npm audit --omit=dev: not checked (${verdict.reason}). The registry this machine uses does not answer audit requests; nothing is failed for it.`);
  process.exit(0);
}
for (const line of verdict.reported) console.log(`npm audit --omit=dev: reported, not failing: ${line}`);
if (verdict.failing.length > 0) {
  for (const line of verdict.failing) console.error(`npm audit --omit=dev: FIX NEEDED: ${line}`);
  console.error('Update the dependency (npm audit fix --omit=dev), or document an exception in scripts/audit/audit-exceptions.json (see docs/development.md).');
  process.exit(1);
}
console.log(`npm audit --omit=dev: no advisory with an available fix (${verdict.reported.length} reported).`);
