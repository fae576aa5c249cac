import { z } from 'zod';
import {
  CONNECT_METHODS,
  CONNECTOR_TYPE_ORDER_ENTRIES,
  SOCIAL_PROVIDERS,
} from '../resolved-config.js';
import type { ConnectorTypeOrderEntry } from '../resolved-config.js';
import { DEFAULT_CONNECTOR_TYPE_ORDER, DEFAULT_SOCIALS } from './defaults.js';
import { uniqueList } from './unique-list.js';

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, what: string) =>
  z.enum(values, {
    error: (issue) =>
      `Unknown ${what} ${JSON.stringify(issue.input)}; expected one of ${values.join(', ')}`,
  });

/** Social logins shown, in order. An empty list turns social login off. */
export const socialsSchema = uniqueList(oneOf(SOCIAL_PROVIDERS, 'social provider')).default([
  ...DEFAULT_SOCIALS,
]);

/**
 * Order of the connect methods. Absent means the built-in order (email, social,
 * wallet; wallet first when an injected or announced wallet is shown).
 */
export const connectMethodsOrderSchema = uniqueList(oneOf(CONNECT_METHODS, 'connect method'))
  .min(1, { error: `List at least one of ${CONNECT_METHODS.join(', ')}` })
  .optional();

/**
 * Order of the connector types. Listing only some puts those first; the others
 * follow in the default order, so a partial list never hides a connector type.
 */
export const connectorTypeOrderSchema = uniqueList(
  oneOf(CONNECTOR_TYPE_ORDER_ENTRIES, 'connector type'),
)
  .default([...DEFAULT_CONNECTOR_TYPE_ORDER])
  .transform((listed): ConnectorTypeOrderEntry[] => [
    ...listed,
    ...DEFAULT_CONNECTOR_TYPE_ORDER.filter((entry) => !listed.includes(entry)),
  ]);
