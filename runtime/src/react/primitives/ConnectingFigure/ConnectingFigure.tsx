import { Spinner } from '../Spinner/Spinner.js';
import { WalletImage } from '../WalletImage/WalletImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { connectingFigureSheet } from './ConnectingFigure.css.js';

export interface ConnectingFigureProps {
  name: string;
  imageUrl?: string | undefined;
  /** The wallet's id, for the icon library's logo when `imageUrl` is only a monogram. */
  walletId?: string | undefined;
  /** The ring turns while the wallet is asked; it stops once the attempt has an outcome. */
  waiting: boolean;
}

/** The wallet's icon, large, inside a turning ring while the wallet prompt is open. */
export function ConnectingFigure({ name, imageUrl, walletId, waiting }: ConnectingFigureProps) {
  useComponentStyles(connectingFigureSheet);
  return (
    <div className="wk-connecting-figure">
      <WalletImage name={name} imageUrl={imageUrl} walletId={walletId} size="large" />
      {waiting && <Spinner size="large" />}
    </div>
  );
}
