import * as v from 'valibot';

/**
 * The Studio's one way to the operator API (docs/api.md "Operator API"): same-origin calls on the
 * Studio's host, where the person's session cookie stands in for a token. Every answer is checked
 * against its schema (studio/api/answers.ts); a refusal is an ApiError with the API's message and
 * its field errors (`errors`, dot paths), a stale If-Match a ConflictError naming who saved.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field path (as the API names it, e.g. `config.settings.primaryColor`) → messages. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 412: someone saved since the version this edit was made from. */
export class ConflictError extends ApiError {
  constructor(
    message: string,
    readonly currentVersion: number,
    readonly changedBy: string | null,
  ) {
    super(412, message);
    this.name = 'ConflictError';
  }
}

/** No answer at all (offline, the server gone): status 0. */
export const NETWORK_ERROR = 0;

const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  current_version: v.optional(v.number()),
  changed_by: v.optional(v.nullable(v.string())),
});

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The version this write was made from; sent as If-Match: "<n>". */
  ifMatch?: number;
  signal?: AbortSignal;
};

/** Calls `/api/operator{path}` and answers its body checked by `schema`. */
export async function operatorCall<TSchema extends v.GenericSchema>(schema: TSchema, path: string, options: CallOptions = {}): Promise<v.InferOutput<TSchema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  let response: Response;
  try {
    response = await fetch(`/api/operator${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 'The Studio cannot reach the server. Check the connection and try again.');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, json);
    const body = parsed.success ? parsed.output : {};
    const message = body.message ?? `The server answered ${response.status}.`;
    if (response.status === 412 && body.current_version !== undefined) throw new ConflictError(message, body.current_version, body.changed_by ?? null);
    throw new ApiError(response.status, message, body.errors ?? {});
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new ApiError(response.status, `The server's answer to ${path} was not understood: ${parsed.issues[0].message}`);
  return parsed.output;
}
