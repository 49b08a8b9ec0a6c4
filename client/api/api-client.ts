import { createContext } from 'react-router';
import type * as v from 'valibot';

/** Sends one API request; in the browser this is fetch, on the server the Hono app in-process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** An API answer that was not 2xx: the status and the server's message, for toasts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** key=value&key[]=a&key[]=b, skipping empty values. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type ApiClient = {
  get<S extends v.GenericSchema>(path: string, schema: S, query?: Record<string, QueryValue>): Promise<v.InferOutput<S>>;
  send<S extends v.GenericSchema>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, schema: S, body?: unknown): Promise<v.InferOutput<S>>;
  /** A multipart POST (a form with a file, e.g. the contact image). */
  sendForm<S extends v.GenericSchema>(path: string, schema: S, body: FormData): Promise<v.InferOutput<S>>;
};

/** The server's `{ message }` of an error answer, if it has one. */
function errorMessage(body: unknown): string | null {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

async function readAnswer<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => null);
  return checkAnswer(response.status, response.statusText, body, schema);
}

/**
 * A direct answer. `parsedBy`: the schema whose output `body` already is, exactly (the Worker
 * built it in that shape, no key more or less: tests/integration/catalog/server-reads.test.ts),
 * so a 2xx read asking for that very schema takes `body` as it is instead of parsing it again
 * (docs/decisions/0130-ssr-cpu.md); a read with any other schema parses it as usual.
 */
export type DirectAnswer = { status: number; body: unknown; parsedBy?: v.GenericSchema };

/**
 * A GET answered without HTTP: on the server, catalog reads of page loaders go straight to the
 * functions the API routes answer with (worker/ssr/server-reads.ts, docs/decisions/0145); null
 * sends the request through the client's fetcher as usual. `url` is the path with its query.
 */
export type DirectRead = (url: string) => Promise<DirectAnswer> | null;

async function checkAnswer<S extends v.GenericSchema>(status: number, statusText: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
  if (status < 200 || status > 299) throw new ApiError(status, errorMessage(body) ?? statusText, body);
  // Answers are validated here, so a contract drift fails loudly, not later in a component;
  // valibot loads with the first answer, not with the entry (ADR 0006).
  const { parse } = await import('./parse-answer.ts');
  return parse(schema, body);
}

/** The one small API client loaders use (docs/decisions/0002-ssr-pipeline.md). */
export function createApiClient(fetcher: ApiFetch, directRead?: DirectRead): ApiClient {
  return {
    async get<S extends v.GenericSchema>(path: string, schema: S, query: Record<string, QueryValue> = {}): Promise<v.InferOutput<S>> {
      const url = `/api${path}${toQueryString(query)}`;
      const direct = directRead?.(url);
      if (direct) {
        const answer = await direct;
        // Never true in the browser, which has no direct reads: what arrives over the network is parsed.
        if (answer.parsedBy === schema && answer.status >= 200 && answer.status <= 299) return answer.body as v.InferOutput<S>;
        return checkAnswer(answer.status, '', answer.body, schema);
      }
      const response = await fetcher(url, { headers: { accept: 'application/json' } });
      return readAnswer(response, schema);
    },
    async send(method, path, schema, body) {
      const response = await fetcher(`/api${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return readAnswer(response, schema);
    },
    async sendForm(path, schema, body) {
      const response = await fetcher(`/api${path}`, { method: 'POST', headers: { accept: 'application/json' }, body });
      return readAnswer(response, schema);
    },
  };
}

/** Router context through which loaders reach the API client of their side. */
export const apiClientContext = createContext<ApiClient>();
