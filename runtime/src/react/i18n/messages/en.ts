/**
 * Every visible string of the kit in English: the built-in locale and the source of the keys.
 * Each other locale is a `Messages` (same keys, nothing more), so a missing or stray key fails
 * the type-check. `{name}` is a placeholder, filled by `t(key, { name })`; a key ending in
 * `.one`/`.other` is a pair chosen by a count (`plural(key, count)`). How to add a string or a
 * locale: docs/locales.md.
 */
export const en = {
  // The header title of each view (the registry's titles, kept equal by en.test.ts).
  'view.Connect': 'Connect Wallet',
  'view.ConnectingExternal': 'Connecting',
  'view.Account': 'Account',
  'view.Networks': 'Select Network',
  'view.UnsupportedChain': 'Switch Network',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingWalletConnectBasic': 'Connect Wallet',
  'view.AllWallets': 'All Wallets',
  'view.SIWXSignMessage': 'Sign In',
  'view.ConnectingSiwe': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.EmailVerifyOtp': 'Confirm Email',
  'view.EmailVerifyDevice': 'Register Device',
  'view.UpdateEmailWallet': 'Edit Email',
  'view.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'view.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'view.Send': 'Send',
  'view.Receive': 'Receive',
  'view.RegisterAccountName': 'Choose Name',
  'view.RegisterAccountNameSuccess': 'Choose Name',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.EmailLogin': 'Email',
  'view.Swap': 'Swap',
  'view.OnRamp': 'Buy',
  'view.History': 'Activity',
  'view.Pay': 'Pay',

  // The modal and shared primitives.
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.unavailable': 'This screen is not available.',
  'common.loading': 'Loading',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.copied': 'Copied',
  'common.copyFailed': 'Copy failed',
  'common.copyAddress': 'Copy address',
  'common.copyLink': 'Copy link',
  'common.or': 'or',
  'common.preparingQr': 'Preparing the QR code',
  'common.scanWithPhone': 'Scan with your phone',
  'alert.dismiss': 'Dismiss alert',
  'network.switchHint': ', switch network',
  'network.switching': 'Switching',
  'network.list': 'Networks',

  // The connect button.
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',

  // The Connect view and the wallet lists.
  'connect.wallets': 'Wallets',
  'connect.lookingForWallets': 'Looking for wallets',
  'connect.noWallet': 'No wallet found',
  'connect.installHint': 'Install a browser wallet extension, then reload this page.',
  'connect.continueWithWallet': 'Continue with a wallet',
  'wallet.badge.recent': 'Recent',
  'wallet.badge.installed': 'Installed',
  'allWallets.search': 'Search wallets',
  'allWallets.noMatch': 'No wallet matches “{query}”.',
  'allWallets.list.one': 'Wallets ({count})',
  'allWallets.list.other': 'Wallets ({count})',
  'allWallets.showMore': 'Show more wallets',
  'allWallets.entry': 'All wallets',

  // Connecting to a wallet.
  'connecting.declined': 'Connection declined',
  'connecting.declinedIn': 'The request was declined in {wallet}.',
  'connecting.declinedInWallet': 'The request was declined in the wallet.',
  'connecting.failed': 'Connection failed',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.acceptInWallet': 'Accept the connection request in your wallet.',
  'connecting.acceptInApp': 'Accept the connection request in the app.',
  'walletConnect.qr': 'WalletConnect QR code',
  'walletConnect.tryAnotherLink': 'Try another link',
  'walletConnect.expired': 'QR code expired',
  'walletConnect.getNewCode': 'Get a new code and scan it again.',
  'walletConnect.scanToConnect': 'Scan with a WalletConnect wallet to connect.',

  // The legal checkbox.
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.agreeBoth': 'I agree to the {terms} and {privacy}',
  'legal.agreeOne': 'I agree to the {document}',
  'legal.hint': 'Tick the box to connect.',

  // The Account view.
  'account.balanceRetry': 'Balance unavailable — retry',
  'account.loadingBalance': 'Loading balance…',
  'account.disconnect': 'Disconnect',
  'account.signOut': 'Sign out',
  'account.receive': 'Receive',
  'account.send': 'Send',
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.activity': 'Activity',
  'account.edit': 'Edit',
  'tokens.loading': 'Loading balances',
  'tokens.retry': '{error} — retry',
  'tokens.unreadable': 'Balances are not shown on this network',
  'tokens.empty': 'No tokens yet · {amount}',
  'activity.loading': 'Loading activity',
  'activity.empty': 'No activity yet',
  'activity.to': 'To {address}',
  'activity.from': 'From {address}',
  'activity.loadMore': 'Load more',

  // Send and Receive.
  'send.title': 'Send {amount} {symbol}',
  'send.to': 'To',
  'send.networkFee': 'Network fee',
  'send.estimating': 'Estimating…',
  'send.feeByWallet': 'Shown by your wallet',
  'send.confirmInWallet': 'Confirm in your wallet',
  'send.send': 'Send',
  'send.edit': 'Edit',
  'send.token': 'Token',
  'send.selectToken': 'Select a token',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.receiver': 'Receiver address',
  'send.receiverEip155': '0x… or name.eth',
  'send.receiverSolana': 'Solana address',
  'send.receiverOther': 'Address',
  'send.feeEstimate': 'Network fee ≈ {fee}',
  'send.review': 'Review',
  'send.sent': 'Sent · {tx}',
  'receive.qr': 'QR code of your address {address}',
  'receive.onlyOn': 'Send only {network} assets to this address.',
  'receive.only': 'Send only assets to this address.',

  // Email login.
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

  // Social and Farcaster logins.
  'social.group': 'Social logins',
  'social.continueWith': 'Continue with {provider}',
  'social.fewer': 'Fewer options',
  'social.more.one': 'More options ({count})',
  'social.more.other': 'More options ({count})',
  'farcaster.failed': 'Farcaster sign-in failed',
  'farcaster.qr': 'Farcaster QR code',
  'farcaster.signingIn': 'Signing you in',
  'farcaster.approved': 'Farcaster approved: loading your wallet.',
  'farcaster.scanHint': 'Scan this code with the Farcaster app and approve the sign-in.',
  'farcaster.openApp': 'Open the Farcaster app',
  'farcaster.continue': 'Continue with Farcaster',

  // Approving a request of the embedded wallet.
  'approve.review': 'Review the request',
  'approve.belowHint': 'Approve or reject it below. Nothing is sent until you approve.',
  'approve.inWallet': 'Approve in your wallet',
  'approve.inWalletHint': 'Review the request in your wallet and approve it to continue.',

  // Wallet links, unsupported networks and sign-in.
  'walletConnect.aWallet': 'a WalletConnect wallet',
  'walletConnect.scanIn': 'Open {wallet} and scan this code to connect.',
  'walletConnect.open': 'Open {wallet}',
  'walletConnect.unavailable': 'WalletConnect is not available in this app.',
  'unsupported.hint':
    'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
  'unsupported.list': 'Supported networks',
  'siwx.wantsSignIn': '{app} wants you to sign in',
  'siwx.prove': 'Sign this message in your wallet to prove you own this account.',
  'siwx.proveOn': 'Sign this message in your wallet to prove you own this account on {domain}.',
  'siwx.free': 'It costs nothing and sends no transaction.',
  'siwx.authenticating': 'Authenticating...',
  'siwx.sign': 'Sign',
} as const;

/** A message's key. */
export type MessageKey = keyof typeof en;

/** A locale's messages: every key of the English file, no other. */
export type Messages = Readonly<Record<MessageKey, string>>;
