/** The frame's French text (keys and placeholders as en.ts). */
import type { FrameMessages } from './en.js';

export const FRAME_FR: FrameMessages = {
  'page.outsideApp':
    "Cette page est le portefeuille d'une application et ne fonctionne qu'à l'intérieur de celle-ci.",
  'panel.label': 'Validation du portefeuille',
  'panel.details': 'Détails de la demande',
  'panel.requestedBy': 'Demandé par {app}',
  'panel.network': 'Réseau',
  'panel.from': 'Depuis',
  'panel.approve': 'Approuver',
  'panel.reject': 'Refuser',
  'panel.wait': 'Vérifiez la demande ; le bouton Approuver sera disponible dans un instant.',
  'panel.hidden':
    "La fenêtre du portefeuille est masquée, transparente ou hors de l'écran : l'approbation est suspendue jusqu'à ce qu'elle soit entièrement visible.",
  'panel.noDetection':
    "Ce navigateur ne peut pas savoir si une autre page recouvre la fenêtre du portefeuille. N'approuvez que si vous voyez toute la demande.",
  'request.signMessage': 'Signer le message',
  'request.signTypedData': 'Signer des données structurées',
  'request.sendTransaction': 'Envoyer la transaction',
  'request.sendRaw': 'Envoyer une transaction signée ailleurs',
  'request.sendRawWarning':
    'Cette transaction a déjà été signée ; le portefeuille ne fait que la diffuser.',
  'request.sendCalls': 'Envoyer des appels',
  'request.callCount': '{count} appels',
  'request.callOf': 'Appel {index} sur {total}',
  'request.signTransactions': 'Signer des transactions',
  'request.transactionCount': '{count} transactions',
  'request.transactionOf': 'Transaction {index} sur {total}',
  'request.signTransaction': 'Signer la transaction',
  'request.signedLaterWarning':
    "L'application reçoit la transaction signée et peut l'envoyer plus tard.",
  'request.unknownWarning': 'Le portefeuille ne peut pas montrer ce que fait cette demande.',
  'request.checkFlagged': "Vérifiez les lignes signalées avant d'approuver.",
  'section.message': 'Message',
  'section.transaction': 'Transaction',
  'section.request': 'Demande',
  'label.text': 'Texte',
  'label.raw': 'Brute',
  'label.parameters': 'Paramètres',
  'label.to': 'Vers',
  'label.value': 'Valeur',
  'label.data': 'Données',
  'label.call': 'Appel',
  'label.action': 'Action',
  'label.amount': 'Montant',
  'label.receiver': 'Destinataire',
  'label.from': 'Depuis',
  'label.spender': 'Bénéficiaire',
  'label.allowance': 'Autorisation',
  'label.operator': 'Opérateur',
  'label.allows': 'Autorise',
  'label.function': 'Fonction',
  'label.decodedWith': 'Décodé avec',
  'label.appAbi': "ABI de l'application",
  'label.argument': 'argument {index}',
  'value.noTarget': 'Aucune cible : crée un contrat',
  'value.unknownCall': 'Appel de contrat inconnu (fonction {selector}) : non décodé',
  'value.unknownTokenAmount': "{amount} unités de base d'un jeton inconnu",
  'value.tokenTransfer': 'Transfert de jetons',
  'value.tokenTransferFrom': 'Transfert de jetons depuis un autre compte',
  'value.tokenApproval': 'Autorisation de jetons',
  'value.unlimited': 'ILLIMITÉE : le bénéficiaire peut prendre tous vos {symbol}',
  'value.unlimitedTokens': 'ILLIMITÉE : le bénéficiaire peut prendre tous vos jetons',
  'value.approvalForAll': 'Autorisation pour tous les NFT de la collection',
  'value.allNfts': "TOUS vos NFT de cette collection peuvent être déplacés par l'opérateur",
  'value.withdrawApprovalForAll': 'Retirer une autorisation pour tous les NFT',
  'value.decodedWithAbi': "l'ABI de l'application, vérifiée avec les données de l'appel",
  'value.abiNotUsed.unreadable':
    "La description de cet appel fournie par l'application est illisible ; non utilisée",
  'value.abiNotUsed.tooLarge':
    "La description de cet appel fournie par l'application est trop grande ; non utilisée",
  'value.abiNotUsed.notFunctions':
    "La description de cet appel fournie par l'application n'est pas une liste de fonctions ; non utilisée",
  'value.abiNotUsed.malformed':
    "La description de cet appel fournie par l'application est mal formée ; non utilisée",
  'value.abiNotUsed.mismatch':
    "La description de cet appel fournie par l'application ne correspond pas aux données de l'appel ; non utilisée",
  'value.abiNotUsed.renamed':
    "La description de cet appel fournie par l'application nomme autrement une fonction standard ({name}) ; non utilisée",
  'network.unknown': 'Réseau inconnu',
  'passkey.recover.title': "Cet appareil a besoin de votre clé d'accès",
  'passkey.recover.text':
    "Sur un nouvel appareil, votre portefeuille ne s'ouvre qu'avec la clé d'accès créée pour lui. Personne d'autre, pas même le service du portefeuille, ne peut l'ouvrir à votre place.",
  'passkey.recover.action': "Utiliser votre clé d'accès",
  'passkey.recover.cancel': 'Annuler',
  'passkey.create.title': "Protégez votre portefeuille avec une clé d'accès",
  'passkey.create.text':
    "Sans clé d'accès, ce portefeuille ne s'ouvre que sur cet appareil. Avec une clé, vous pourrez l'ouvrir sur un nouvel appareil après vous être connecté ; le service du portefeuille seul ne le pourra jamais.",
  'passkey.create.action': "Créer une clé d'accès",
  'passkey.create.cancel': 'Plus tard',
};
