/**
 * Email login: the field, the code and device views, changing the email, the smart account switch. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(EMAIL_TEXT)`. Keys and translations: docs/locales.md.
 */
export const EMAIL_TEXT = {
  'email.label': 'Email',
  'email.continue': 'Continue',
  'email.invalid': 'Enter a valid email address',
  'email.codeSentTo': 'Enter the 6-digit code we sent to',
  'email.checkingCode': 'Checking the code',
  'email.code': 'Code',
  'email.codeDigit': '{label} digit {index} of {total}',
  'email.checkInbox': 'Check your inbox',
  'email.openLink':
    'Open the link we sent to {email} to approve this device. This page continues by itself once you have.',
  'email.yourEmail': 'your email',
  'email.waitingDevice': 'Waiting for the device approval',
  'email.didntReceive': "Didn't receive it?",
  'email.resend': 'Resend code',
  'email.resendIn.one': 'Resend code in {count} s',
  'email.resendIn.other': 'Resend code in {count} s',
  'email.newEmail': 'New email',
  'email.save': 'Save',
  'email.updateHint': 'A code goes to your current address first, then one to the new address.',
  'smartAccount.toEoa': 'Switch to EOA',
  'smartAccount.toSmart': 'Switch to smart account',
} as const;
