import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import type { FieldCheck } from './check-fields.ts';

type Values = Record<string, string>;

/**
 * A form's valibot schema, imported when the form is first used (`() => import(…).then(…)`).
 * Declare it once at module level: the loaded rules are kept per loader.
 */
export type SchemaLoader<S extends GenericSchema> = () => Promise<S>;

type Rules = { schema: GenericSchema; check: (schema: GenericSchema, values: Values) => FieldCheck };

const loadedRules = new Map<SchemaLoader<GenericSchema>, Rules>();
const loadingRules = new Map<SchemaLoader<GenericSchema>, Promise<Rules>>();

/** The schema and valibot's checks, loaded once per loader (a failed load is tried again on the next use). */
function loadRules(load: SchemaLoader<GenericSchema>): Promise<Rules> {
  let loading = loadingRules.get(load);
  if (!loading) {
    loading = Promise.all([import('./check-fields.ts'), load()]).then(([{ checkFields }, schema]) => {
      const rules = { schema, check: checkFields };
      loadedRules.set(load, rules);
      return rules;
    });
    loading.catch(() => loadingRules.delete(load));
    loadingRules.set(load, loading);
  }
  return loading;
}

/**
 * Loads a form's rules ahead of its first use: a page that hydrates on its first touch (ADR 0154)
 * loads them with its code, so the form hydrates checked (a Sign In disabled while invalid).
 */
export function preloadFormRules(load: SchemaLoader<GenericSchema>): Promise<unknown> {
  return loadRules(load);
}

/** Events inside the form that mean it is being used: its rules load then. */
const FIRST_USE = ['focusin', 'input', 'change', 'pointerdown', 'keydown'] as const;

/**
 * Form state validated by a valibot schema from shared/ (the same one the API uses). Schema
 * messages are lingui ids (shared/translatable.ts) translated with `translate`; `extra` adds
 * rules that depend on the store (the company domain) and returns translated texts. Errors
 * show once a field is touched. Attach `formRef` to the form whose inputs are named like the
 * fields: what was typed (or autofilled) before hydration is read from the DOM when hydrating.
 *
 * The schema and valibot load on the form's first use (a focus, a key, a pointer or a change
 * inside it, a value set, text typed before hydration), never with the page
 * (docs/decisions/0149-form-rules-on-first-use.md). Until they are there the form counts as
 * invalid (`valid` false, `output` null) and `ready` is false: a submit then is left to the
 * browser, which posts the form to its route action as it does without JavaScript (the page
 * renders react-router's `<Form reloadDocument={!ready}>`; ADR 0292). Nothing is held.
 */
export function useSchemaForm<S extends GenericSchema, F extends Values>(
  loadSchema: SchemaLoader<S>,
  initial: F,
  translate: (id: string) => string,
  extra?: (values: F) => Partial<Record<keyof F, string>>,
) {
  const [values, setValues] = useState<F>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [, rulesArrived] = useReducer((count: number) => count + 1, 0);
  const formRef = useRef<HTMLFormElement>(null);
  const used = useRef(false);
  const load = loadSchema as SchemaLoader<GenericSchema>;
  const rules = loadedRules.get(load) ?? null;

  const want = useCallback(() => {
    used.current = true;
    if (loadedRules.has(load)) return;
    loadRules(load).then(rulesArrived, (error: unknown) => console.error('Form rules not loaded', error));
  }, [load]);

  // Hydration: inputs keep the text typed before it, the state must learn it (once, at mount).
  // A field typed in and already left counts as touched: its blur came before the handlers
  // (a form that hydrates on its first touch, ADR 0154).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<F> = {};
    const left: Partial<Record<keyof F, boolean>> = {};
    for (const field of Object.keys(initial)) {
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
        if (element.value === initial[field]) continue;
        (typed as Values)[field] = element.value;
        if (element !== document.activeElement) left[field as keyof F] = true;
      }
    }
    if (Object.keys(typed).length > 0) {
      setValues((current) => ({ ...current, ...typed }));
      setTouched((current) => ({ ...current, ...left }));
      want();
    }
    // Only the first render's DOM matters: later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Another schema for a form in use (the checkout without shipping) loads at once.
  useEffect(() => {
    if (used.current) want();
  }, [want]);

  // The first use of the form loads its rules. Listening on the document (capture) also covers a
  // form rendered after the hook's first render.
  useEffect(() => {
    if (loadedRules.has(load)) return;
    const onUse = (event: Event) => {
      if (event.target instanceof Node && formRef.current?.contains(event.target)) want();
    };
    for (const type of FIRST_USE) document.addEventListener(type, onUse, true);
    return () => {
      for (const type of FIRST_USE) document.removeEventListener(type, onUse, true);
    };
  }, [load, want]);

  const result = useMemo(() => (rules ? rules.check(rules.schema, values) : null), [rules, values]);
  // Schema messages are lingui ids, translated only when shown: a page's inlined messages hold the
  // texts it shows, not every error an empty form has.
  const errors = useMemo(() => {
    const found: Partial<Record<keyof F, { id: string } | { text: string }>> = {};
    for (const [field, message] of Object.entries(result?.errors ?? {})) found[field as keyof F] = { id: message };
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) if (message && !found[field as keyof F]) found[field as keyof F] = { text: message as string };
    return found;
  }, [result, extra, values]);
  const shown = (field: keyof F): string | undefined => {
    const found = errors[field];
    return found ? ('id' in found ? translate(found.id) : found.text) : undefined;
  };

  const set = useCallback(
    (field: keyof F, value: string) => {
      want();
      setValues((current) => ({ ...current, [field]: value }));
    },
    [want],
  );
  const touch = useCallback((field: keyof F) => setTouched((current) => ({ ...current, [field]: true })), []);
  const touchAll = useCallback(() => {
    want();
    setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<keyof F, boolean>);
  }, [initial, want]);

  return {
    formRef,
    values,
    set,
    touch,
    touchAll,
    /**
     * Whether the form's rules are there. Until then the page's submit handler must leave the
     * submit alone (no `preventDefault`): the browser posts it to the route action natively.
     */
    ready: rules !== null,
    /** The first error of a field once it was touched, translated. */
    error: (field: keyof F) => (touched[field] ? shown(field) : undefined),
    valid: result !== null && result.success && Object.keys(errors).length === 0,
    output: result?.success ? (result.output as InferOutput<S>) : null,
  };
}
