import { useWalletCall, useWalletCalls } from '@wallet-kit/runtime/react';
import { useAccount } from '../wallet-kit';
import { CallButton, CallResult } from './CallResult.js';

const LAMPORTS = 1_000_000;

/**
 * An unsigned transfer of 0.001 SOL from the account to itself, serialized. web3.js loads only
 * when a Solana account uses the panel.
 */
async function selfTransfer(address: string, rpcUrl: string, memo: number): Promise<Uint8Array> {
  const { Connection, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js');
  const from = new PublicKey(address);
  const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    // A different amount per transaction keeps two transfers from being identical.
    SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: LAMPORTS + memo }),
  );
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Solana: sign a message, sign one or several transactions, sign and send with options. */
export function SolanaCalls() {
  const calls = useWalletCalls();
  const { address, network } = useAccount();
  const rpcUrl = network?.rpcUrls.default.http[0] ?? '';
  const build = (memo: number) => selfTransfer(address ?? '', rpcUrl, memo);

  const message = useWalletCall('signMessage', () =>
    calls.signMessage('Hello from the wallet-kit demo'),
  );
  const one = useWalletCall('signTransaction', async () =>
    toBase64(await calls.signTransaction(await build(1))),
  );
  const all = useWalletCall('signAllTransactions', async () => {
    const signed = await calls.signAllTransactions([await build(2), await build(3)]);
    return `${signed.length} signed transactions`;
  });
  const send = useWalletCall('signAndSendTransaction', async () =>
    calls.signAndSendTransaction(await build(4), {
      skipPreflight: false,
      preflightCommitment: 'confirmed',
      maxRetries: 3,
    }),
  );

  return (
    <>
      <CallButton
        name="solana-sign-message"
        pending={message.pending}
        onClick={() => void message.run()}
      >
        Sign a message
      </CallButton>
      <CallResult
        name="solana-sign-message"
        label="Signature"
        value={message.data}
        error={message.error}
      />
      <CallButton name="sign-transaction" pending={one.pending} onClick={() => void one.run()}>
        Sign a transaction
      </CallButton>
      <CallResult
        name="sign-transaction"
        label="Signed transaction"
        value={one.data}
        error={one.error}
      />
      <CallButton name="sign-all-transactions" pending={all.pending} onClick={() => void all.run()}>
        Sign two transactions at once
      </CallButton>
      <CallResult name="sign-all-transactions" label="Result" value={all.data} error={all.error} />
      <CallButton name="sign-and-send" pending={send.pending} onClick={() => void send.run()}>
        Sign and send 0.001 SOL
      </CallButton>
      <CallResult
        name="sign-and-send"
        label="Transaction signature"
        value={send.data}
        error={send.error}
      />
    </>
  );
}
