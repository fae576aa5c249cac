/**
 * Recent events in memory, oldest dropped first once `capacity` is reached: a sink a host
 * runs next to its app to see what the kit reports, not an archive. A host that keeps
 * events for longer passes its own store (a database) with the same two methods.
 */
import type { StoredEvent } from './event-schema.js';

export const DEFAULT_EVENT_CAPACITY = 1000;

export interface EventStore {
  add(event: StoredEvent): void;
  /** Newest first, at most `limit`, optionally only one project's. */
  recent(options?: { limit?: number; projectId?: string }): StoredEvent[];
}

export function createMemoryEventStore(capacity = DEFAULT_EVENT_CAPACITY): EventStore {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError('The event store capacity must be a positive integer');
  }
  const events: StoredEvent[] = [];
  return {
    add(event) {
      events.push(event);
      if (events.length > capacity) events.splice(0, events.length - capacity);
    },
    recent({ limit = capacity, projectId } = {}) {
      const matching = projectId ? events.filter((e) => e.projectId === projectId) : events;
      return matching.slice(-limit).reverse();
    },
  };
}
