import { createContext } from 'react-router';
import * as v from 'valibot';

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

const ErrorBodySchema = v.object({ message: v.string() });

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

async function readAnswer<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, body);
    throw new ApiError(response.status, parsed.success ? parsed.output.message : response.statusText, body);
  }
  // Answers are validated at this boundary too: a contract drift fails loudly, not later in a component.
  return v.parse(schema, body);
}

/** The one small API client loaders use (docs/decisions/0002-ssr-pipeline.md). */
export function createApiClient(fetcher: ApiFetch): ApiClient {
  return {
    async get(path, schema, query = {}) {
      const response = await fetcher(`/api${path}${toQueryString(query)}`, { headers: { accept: 'application/json' } });
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
