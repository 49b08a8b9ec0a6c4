const UNSAFE = /[<>&\u2028\u2029]/g;
const REPLACEMENTS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for an inline `<script>`: the characters that could end the script element, open an
 * HTML comment or break a JavaScript string literal are written as \u escapes, so the value
 * round-trips through JSON.parse and can never be read as markup.
 */
export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (ch) => REPLACEMENTS[ch] ?? ch);
}
