export { namesFeature } from './names.js';
export type { NamesFeature, NamesState } from './names.js';
export { nameFeedback } from './name-feedback.js';
export type { NameFeedback } from './name-feedback.js';
export { createNamesClient, NAMES_MESSAGES } from './names-client.js';
export type { NameRecord, NameRegistration, NamesClient } from './names-client.js';
