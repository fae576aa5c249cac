/**
 * docs/config.md, generated from the config schema: every option with its type, default,
 * meaning and example (option-descriptions.ts, attached as zod metadata), and the fields of each
 * nested object with their types, defaults, meanings and examples (field-descriptions.ts). `config-reference.test.ts` checks the file is
 * current; `UPDATE_CONFIG_REFERENCE=1` rewrites it.
 */
import { z } from 'zod';
import { configSchema } from './config-schema.js';
import { FIELD_DESCRIPTIONS } from './field-descriptions.js';
import { NETWORK_OBJECT_FORMS } from './network-entry.js';

interface JsonSchema {
  type?: string | string[];
  description?: string;
  example?: string;
  writtenType?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  pattern?: string;
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(typeOf))].join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'value'}[]`;
  if (
    schema.type === 'object' &&
    !schema.properties &&
    typeof schema.additionalProperties === 'object'
  )
    return `Record<string, ${typeOf(schema.additionalProperties)}>`;
  if (Array.isArray(schema.type)) return schema.type.join(' \\| ');
  return schema.type ?? 'see meaning';
}

function shown(value: unknown): string {
  return value === undefined ? '—' : `\`${JSON.stringify(value)}\``;
}

/** The path of every field nested under the options, depth first, as docs/config.md names it. */
export function nestedFieldPaths(): string[] {
  return Object.entries(configJsonSchema().properties ?? {}).flatMap(([name, option]) =>
    optionFieldGroups(name, option).flatMap(({ schema, path }) =>
      nestedFields(schema, path).map((field) => field.path),
    ),
  );
}

/** A table of fields under an option: the option's own, or one per object form of `networks`. */
interface FieldGroup {
  schema: JsonSchema;
  path: string;
  /** The sentence before the table, when the option has more than one. */
  title?: string;
}

const NETWORK_FORM_TITLES: Record<keyof typeof NETWORK_OBJECT_FORMS, string> = {
  custom:
    'A custom network, `{ caipNetworkId, name, nativeCurrency, rpcUrls, ... }` (listed as `networks[custom]`):',
  override:
    "A catalogue network with overrides, `{ id, rpcUrls, ... }` (listed as `networks[override]`); each field given replaces the catalogue's whole field:",
};

/**
 * `networks` takes a string or an object of one of two forms, told apart by `caipNetworkId`,
 * which no JSON schema of the dispatching entry can show: list each form's fields from its own schema.
 */
function optionFieldGroups(name: string, option: JsonSchema): FieldGroup[] {
  if (name !== 'networks') return [{ schema: option, path: name }];
  return Object.entries(NETWORK_OBJECT_FORMS).map(([form, schema]) => ({
    schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    path: `networks[${form}]`,
    title: NETWORK_FORM_TITLES[form as keyof typeof NETWORK_OBJECT_FORMS],
  }));
}

interface NestedField {
  path: string;
  field: JsonSchema;
  required: boolean;
}

function nestedFields(schema: JsonSchema, path: string): NestedField[] {
  const properties = schema.properties ?? schema.items?.properties;
  if (!properties) return [];
  const prefix = schema.properties ? path : `${path}[]`;
  const required = new Set((schema.properties ? schema.required : schema.items?.required) ?? []);
  return Object.entries(properties).flatMap(([key, field]) => [
    { path: `${prefix}.${key}`, field, required: required.has(key) },
    ...nestedFields(field, `${prefix}.${key}`),
  ]);
}

/** Rows of `path | type | default | required | meaning | example` for the fields under `schema`. */
function fieldRows(schema: JsonSchema, path: string): string[] {
  return nestedFields(schema, path).map(({ path: fieldPath, field, required }) => {
    const described = FIELD_DESCRIPTIONS[fieldPath];
    const meaning = described?.description ?? '';
    const example = described ? `\`${described.example}\`` : '';
    return `| \`${fieldPath}\` | ${typeOf(field)} | ${shown(field.default)} | ${required ? 'yes' : 'no'} | ${meaning} | ${example} |`;
  });
}

function configJsonSchema(): JsonSchema {
  return z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export function renderConfigReference(): string {
  const root = configJsonSchema();
  const required = new Set(root.required ?? []);
  const sections = Object.entries(root.properties ?? {}).map(([name, option]) => {
    const tables = optionFieldGroups(name, option).flatMap(({ schema, path, title }) => {
      const rows = fieldRows(schema, path);
      if (rows.length === 0) return [];
      return [
        '',
        ...(title ? [title, ''] : []),
        '| field | type | default | required | meaning | example |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
      ];
    });
    return [
      `## \`${name}\``,
      '',
      option.description ?? '',
      '',
      `- type: ${option.writtenType ?? typeOf(option)}`,
      `- required: ${required.has(name) ? 'yes' : 'no'}`,
      `- default: ${shown(option.default)}`,
      '',
      '```ts',
      option.example ?? '',
      '```',
      ...tables,
    ].join('\n');
  });
  return [
    '# walletkit.config.ts reference',
    '',
    '<!-- Generated from the config schema (schemas/src/config/config-reference.ts); do not edit.',
    '     Regenerate: UPDATE_CONFIG_REFERENCE=1 npx vitest run --project unit schemas/src/config/config-reference.test.ts -->',
    '',
    'Every option of `defineConfig({...})`, with its type, default, meaning and an example. A',
    'mistake is reported naming the field, and nothing is written. "—" means no default (the',
    'option is absent unless set).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
