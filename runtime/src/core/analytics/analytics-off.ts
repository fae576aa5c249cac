/** The analytics of a kit that sends none: its errors and events go nowhere. */
import type { KitAnalytics } from './kit-analytics.js';

export const ANALYTICS_OFF: KitAnalytics = {
  reportError: () => undefined,
  detach: () => undefined,
};
