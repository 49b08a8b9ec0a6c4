// CSV as spreadsheets write it (RFC 4180): comma-separated, fields in double quotes may hold
// commas, quotes ("") and line breaks; CRLF or LF; a UTF-8 byte-order mark is ignored.

/** The rows of a CSV text (empty lines skipped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error('the file ends inside a quoted field (a " is missing).');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One CSV line per row, fields quoted when they need it; a formula-looking field is not special-cased. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows
    .map((row) =>
      row
        .map((value) => {
          const text = value === null || value === undefined ? '' : String(value);
          return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
        })
        .join(','),
    )
    .join('\n')}\n`;
}

/** Rows with a header as objects keyed by the header's lower-case names; `row` counts the header as row 1, as a spreadsheet does. */
export function csvRecords(text: string): { header: string[]; records: { row: number; values: Record<string, string> }[] } {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map((name) => name.trim().toLowerCase());
  return {
    header: names,
    records: rows.map((row, index) => ({ row: index + 2, values: Object.fromEntries(names.map((name, k) => [name, (row[k] ?? '').trim()])) })),
  };
}
