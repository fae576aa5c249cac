/**
 * The shapes of what the kit reads back from its own storage. A shape is a function that
 * returns the value it was given, rebuilt from the fields it knows (unknown fields are dropped),
 * or throws when the value does not have the shape; storage then discards the value.
 *
 * Written here rather than with valibot because storage is read on the first load of every
 * page: these few checks cost a fraction of a schema library, which stays in the code loaded on
 * demand (API answers, wallet catalogue). A caller holding a valibot schema passes
 * `(value) => v.parse(schema, value)`: `v.parse` throws the same way.
 */

export type Shape<T> = (value: unknown) => T;

export class ShapeMismatch extends Error {
  constructor(expected: string) {
    super(`Stored value is not ${expected}`);
    this.name = 'ShapeMismatch';
  }
}

function expect(condition: boolean, expected: string): void {
  if (!condition) throw new ShapeMismatch(expected);
}

export const string: Shape<string> = (value) => {
  expect(typeof value === 'string', 'a string');
  return value as string;
};

export const number: Shape<number> = (value) => {
  expect(typeof value === 'number' && Number.isFinite(value), 'a finite number');
  return value as number;
};

export function literal<const T extends string | number | boolean>(expected: T): Shape<T> {
  return (value) => {
    expect(value === expected, JSON.stringify(expected));
    return expected;
  };
}

export function picklist<const T extends string>(options: readonly T[]): Shape<T> {
  return (value) => {
    expect((options as readonly unknown[]).includes(value), `one of ${options.join(', ')}`);
    return value as T;
  };
}

/** `shape`, then `rule` on its result (a pattern, a length, a family's address format). */
export function refine<T>(
  shape: Shape<T>,
  rule: (value: T) => boolean,
  expected: string,
): Shape<T> {
  return (value) => {
    const read = shape(value);
    expect(rule(read), expected);
    return read;
  };
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value) => (value === null ? null : shape(value));
}

/** A field that may be absent; a present one must have the shape. */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return (value) => (value === undefined ? undefined : shape(value));
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return (value) => {
    expect(Array.isArray(value), 'an array');
    return (value as unknown[]).map(item);
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every key must pass `key`. Built with `Object.fromEntries`, so a stored `"__proto__"` key is
 * an ordinary entry and never the result's prototype.
 */
export function record<K extends string, V>(
  key: Shape<K>,
  entry: Shape<V>,
): Shape<Partial<Record<K, V>>> {
  return (value) => {
    expect(isPlainObject(value), 'an object');
    const entries = Object.entries(value as Record<string, unknown>);
    return Object.fromEntries(entries.map(([name, item]) => [key(name), entry(item)])) as Partial<
      Record<K, V>
    >;
  };
}

export function object<T extends object>(fields: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> {
  return (value) => {
    expect(isPlainObject(value), 'an object');
    const source = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields) as [string, Shape<unknown>][]) {
      const item = field(Object.hasOwn(source, name) ? source[name] : undefined);
      if (item !== undefined) read[name] = item;
    }
    return read as T;
  };
}
