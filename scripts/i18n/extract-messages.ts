// Finds the message ids used in source: lingui's i18n._('…') / _('…') calls with a literal id.
// (@lingui/cli cannot be installed here; see docs/decisions/0004-i18n-catalogs.md.)

const CALL = /(?<![\w$])_\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

function unescape(literal: string): string {
  return literal.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/g, (_match, code: string) => {
    if (code.startsWith('u{')) return String.fromCodePoint(parseInt(code.slice(2, -1), 16));
    if (code.length === 5 && code.startsWith('u')) return String.fromCharCode(parseInt(code.slice(1), 16));
    return ({ n: '\n', t: '\t' } as Record<string, string>)[code] ?? code;
  });
}

/** The literal message ids of one source file, in order of appearance. */
export function extractMessageIds(source: string): string[] {
  return [...source.matchAll(CALL)].map((match) => unescape(match[2]!));
}
