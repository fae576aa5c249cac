/** The frame's German text (keys and placeholders as en.ts). */
import type { FrameMessages } from './en.js';

export const FRAME_DE: FrameMessages = {
  'page.outsideApp':
    'Diese Seite ist die Wallet einer App und funktioniert nur innerhalb dieser App.',
  'panel.label': 'Wallet-Freigabe',
  'panel.details': 'Details der Anfrage',
  'panel.requestedBy': 'Angefragt von {app}',
  'panel.network': 'Netzwerk',
  'panel.from': 'Von',
  'panel.approve': 'Bestätigen',
  'panel.reject': 'Ablehnen',
  'panel.wait': 'Prüfe die Anfrage; Bestätigen ist gleich verfügbar.',
  'panel.hidden':
    'Das Wallet-Fenster ist verdeckt, durchsichtig oder außerhalb des Bildschirms: Bestätigen ist pausiert, bis es vollständig sichtbar ist.',
  'panel.noDetection':
    'Dieser Browser kann nicht erkennen, ob eine andere Seite das Wallet-Fenster verdeckt. Bestätige nur, wenn du die ganze Anfrage siehst.',
  'request.signMessage': 'Nachricht signieren',
  'request.signTypedData': 'Strukturierte Daten signieren',
  'request.sendTransaction': 'Transaktion senden',
  'request.sendRaw': 'Anderswo signierte Transaktion senden',
  'request.sendRawWarning':
    'Diese Transaktion wurde vorher signiert; die Wallet sendet sie nur ins Netzwerk.',
  'request.sendCalls': 'Aufrufe senden',
  'request.callCount': '{count} Aufrufe',
  'request.callOf': 'Aufruf {index} von {total}',
  'request.signTransactions': 'Transaktionen signieren',
  'request.transactionCount': '{count} Transaktionen',
  'request.transactionOf': 'Transaktion {index} von {total}',
  'request.signTransaction': 'Transaktion signieren',
  'request.signedLaterWarning':
    'Die App erhält die signierte Transaktion und kann sie später senden.',
  'request.unknownWarning': 'Die Wallet kann nicht anzeigen, was diese Anfrage bewirkt.',
  'request.checkFlagged': 'Prüfe die markierten Zeilen, bevor du bestätigst.',
  'section.message': 'Nachricht',
  'section.transaction': 'Transaktion',
  'section.request': 'Anfrage',
  'label.text': 'Text',
  'label.raw': 'Rohdaten',
  'label.parameters': 'Parameter',
  'label.to': 'An',
  'label.value': 'Wert',
  'label.data': 'Daten',
  'label.call': 'Aufruf',
  'label.action': 'Aktion',
  'label.amount': 'Betrag',
  'label.receiver': 'Empfänger',
  'label.from': 'Von',
  'label.spender': 'Berechtigter',
  'label.allowance': 'Freigabe',
  'label.operator': 'Operator',
  'label.allows': 'Erlaubt',
  'label.function': 'Funktion',
  'label.decodedWith': 'Dekodiert mit',
  'label.appAbi': 'ABI der App',
  'label.argument': 'Argument {index}',
  'value.noTarget': 'Kein Ziel: erstellt einen Vertrag',
  'value.unknownCall': 'Unbekannter Vertragsaufruf (Funktion {selector}): nicht dekodiert',
  'value.unknownTokenAmount': '{amount} Basiseinheiten eines unbekannten Tokens',
  'value.tokenTransfer': 'Token-Überweisung',
  'value.tokenTransferFrom': 'Token-Überweisung von einem anderen Konto',
  'value.tokenApproval': 'Token-Freigabe',
  'value.unlimited': 'UNBEGRENZT: der Berechtigte darf alle deine {symbol} nehmen',
  'value.unlimitedTokens': 'UNBEGRENZT: der Berechtigte darf alle deine Tokens nehmen',
  'value.approvalForAll': 'Freigabe für alle NFTs der Sammlung',
  'value.allNfts': 'ALLE deine NFTs dieser Sammlung dürfen vom Operator bewegt werden',
  'value.withdrawApprovalForAll': 'Freigabe für alle NFTs zurückziehen',
  'value.decodedWithAbi': 'der ABI der App, geprüft an den Daten des Aufrufs',
  'value.abiNotUsed.unreadable':
    'Die Beschreibung dieses Aufrufs durch die App ist nicht lesbar; nicht verwendet',
  'value.abiNotUsed.tooLarge':
    'Die Beschreibung dieses Aufrufs durch die App ist zu groß; nicht verwendet',
  'value.abiNotUsed.notFunctions':
    'Die Beschreibung dieses Aufrufs durch die App ist keine Liste von Funktionen; nicht verwendet',
  'value.abiNotUsed.malformed':
    'Die Beschreibung dieses Aufrufs durch die App ist fehlerhaft; nicht verwendet',
  'value.abiNotUsed.mismatch':
    'Die Beschreibung dieses Aufrufs durch die App passt nicht zu den Daten des Aufrufs; nicht verwendet',
  'value.abiNotUsed.renamed':
    'Die Beschreibung dieses Aufrufs durch die App benennt eine Standardfunktion ({name}) anders; nicht verwendet',
  'network.unknown': 'Unbekanntes Netzwerk',
  'passkey.recover.title': 'Dieses Gerät braucht deinen Passkey',
  'passkey.recover.text':
    'Deine Wallet öffnet sich auf einem neuen Gerät nur mit dem Passkey, den du für sie erstellt hast. Niemand sonst, nicht einmal der Wallet-Dienst, kann sie für dich öffnen.',
  'passkey.recover.action': 'Passkey verwenden',
  'passkey.recover.cancel': 'Abbrechen',
  'passkey.create.title': 'Schütze deine Wallet mit einem Passkey',
  'passkey.create.text':
    'Ohne Passkey öffnet sich diese Wallet nur auf diesem Gerät. Mit einem kannst du sie nach der Anmeldung auf einem neuen Gerät öffnen; der Wallet-Dienst allein kann das nie.',
  'passkey.create.action': 'Passkey erstellen',
  'passkey.create.cancel': 'Nicht jetzt',
};
