/**
 * `@wallet-kit/runtime/react`: the provider plumbing, hooks and UI primitives the generated
 * views are composed from. Everything here reads one kit from context; nothing is global.
 */
export { WalletKitContext, WalletKitProviderBase } from './context/WalletKitContext.js';
export type { WalletKitProviderBaseProps } from './context/WalletKitContext.js';

export { useWalletKit } from './hooks/useWalletKit.js';
export * from './i18n/index.js';
export { useKitStore } from './hooks/useKitStore.js';
export type { KitStoreName, KitStoreState } from './hooks/useKitStore.js';
export { useAccount } from './hooks/useAccount.js';
export type { AccountView } from './hooks/useAccount.js';
export { useModal } from './hooks/useModal.js';
export type { ModalControls } from './hooks/useModal.js';
export { useNetwork } from './hooks/useNetwork.js';
export type { NetworkView } from './hooks/useNetwork.js';
export { useSwitchNetwork } from './hooks/useSwitchNetwork.js';
export type { SwitchNetworkOptions, SwitchNetworkState } from './hooks/useSwitchNetwork.js';
export { useRouter, useRouterActions, useViewData } from './hooks/useRouter.js';
export type { RouterView } from './hooks/useRouter.js';
export { useConnectors } from './hooks/useConnectors.js';
export type { ConnectorListItem } from './hooks/useConnectors.js';
export { useConnection } from './hooks/useConnection.js';
export type { ConnectionView } from './hooks/useConnection.js';
export { useDisconnect } from './hooks/useDisconnect.js';
export type { DisconnectState } from './hooks/useDisconnect.js';
export { useOwnedWalletKit } from './hooks/useOwnedWalletKit.js';
export { useReducedMotion } from './hooks/useReducedMotion.js';
export { useClipboard } from './hooks/useClipboard.js';
export type { CopyState } from './hooks/useClipboard.js';

export { shortenAddress } from './format/shortenAddress.js';
// Display helpers of the core, re-exported so a view imports from one place.
export { formatBalance, formatBalanceWithSymbol } from '../core/balance-format.js';
export { errorMessage } from '../core/errors.js';

export { useComponentStyles } from './styles/useComponentStyles.js';
export type { KitSheet } from './styles/sheet.js';
export { ANIMATION_MS } from './styles/motion.js';

export { KitRoot } from './primitives/KitRoot/KitRoot.js';
export type { KitRootProps } from './primitives/KitRoot/KitRoot.js';
export { ModalShell } from './primitives/ModalShell/ModalShell.js';
export type { ModalShellProps } from './primitives/ModalShell/ModalShell.js';
export type { ViewRegistry } from './primitives/ModalShell/viewRegistry.js';
export { onDemandModal } from './primitives/ModalOnDemand/onDemandModal.js';
export type { OnDemandModal } from './primitives/ModalOnDemand/onDemandModal.js';
export { Button } from './primitives/Button/Button.js';
export type { ButtonProps } from './primitives/Button/Button.js';
export { AccountButton } from './primitives/AccountButton/AccountButton.js';
export type { AccountButtonProps } from './primitives/AccountButton/AccountButton.js';
export { useAccountButton } from './primitives/AccountButton/useAccountButton.js';
export { ConnectedAccountButton } from './primitives/AccountButton/ConnectedAccountButton.js';
export type { ConnectedAccountButtonProps } from './primitives/AccountButton/ConnectedAccountButton.js';
export { WalletListItem } from './primitives/WalletListItem/WalletListItem.js';
export type { WalletListItemProps } from './primitives/WalletListItem/WalletListItem.js';
export { NetworkListItem } from './primitives/NetworkListItem/NetworkListItem.js';
export type { NetworkListItemProps } from './primitives/NetworkListItem/NetworkListItem.js';
export { WalletImage } from './primitives/WalletImage/WalletImage.js';
export { ALL_WALLETS_ICON } from './icons/allWalletsIcon.js';
export type { WalletImageProps } from './primitives/WalletImage/WalletImage.js';
export { NetworkImage } from './primitives/NetworkImage/NetworkImage.js';
export type { NetworkImageProps } from './primitives/NetworkImage/NetworkImage.js';
export { Spinner } from './primitives/Spinner/Spinner.js';
export type { SpinnerProps } from './primitives/Spinner/Spinner.js';
export { Avatar } from './primitives/Avatar/Avatar.js';
export type { AvatarProps } from './primitives/Avatar/Avatar.js';
export { CopyButton } from './primitives/CopyButton/CopyButton.js';
export type { CopyButtonProps } from './primitives/CopyButton/CopyButton.js';
export { Snackbar } from './primitives/Snackbar/Snackbar.js';
export { Badge } from './primitives/Badge/Badge.js';
export type { BadgeProps } from './primitives/Badge/Badge.js';
export { Text } from './primitives/Text/Text.js';
export type { TextProps } from './primitives/Text/Text.js';
export { Stack, Row } from './primitives/Stack/Stack.js';
export type { StackProps } from './primitives/Stack/Stack.js';
export { Notice } from './primitives/Notice/Notice.js';
export type { NoticeProps } from './primitives/Notice/Notice.js';
export { ConnectingFigure } from './primitives/ConnectingFigure/ConnectingFigure.js';
export type { ConnectingFigureProps } from './primitives/ConnectingFigure/ConnectingFigure.js';
export { List } from './primitives/List/List.js';
export { QrCode } from './primitives/QrCode/QrCode.js';
export * from './farcaster/index.js';
export { WalletTile } from './primitives/WalletTile/WalletTile.js';
export type { WalletTileProps } from './primitives/WalletTile/WalletTile.js';
export { SearchField } from './primitives/SearchField/SearchField.js';
export type { SearchFieldProps } from './primitives/SearchField/SearchField.js';
export {
  useWalletConnectClient,
  useWalletConnectConnector,
} from './hooks/useWalletConnectClient.js';
export type {
  WalletConnectConnectorHandle,
  WalletConnectHandle,
} from './hooks/useWalletConnectClient.js';
export { usePairing } from './hooks/usePairing.js';
export type { PairingView } from './hooks/usePairing.js';
export { useAllWallets } from './hooks/useAllWallets.js';
export type { AllWalletsView } from './hooks/useAllWallets.js';
export { useWalletChoices } from './hooks/useWalletChoices.js';
export type { WalletChoice } from './hooks/useWalletChoices.js';
export { whenFocusedByVisitor } from './hooks/whenFocusedByVisitor.js';
export { useConnectWallets } from './hooks/useConnectWallets.js';
export { useImagePreload, IMAGE_PRELOAD_TIMEOUT_MS } from './hooks/useImagePreload.js';
export { useIsMobile } from './hooks/useIsMobile.js';
export type { QrCodeProps } from './primitives/QrCode/QrCode.js';
export { NetworkButton } from './primitives/NetworkButton/NetworkButton.js';
export type { NetworkButtonProps } from './primitives/NetworkButton/NetworkButton.js';
export { useConnectMethods } from './hooks/useConnectMethods.js';
// Connect-view switches: used only by kits whose config turns them on.
export { useLegalConsent } from './hooks/useLegalConsent.js';
export type {
  LegalConsent as LegalConsentState,
  WalletButtonLock,
} from './hooks/useLegalConsent.js';
export { LegalConsent } from './wallet/LegalConsent.js';
export { CollapsedWallets } from './wallet/CollapsedWallets.js';
export type { CollapsedWalletsProps } from './wallet/CollapsedWallets.js';
export type { ConnectMethod } from '@wallet-kit/schemas';
// Sign-in (SIWX): used only by kits whose config enables it.
export { SiwxProvider } from './siwx/SiwxContext.js';
export { useSiwx } from './siwx/useSiwx.js';
export type { SiwxViewState } from './siwx/useSiwx.js';
export { SignInMessage } from './siwx/SignInMessage.js';
// Balances, send, receive and activity: used only by kits whose views need them.
export { useTokenBalances } from './hooks/useTokenBalances.js';
export { useSend } from './hooks/useSend.js';
export { useWalletCalls } from './hooks/useWalletCalls.js';
export { useWalletCall } from './hooks/useWalletCall.js';
export type { WalletCallState } from './hooks/useWalletCall.js';
export { useActivity } from './hooks/useActivity.js';
export { AccountTabs } from './wallet/AccountTabs.js';
export type { AccountTabsProps } from './wallet/AccountTabs.js';
export { TokenList } from './wallet/TokenList.js';
export { ActivityList } from './wallet/ActivityList.js';
export { SendForm } from './wallet/SendForm.js';
export { SwapForm } from './wallet/SwapForm.js';
export type { SwapFormProps } from './wallet/SwapForm.js';
export { ReceivePanel } from './wallet/ReceivePanel.js';
export { GetWalletPanel } from './wallet/GetWalletPanel.js';
export type { GetWalletPanelProps } from './wallet/GetWalletPanel.js';
export { RegisterAccountNameForm } from './names/RegisterAccountNameForm.js';
export { RegisterAccountNameResult } from './names/RegisterAccountNameResult.js';
export { AccountName } from './names/AccountName.js';
export { AccountAvatar } from './identity/AccountAvatar.js';
export { AccountTitle, AccountShortAddress } from './identity/AccountTitle.js';
export { AccountExplorerLink } from './identity/AccountExplorerLink.js';
export { useAccountIdentity } from './identity/useAccountIdentity.js';
export type { AccountIdentity } from './identity/useAccountIdentity.js';
export { useNames } from './names/useNames.js';
export { AccountActions } from './wallet/AccountActions.js';
export type { AccountActionsProps } from './wallet/AccountActions.js';
// Email login (the embedded wallet): used only by kits whose config turns email on.
export * from './embedded/index.js';
export * from './social/index.js';
