export { NETWORK_CATALOGUE, catalogueNetworkIds, findCatalogueNetwork } from './catalogue.js';
export { caipNetworkIdSchema, caipNetworkSchema } from './caip-network-schema.js';
