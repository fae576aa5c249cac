/** Social login's React pieces: the buttons Connect shows and the Account view's line. */
export { SocialLogin } from './SocialLogin.js';
export { SocialAccount } from './SocialAccount.js';
export { openSocialPopup } from './socialPopup.js';
export { socialsToShow, splitSocials, telegramPlatform } from './socialsToShow.js';
