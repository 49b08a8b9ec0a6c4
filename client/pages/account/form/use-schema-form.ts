import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

type Values = Record<string, string>;

/**
 * Form state validated by a valibot schema from shared/ (the same one the API uses). Schema
 * messages are lingui ids (shared/translatable.ts) translated with `translate`; `extra` adds
 * rules that depend on the store (the company domain) and returns translated texts. Errors
 * show once a field is touched. Attach `formRef` to the form whose inputs are named like the
 * fields: what was typed (or autofilled) before hydration is read from the DOM when hydrating.
 */
export function useSchemaForm<S extends v.GenericSchema, F extends Values>(
  schema: S,
  initial: F,
  translate: (id: string) => string,
  extra?: (values: F) => Partial<Record<keyof F, string>>,
) {
  const [values, setValues] = useState<F>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Hydration: inputs keep the text typed before it, the state must learn it (once, at mount).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<F> = {};
    for (const field of Object.keys(initial)) {
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
        if (element.value !== initial[field]) (typed as Values)[field] = element.value;
      }
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only the first render's DOM matters: later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const errors = useMemo(() => {
    const found: Partial<Record<keyof F, string>> = {};
    if (!result.success) {
      const nested = (v.flatten(result.issues).nested ?? {}) as Record<string, string[] | undefined>;
      for (const [field, messages] of Object.entries(nested)) if (messages?.[0]) found[field as keyof F] = translate(messages[0]);
    }
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) if (message && !found[field as keyof F]) found[field as keyof F] = message as string;
    return found;
  }, [result, extra, values, translate]);

  const set = useCallback((field: keyof F, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const touch = useCallback((field: keyof F) => setTouched((current) => ({ ...current, [field]: true })), []);
  const touchAll = useCallback(() => setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<keyof F, boolean>), [initial]);

  return {
    formRef,
    values,
    set,
    touch,
    touchAll,
    /** The first error of a field once it was touched, translated. */
    error: (field: keyof F) => (touched[field] ? errors[field] : undefined),
    valid: result.success && Object.keys(errors).length === 0,
    output: result.success ? (result.output as v.InferOutput<S>) : null,
  };
}
