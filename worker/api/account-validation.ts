import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { AppEnv } from '../app-types.ts';
import { requestI18n } from '../i18n/request-i18n.ts';

/**
 * Validates a JSON body like validJson, with the messages in the shopper's language: 400
 * { message, errors: { field: [messages] } } (docs/product.md §8: register errors become toasts).
 */
export function validAccountJson<S extends v.GenericSchema>(schema: S) {
  return validator('json', (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<S>;
    return c.json(translatedErrors(c, result.issues), 400);
  });
}

/** Issues as { message: first one, errors: per field }, every text translated. */
export function translatedErrors(c: Context, issues: readonly v.BaseIssue<unknown>[]) {
  const i18n = requestI18n(c);
  const nested: Record<string, string[] | undefined> = issues.length > 0 ? (v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {}) : {};
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages) errors[field] = messages.map((message) => i18n._(message));
  }
  const first = issues[0];
  const message = first ? i18n._(first.message) : i18n._('Please fill in all fields correctly.');
  return { message, errors };
}

/** A 400 for one field, in the same shape as a validation failure. */
export function fieldError(c: Context<AppEnv>, field: string, message: string, status: 400 | 403 | 409 = 400) {
  return c.json({ message, errors: { [field]: [message] } }, status);
}

/** Why a new password on the list of common passwords is refused (ADR 0172), in the shopper's language. */
export function commonPasswordMessage(c: Context): string {
  return requestI18n(c)._('This password is too common and easy to guess. Please choose another one.');
}

/** The answer of a request over a rate limit: 429 with Retry-After and a clear message. */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number) {
  const i18n = requestI18n(c);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  c.header('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return c.json({ message: i18n._('Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.', { minutes }) }, 429);
}
