export { createEventsHandler, MAX_EVENTS_PER_READ } from './events-handler.js';
export type { EventsHandler, EventsHandlerOptions } from './events-handler.js';
export { createMemoryEventStore, DEFAULT_EVENT_CAPACITY } from './event-store.js';
export type { EventStore } from './event-store.js';
export { MAX_EVENT_BYTES } from './event-schema.js';
export type { StoredEvent } from './event-schema.js';
export { toNodeListener } from './node-adapter.js';
