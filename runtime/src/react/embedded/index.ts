/** The email wallet's React pieces: what the generated email views and Connect compose. */
export { isValidEmail, emailFieldError } from './emailAddress.js';
export {
  useEmbeddedState,
  useIsEmbeddedAccount,
  useResendSecondsLeft,
} from './useEmbeddedLogin.js';
export { EmailField } from './EmailField.js';
export type { EmailFieldProps } from './EmailField.js';
export { EmailLogin } from './EmailLogin.js';
export { OtpInput, OTP_LENGTH } from './OtpInput.js';
export type { OtpInputProps } from './OtpInput.js';
export { EmailOtpStep } from './EmailOtpStep.js';
export type { EmailOtpStepProps } from './EmailOtpStep.js';
export { ResendCode } from './ResendCode.js';
export { EmailVerifyOtpPanel } from './EmailVerifyOtpPanel.js';
export { EmailVerifyDevicePanel } from './EmailVerifyDevicePanel.js';
export {
  UpdateEmailForm,
  UpdateEmailPrimaryOtpPanel,
  UpdateEmailSecondaryOtpPanel,
} from './UpdateEmailPanels.js';
export { ApprovalSlot } from './ApprovalSlot.js';
export { EmbeddedAccountEmail } from './EmbeddedAccountEmail.js';
export { SmartAccountSwitch } from './SmartAccountSwitch.js';
export type { EmbeddedAccountEmailProps } from './EmbeddedAccountEmail.js';
export { WalletsBesideEmail } from './WalletsBesideEmail.js';
export { OrDivider } from './OrDivider.js';
