import * as v from 'valibot';

/**
 * The words of a config object's own issues. A key the object does not know is a typo or a field
 * of another section type: refused, so it never passes unnoticed (docs/decisions/0180-config-strict-on-write-tolerant-on-read.md).
 */
function objectMessage(issue: v.StrictObjectIssue): string {
  if (issue.expected === 'never') return 'unknown key';
  return issue.input === undefined ? 'is required' : 'must be an object';
}

/** An object of the store config document: its own keys only, each unknown key refused by its path. */
export function configObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, objectMessage);
}
