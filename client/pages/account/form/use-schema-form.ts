import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import { useHydrated } from '../../../app/use-hydrated.ts';
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
 * A refused post's errors by field: lingui ids of the shared schema's checks (`fieldErrors`) and
 * the server's own texts, already translated (`fieldMessages`); `values`, the values it refused
 * (those it echoes; the others are the form's when the answer came).
 */
export type FieldAnswer = {
  fieldErrors?: Partial<Record<string, string>> | undefined;
  fieldMessages?: Partial<Record<string, string>> | undefined;
  values?: Record<string, string> | undefined;
};

/** What a field's control (TextField: a line, a message, a choice) takes from its form. */
export type FieldProps = { name: string; value: string; error: string | undefined; autoFocus: boolean; onChange: (value: string) => void; onBlur: () => void };

/** What a submit the form's rules accept does besides posting (`valid`), and what an invalid one does besides showing its errors. */
type SubmitHandlers<O> = { valid?: (event: FormEvent<HTMLFormElement>, output: O) => void; invalid?: () => void };

const hasFieldErrors = (answer: FieldAnswer | null | undefined) =>
  Object.values({ ...answer?.fieldErrors, ...answer?.fieldMessages }).some(Boolean);

/**
 * Form state validated by a valibot schema from shared/ (the same one the API uses). Schema
 * messages are lingui ids (shared/translatable.ts) translated with `translate`; `extra` adds
 * rules that depend on the store (the company domain) and returns translated texts. A field's
 * error shows once it is touched; the field errors of a refused post (`answer`) show beside
 * their fields while they hold the refused value. Render the form with `{...form.props()}` and
 * each field with `{...form.field(name)}`: what was typed (or autofilled) before hydration is
 * read from the DOM when hydrating.
 *
 * The schema and valibot load on the form's first use (a focus, a key, a pointer or a change
 * inside it, a value set, text typed before hydration), never with the page
 * (docs/decisions/0149-form-rules-on-first-use.md). Until they are there and the page has
 * hydrated, the form counts as invalid and `ready` (the form's `data-ready`) is false: a submit
 * then is left to the browser, which posts the form to its route action as it does without
 * JavaScript (the page renders react-router's `<Form reloadDocument={!ready}>`; ADR 0292).
 *
 * The first field the server refused carries `autofocus` in the server's HTML, so the browser
 * focuses it on load, also without JavaScript (hydration leaves the focus alone); after an
 * invalid submit, or a refusal that comes while the page runs, the first invalid field takes it.
 */
export function useSchemaForm<S extends GenericSchema, F extends Values>(
  loadSchema: SchemaLoader<S>,
  initial: F,
  translate: (id: string) => string,
  { extra, answer }: { extra?: (values: F) => Partial<Record<keyof F, string>>; answer?: FieldAnswer | null | undefined } = {},
) {
  const [values, setValues] = useState<F>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [, rulesArrived] = useReducer((count: number) => count + 1, 0);
  const [focusRequest, requestFocus] = useReducer((count: number) => count + 1, 0);
  // The values an answer refused: its errors stand until their field changes. `answer` is action
  // data or memoised: a new one is a new refusal.
  const [refused, setRefused] = useState({ answer, values: initial });
  if (refused.answer !== answer) setRefused({ answer, values });
  const refusedValues: Values = { ...(refused.answer === answer ? refused.values : values), ...answer?.values };
  const [firstAnswer] = useState(answer);
  const hydrated = useHydrated();
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

  // The page loaded with its refusal has its focus already (autofocus); a later one moves it.
  useEffect(() => {
    if (answer !== firstAnswer && hasFieldErrors(answer)) requestFocus();
  }, [answer, firstAnswer]);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

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
    const found = touched[field] ? errors[field] : undefined;
    return found ? ('id' in found ? translate(found.id) : found.text) : undefined;
  };
  /** The refused post's error of a field (also of one without an input, shown beside another), while the field holds the refused value. */
  const serverError = (field: string): string | undefined => {
    if (refusedValues[field] !== (values as Values)[field]) return undefined;
    const id = answer?.fieldErrors?.[field];
    return answer?.fieldMessages?.[field] ?? (id ? translate(id) : undefined);
  };

  const set = useCallback(
    (field: keyof F, value: string) => {
      want();
      setValues((current) => ({ ...current, [field]: value }));
    },
    [want],
  );
  const touch = useCallback((field: keyof F) => setTouched((current) => ({ ...current, [field]: true })), []);

  const ready = hydrated && rules !== null;
  const valid = result !== null && result.success && Object.keys(errors).length === 0;
  const output = valid ? (result.output as InferOutput<S>) : null;
  let focusGiven = false;

  return {
    formRef,
    values,
    set,
    ready,
    valid,
    serverError,
    /** A field's value, its error (the form's, else the server's), its change and blur, and `autoFocus` for the first one the page loaded refused. */
    field: (name: keyof F & string): FieldProps => {
      const refusal = serverError(name);
      const autoFocus = !focusGiven && answer === firstAnswer && refusal !== undefined;
      focusGiven ||= autoFocus;
      return { name, value: values[name] ?? '', error: shown(name) ?? refusal, autoFocus, onChange: (value) => set(name, value), onBlur: () => touch(name) };
    },
    /**
     * The form element's own props. A submit before the rules are there is left to the browser;
     * an invalid one is not sent: every field shows its error, the first invalid one takes the
     * focus, then `invalid` runs; a valid one goes on to `valid` (which may send it itself).
     */
    props: ({ valid: whenValid, invalid }: SubmitHandlers<InferOutput<S>> = {}) => ({
      ref: formRef,
      noValidate: true,
      'data-ready': ready,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (!ready) return;
        if (output !== null) return whenValid?.(event, output);
        event.preventDefault();
        setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as Record<keyof F, boolean>);
        requestFocus();
        invalid?.();
      },
    }),
  };
}
