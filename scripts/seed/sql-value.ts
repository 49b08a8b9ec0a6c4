/** Inlined SQL literals for the seed file (wrangler d1 execute --file takes no bound parameters). */

export type SqlScalar = string | number | boolean | null;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * One SQLite literal. Strings are single-quoted with quotes doubled; line breaks become
 * `char(10)`/`char(13)` so every statement stays on one line of the seed file.
 */
export function sqlValue(value: SqlScalar): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`seed: cannot inline the number ${value}`);
    return Object.is(value, -0) ? '0' : String(value);
  }
  if (value.includes('\u0000')) throw new TypeError('seed: NUL characters cannot be inlined');
  const quoted = `'${value.replaceAll("'", "''")}'`;
  if (!/[\r\n]/.test(quoted)) return quoted;
  return `(${quoted.replaceAll('\r', "' || char(13) || '").replaceAll('\n', "' || char(10) || '")})`;
}

/** `INSERT OR IGNORE INTO table (cols) VALUES (...)` for one row; the row's keys are the columns. */
export function insertOrIgnore(table: string, row: Record<string, SqlScalar>): string {
  return insertStatement('INSERT OR IGNORE', table, row);
}

/**
 * `INSERT OR REPLACE`-like upsert that keeps the row id: the registry rows of
 * tenants.example.json follow the file on every start (`key` is the conflict column; the
 * `insertOnly` columns are set when the row is new and never changed after).
 */
export function upsert(table: string, row: Record<string, SqlScalar>, key: string, insertOnly: readonly string[] = []): string {
  const updates = Object.keys(row)
    .filter((column) => column !== key && !insertOnly.includes(column))
    .map((column) => `${column} = excluded.${column}`);
  const insert = insertStatement('INSERT', table, row);
  return updates.length ? `${insert} ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}` : `${insert} ON CONFLICT (${key}) DO NOTHING`;
}

function insertStatement(verb: string, table: string, row: Record<string, SqlScalar>): string {
  if (!IDENTIFIER.test(table)) throw new Error(`seed: bad table name ${table}`);
  const columns = Object.keys(row);
  if (columns.length === 0) throw new Error(`seed: empty row for ${table}`);
  for (const column of columns) {
    if (!IDENTIFIER.test(column)) throw new Error(`seed: bad column name ${column}`);
  }
  const values = columns.map((column) => sqlValue(row[column] ?? null));
  return `${verb} INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')})`;
}
