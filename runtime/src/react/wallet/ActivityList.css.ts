import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** Activity rows: what happened on the left, the amount on the right. */
export const activityListSheet: KitSheet = {
  name: 'ActivityList',
  css: /* css */ `
[data-wk] .wk-activity-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; background: ${vars.surface}; border-radius: ${vars.borderRadiusMedium}; }
[data-wk] .wk-activity-row { justify-content: space-between; }
[data-wk] .wk-activity-end { display: inline-flex; align-items: center; gap: 6px; }
`,
};
