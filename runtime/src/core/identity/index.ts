export { ensIdentityFeature } from './ens-identity.js';
export type { EnsIdentityFeature } from './ens-identity.js';
export { safeAvatarUrl } from './avatar-url.js';
