import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('CI', () => {
  it('audits the production dependencies after installing and before the tests', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['audit:prod']).toBe('node scripts/audit/run-audit.ts');
    const lines = ci.split('\n').filter((line) => !line.startsWith('#'));
    const install = lines.findIndex((line) => line.startsWith('npm install'));
    const audit = lines.findIndex((line) => /^npm run (--silent )?audit:prod$/.test(line));
    const test = lines.findIndex((line) => line === 'npm test');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(audit).toBeGreaterThan(install);
    expect(test).toBeGreaterThan(audit);
  });
});
