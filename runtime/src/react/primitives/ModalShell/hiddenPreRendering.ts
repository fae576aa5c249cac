import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';

export type ActivityMode = 'hidden' | 'visible';

/**
 * React's hidden pre-rendering (`<Activity>`, React 19.2 and later), or undefined on older
 * React (18), where the modal dialog is prepared another way (`UncommittedModalDialog`).
 * A module of its own so tests can take it away and exercise the React 18 way.
 */
export const Activity = (
  React as unknown as { Activity?: ComponentType<{ mode: ActivityMode; children: ReactNode }> }
).Activity;
