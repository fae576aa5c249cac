/** The kit's locale choice lives in the core, where the embedded wallet's frame reads it too. */
export { browserLanguages, pickLocale } from '../../core/detect-locale.js';
