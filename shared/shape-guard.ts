/**
 * Tiny hand-written shape checks for data the entry bundle reads before hydration (the boot
 * payload, the stored cart): a schema library in the entry would cost every page ~3 KiB gzip
 * (docs/decisions/0006-bundle-budget.md). A check returns the value it accepts or throws a
 * ShapeError naming the path; the unit tests compare every guard built from these with the
 * valibot schema it stands for.
 */
export class ShapeError extends TypeError {
  constructor(path: string, expected: string) {
    super(`${path}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

export type Check<T> = (value: unknown, path: string) => T;
export type Fields = Record<string, unknown>;

const typed =
  <T>(type: string): Check<T> =>
  (value, path) => {
    // typeof NaN is 'number', but valibot's number() refuses it.
    if (typeof value !== type || value !== value) throw new ShapeError(path, `a ${type}`);
    return value as T;
  };

export const string = typed<string>('string');
export const number = typed<number>('number');
export const boolean = typed<boolean>('boolean');
export const unknownValue: Check<unknown> = (value) => value;

export const record: Check<Fields> = (value, path) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'an object');
  return value as Fields;
};

/** An array whose items each pass `item` (its results are the new array's items). */
export const list =
  <T>(item: Check<T>): Check<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
    return value.map((entry, index) => item(entry, `${path}[${index}]`));
  };

/** valibot's optional(nullable(x), null): undefined and null give null. */
export const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value == null ? null : check(value, path);

/** valibot's optional(x, default): undefined gives a fresh `fallback()`, null stays an error. */
export const withDefault =
  <T>(check: Check<T>, fallback: () => T): Check<T> =>
  (value, path) =>
    value === undefined ? fallback() : check(value, path);

/** valibot's optional(x) without a default: undefined stays undefined. */
export const maybe =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

/**
 * valibot's object(): the listed fields, each checked, in a new object (other fields dropped; an
 * optional field without a default stays absent when it was).
 */
export const shape =
  <T>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> =>
  (value, path) => {
    const input = record(value, path);
    const output: Fields = {};
    for (const key in fields) {
      const result = fields[key](input[key], `${path}.${key}`);
      if (result !== undefined || key in input) output[key] = result;
    }
    return output as T;
  };

/** valibot's looseObject(): the listed fields checked, the object itself returned with all its fields. */
export const loose =
  (fields: Record<string, Check<unknown>>): Check<Fields> =>
  (value, path) => {
    const input = record(value, path);
    for (const key in fields) fields[key]!(input[key], `${path}.${key}`);
    return input;
  };
