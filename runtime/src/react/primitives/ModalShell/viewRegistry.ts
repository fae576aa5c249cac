import type { ComponentType } from 'react';
import type { ViewName } from '../../../core/types.js';

/**
 * The views a generated kit contains, by name. Generated code builds it from one object
 * literal (`{ Connect, Account } satisfies ViewRegistry`), so adding a view is one import
 * and one key — never a switch kept in sync with the view names by hand.
 */
export type ViewRegistry = Partial<Record<ViewName, ComponentType>>;
