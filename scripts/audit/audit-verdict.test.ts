import { describe, expect, it } from 'vitest';
import { auditVerdict, type AuditException } from './audit-verdict.ts';

const advisory = (url: string, severity = 'high') => ({ source: 1, name: 'pkg', title: 'Prototype pollution', url, severity });
const report = (fixAvailable: unknown, severity = 'high') => ({
  auditReportVersion: 2,
  vulnerabilities: {
    pkg: { name: 'pkg', severity, via: [advisory('https://github.com/advisories/GHSA-aaaa-bbbb-cccc', severity)], fixAvailable },
    parent: { name: 'parent', severity, via: ['pkg'], fixAvailable },
  },
});

describe('auditVerdict', () => {
  it('passes a clean report', () => {
    expect(auditVerdict({ auditReportVersion: 2, vulnerabilities: {} }, [])).toEqual({ kind: 'checked', failing: [], reported: [] });
  });

  it('fails on a moderate or worse advisory that an update fixes, once (not again for the package that carries it)', () => {
    const verdict = auditVerdict(report(true), []);
    expect(verdict).toEqual({ kind: 'checked', failing: ['pkg: GHSA-aaaa-bbbb-cccc (high) Prototype pollution'], reported: [] });
    // A fix that needs a major update is still a fix we can make.
    expect(auditVerdict(report({ name: 'pkg', version: '2.0.0', isSemVerMajor: true }, 'moderate'), [])).toMatchObject({ failing: [expect.stringContaining('(moderate)')] });
  });

  it('only reports what no update fixes yet, low advisories and documented exceptions', () => {
    expect(auditVerdict(report(false), [])).toMatchObject({ failing: [], reported: ['pkg: GHSA-aaaa-bbbb-cccc (high) Prototype pollution [no fix available]'] });
    expect(auditVerdict(report(true, 'low'), [])).toMatchObject({ failing: [] });
    const exception: AuditException = { advisory: 'GHSA-aaaa-bbbb-cccc', package: 'pkg', reason: 'not reachable from our code', review_by: '2027-01-01' };
    expect(auditVerdict(report(true), [exception])).toMatchObject({ failing: [], reported: [expect.stringContaining('[documented exception]')] });
  });

  it('says so when npm could not audit at all', () => {
    expect(auditVerdict({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405 }, [])).toEqual({
      kind: 'unchecked',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict(null, []).kind).toBe('unchecked');
  });
});
