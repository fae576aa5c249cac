/**
 * The capability registry: the views, the chain families and the feature switches, each fact
 * written once. Planning takes a registry argument so a test can plan with an extra row.
 */
import { CHAIN_FAMILIES, type ChainFamilies } from './chain-families.js';
import { VIEWS, type ViewRows } from './views.js';

export interface CapabilityRegistry {
  readonly views: ViewRows;
  readonly chainFamilies: ChainFamilies;
}

export const REGISTRY = {
  views: VIEWS,
  chainFamilies: CHAIN_FAMILIES,
} as const satisfies CapabilityRegistry;
