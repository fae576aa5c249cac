/**
 * A view that exists only in the plan's tests, Rewards, shown with the Send feature: the row a
 * contributor would add to the registry (see docs/extending.md), for tests that plan a view the
 * real registry lacks.
 */
import { REGISTRY, type CapabilityRegistry } from '@wallet-kit/schemas';

export const REWARDS_VIEW_ROW: CapabilityRegistry['views'][string] = {
  title: 'Rewards',
  enabledBy: (config) => config.features.send,
  needs: 'send',
  built: true,
  testIds: ['wk-rewards'],
};

/** The real registry's views plus Rewards. */
export const VIEWS_WITH_REWARDS: CapabilityRegistry['views'] = {
  ...REGISTRY.views,
  Rewards: REWARDS_VIEW_ROW,
};
