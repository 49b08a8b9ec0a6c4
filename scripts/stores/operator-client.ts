// The operator API (docs/api.md) as the CLI calls it: one function per request, errors as CliError.
import { readFile } from 'node:fs/promises';

export class CliError extends Error {}

export type Io = { fetch: typeof fetch; out: (line: string) => void; err?: (line: string) => void; env: Record<string, string | undefined> };

type Answer<T> = { data?: T; next_cursor?: string | null; message?: string; errors?: Record<string, string[]>; error_count?: number };

export type OperatorClient = {
  base: string;
  call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** Every page of a paged list. */
  all<T>(path: string): Promise<T[]>;
  /** A request with any body; answers the response when it is 2xx, else throws the API's error (`fieldRow` names a field's CSV row). */
  send(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string>; fieldRow?: (path: string) => number | null }): Promise<Response>;
  /** One page of a paged list (`path` carries ?limit=&cursor=). */
  page<T>(path: string): Promise<{ data: T[]; next_cursor: string | null }>;
  /** A GET whose answer is not JSON (a CSV export): the response, once it is 2xx. */
  download(path: string): Promise<Response>;
};

/** The API's error as the CLI prints it: the message, then each invalid field (with its CSV row when known). */
export function apiError(status: number, answer: Answer<unknown>, text: string, statusText: string, fieldRow?: (path: string) => number | null): CliError {
  const fields = Object.entries(answer.errors ?? {}).map(([field, messages]) => {
    const row = fieldRow?.(field);
    return `  ${row ? `row ${row} (${field})` : field}: ${messages.join(' ')}`;
  });
  const more = typeof answer.error_count === 'number' && answer.error_count > fields.length ? [`  … and ${answer.error_count - fields.length} more`] : [];
  return new CliError([`Error ${status}: ${answer.message ?? (text.slice(0, 200) || statusText)}`, ...fields, ...more].join('\n'));
}

export function operatorClient(io: Io, base: string, token: string): OperatorClient {
  async function reach(path: string, init: RequestInit): Promise<Response> {
    try {
      return await io.fetch(`${base}/api/operator${path}`, init);
    } catch {
      throw new CliError(`Cannot reach ${base}. Is the server running (npm start), or pass --url.`);
    }
  }
  async function request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await reach(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let answer: Answer<T> = {};
    try {
      answer = JSON.parse(text) as Answer<T>;
    } catch {
      // Not JSON: reported below with the status.
    }
    if (response.ok && answer.data !== undefined) return answer;
    if (response.status === 401) throw new CliError('The operator token was refused (401). Pass --token or set OPERATOR_TOKEN.');
    if (response.status === 404 && path.startsWith('/storefronts?')) throw new CliError(`${base} has no operator API (404): the deployment has no OPERATOR_TOKEN.`);
    throw apiError(response.status, answer, text, response.statusText);
  }
  return {
    base,
    async page<T>(path: string) {
      const answer = await request<T[]>('GET', path);
      return { data: answer.data ?? [], next_cursor: answer.next_cursor ?? null };
    },
    async download(path: string) {
      let response: Response;
      try {
        response = await io.fetch(`${base}/api/operator${path}`, { headers: { authorization: `Bearer ${token}` } });
      } catch {
        throw new CliError(`Cannot reach ${base}. Is the server running (npm start), or pass --url.`);
      }
      if (response.ok) return response;
      if (response.status === 401) throw new CliError('The operator token was refused (401). Pass --token or set OPERATOR_TOKEN.');
      const text = await response.text();
      let message = text.slice(0, 200) || response.statusText;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: the text itself.
      }
      throw new CliError(`Error ${response.status}: ${message}`);
    },
    async call<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
      return (await request<T>(method, path, body, headers)).data as T;
    },
    async all<T>(path: string) {
      const items: T[] = [];
      let cursor: string | null = null;
      do {
        const separator = path.includes('?') ? '&' : '?';
        const page: Answer<T[]> = await request<T[]>('GET', `${path}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        items.push(...(page.data ?? []));
        cursor = page.next_cursor ?? null;
      } while (cursor);
      return items;
    },
    async send(method, path, init) {
      const response = await reach(path, { method, headers: { authorization: `Bearer ${token}`, ...init.headers }, ...(init.body === undefined ? {} : { body: init.body }) });
      if (response.ok) return response;
      if (response.status === 401) throw new CliError('The operator token was refused (401). Pass --token or set OPERATOR_TOKEN.');
      const text = await response.text();
      let answer: Answer<unknown> = {};
      try {
        answer = JSON.parse(text) as Answer<unknown>;
      } catch {
        // Not JSON: the text is shown.
      }
      throw apiError(response.status, answer, text, response.statusText, init.fieldRow);
    },
  };
}

export async function readTextFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}

export async function readJsonFile(file: string): Promise<unknown> {
  const text = await readTextFile(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A positive whole number from the command line, or a CliError naming what was expected. */
export function positiveInteger(value: string | undefined, what: string, example: string): number {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) throw new CliError(`Give ${what} (a number), e.g. "${example}".`);
  return Number(value);
}
