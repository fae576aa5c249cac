/**
 * Every English string the wallet frame shows. English is built into the frame's script; each
 * other locale is its own chunk (`<locale>.ts`, loaded by load-frame-text.ts), typed
 * `FrameMessages`, so a missing or extra key fails the type-check. docs/locales.md tells how
 * to add a string.
 */
export const FRAME_EN = {
  'page.outsideApp': 'This page is the wallet of an app and only runs inside it.',
  'panel.label': 'Wallet approval',
  'panel.details': 'Request details',
  'panel.requestedBy': 'Requested by {app}',
  'panel.network': 'Network',
  'panel.from': 'From',
  'panel.approve': 'Approve',
  'panel.reject': 'Reject',
  'panel.wait': 'Review the request; Approve is available in a moment.',
  'panel.hidden':
    'The wallet window is covered, transparent or off screen: approving is paused until it is fully shown.',
  'panel.noDetection':
    'This browser cannot tell whether another page covers the wallet window. Approve only if you can see this whole request.',
  'request.signMessage': 'Sign message',
  'request.signTypedData': 'Sign typed data',
  'request.sendTransaction': 'Send transaction',
  'request.sendRaw': 'Send a transaction signed elsewhere',
  'request.sendRawWarning': 'This transaction was signed before; the wallet only broadcasts it.',
  'request.sendCalls': 'Send calls',
  'request.callCount': '{count} calls',
  'request.callOf': 'Call {index} of {total}',
  'request.signTransactions': 'Sign transactions',
  'request.transactionCount': '{count} transactions',
  'request.transactionOf': 'Transaction {index} of {total}',
  'request.signTransaction': 'Sign transaction',
  'request.signedLaterWarning': 'The app receives the signed transaction and may send it later.',
  'request.unknownWarning': 'The wallet cannot show what this request does.',
  'request.checkFlagged': 'Check the flagged lines before approving.',
  'section.message': 'Message',
  'section.transaction': 'Transaction',
  'section.request': 'Request',
  'label.text': 'Text',
  'label.raw': 'Raw',
  'label.parameters': 'Parameters',
  'label.to': 'To',
  'label.value': 'Value',
  'label.data': 'Data',
  'label.call': 'Call',
  'label.action': 'Action',
  'label.amount': 'Amount',
  'label.receiver': 'Receiver',
  'label.from': 'From',
  'label.spender': 'Spender',
  'label.allowance': 'Allowance',
  'label.operator': 'Operator',
  'label.allows': 'Allows',
  'label.function': 'Function',
  'label.decodedWith': 'Decoded with',
  'label.appAbi': 'App ABI',
  'label.argument': 'argument {index}',
  'value.noTarget': 'No target: creates a contract',
  'value.unknownCall': 'Unknown contract call (function {selector}): not decoded',
  'value.unknownTokenAmount': '{amount} base units of an unknown token',
  'value.tokenTransfer': 'Token transfer',
  'value.tokenTransferFrom': 'Token transfer from another account',
  'value.tokenApproval': 'Token approval',
  'value.unlimited': 'UNLIMITED: the spender may take all your {symbol}',
  'value.unlimitedTokens': 'UNLIMITED: the spender may take all your tokens',
  'value.approvalForAll': 'Approval for all NFTs of the collection',
  'value.allNfts': 'ALL your NFTs of this collection to be moved by the operator',
  'value.withdrawApprovalForAll': 'Withdraw an approval for all NFTs',
  'value.decodedWithAbi': "the app's ABI, checked against the call's data",
  'value.abiNotUsed.unreadable': "The app's description of this call cannot be read; not used",
  'value.abiNotUsed.tooLarge': "The app's description of this call is too large; not used",
  'value.abiNotUsed.notFunctions':
    "The app's description of this call is not a list of function fragments; not used",
  'value.abiNotUsed.malformed': "The app's description of this call is not well formed; not used",
  'value.abiNotUsed.mismatch':
    "The app's description of this call does not match the call's data; not used",
  'value.abiNotUsed.renamed':
    "The app's description of this call names a standard function ({name}) otherwise; not used",
  'network.unknown': 'Unknown network',
  'passkey.recover.title': 'This device needs your passkey',
  'passkey.recover.text':
    'Your wallet opens on a new device only with the passkey you made for it. Nobody else, not even the wallet service, can open it for you.',
  'passkey.recover.action': 'Use your passkey',
  'passkey.recover.cancel': 'Cancel',
  'passkey.create.title': 'Protect your wallet with a passkey',
  'passkey.create.text':
    'Without a passkey this wallet opens only on this device. With one, you can open it on a new device after signing in; the wallet service alone never can.',
  'passkey.create.action': 'Create a passkey',
  'passkey.create.cancel': 'Not now',
} as const;

export type FrameKey = keyof typeof FRAME_EN;

/** One locale's frame text: every key, no other. */
export type FrameMessages = Record<FrameKey, string>;
