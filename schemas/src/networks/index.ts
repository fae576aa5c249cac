export { NETWORK_CATALOGUE, catalogueNetworkIds, findCatalogueNetwork } from './catalogue.js';
export { caipNetworkIdSchema, caipNetworkSchema } from './caip-network-schema.js';
export { KNOWN_TOKENS, knownTokensOf } from './known-tokens.js';
