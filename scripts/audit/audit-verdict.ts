// What CI makes of `npm audit --omit=dev --json` (docs/decisions/0177-npm-audit-in-ci.md): it
// fails on an advisory that a dependency update fixes, unless that advisory is a documented
// exception; it reports, without failing, what no update fixes yet and what it could not check.

/** A documented exception (audit-exceptions.json): one advisory we decided to live with, and why. */
export type AuditException = { advisory: string; package: string; reason: string; review_by: string };

type Advisory = { source?: number | string; url?: string; title?: string; severity?: string };
type Vulnerability = { name?: string; severity?: string; via?: (Advisory | string)[]; fixAvailable?: unknown };
type Report = { vulnerabilities?: Record<string, Vulnerability> };

export type AuditVerdict =
  | { kind: 'unchecked'; reason: string }
  | { kind: 'checked'; failing: string[]; reported: string[] };

/** Severities that fail CI when a fix exists ('low' and 'info' are only reported). */
const FAILING_SEVERITIES = new Set(['moderate', 'high', 'critical']);

/** The id an exception names: the advisory's GHSA id from its url, else npm's numeric source. */
function advisoryId(advisory: Advisory): string {
  const ghsa = /GHSA-[\w-]+/i.exec(advisory.url ?? '')?.[0];
  return ghsa ?? String(advisory.source ?? advisory.title ?? 'unknown');
}

/**
 * The verdict on one audit report (the parsed JSON npm printed). A report without a
 * `vulnerabilities` map is npm saying it could not audit (a registry without the audit endpoint,
 * no network): nothing was checked, and the caller says so.
 */
export function auditVerdict(report: unknown, exceptions: readonly AuditException[]): AuditVerdict {
  const vulnerabilities = (report as Report | null)?.vulnerabilities;
  if (!vulnerabilities || typeof vulnerabilities !== 'object') {
    const message = (report as { message?: unknown; error?: { summary?: unknown } } | null)?.message ?? (report as { error?: { summary?: unknown } } | null)?.error?.summary;
    return { kind: 'unchecked', reason: typeof message === 'string' && message ? message : 'npm audit printed no report' };
  }
  const excepted = new Set(exceptions.map((exception) => exception.advisory.toUpperCase()));
  const failing: string[] = [];
  const reported: string[] = [];
  for (const [name, vulnerability] of Object.entries(vulnerabilities)) {
    // Advisories of the package itself; strings in `via` name the dependency that carries them,
    // which has an entry of its own.
    const advisories = (vulnerability.via ?? []).filter((via): via is Advisory => typeof via === 'object' && via !== null);
    for (const advisory of advisories) {
      const id = advisoryId(advisory);
      const severity = advisory.severity ?? vulnerability.severity ?? 'unknown';
      const line = `${name}: ${id} (${severity}) ${advisory.title ?? ''}`.trim();
      const fixable = vulnerability.fixAvailable !== false && vulnerability.fixAvailable !== undefined;
      if (fixable && FAILING_SEVERITIES.has(severity) && !excepted.has(id.toUpperCase())) failing.push(line);
      else reported.push(`${line}${excepted.has(id.toUpperCase()) ? ' [documented exception]' : fixable ? '' : ' [no fix available]'}`);
    }
  }
  return { kind: 'checked', failing, reported };
}
