import { useState } from 'react';
import { useWalletCall, useWalletCalls } from '@wallet-kit/runtime/react';
import type { CallsStatus, TypedData } from '@wallet-kit/runtime';
import { useAccount, useWalletKit } from '../wallet-kit';
import { CallButton, CallResult } from './CallResult.js';

/** anvil's dev account 2: a public test address that receives the demo's sends. */
const DEMO_RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const WEI_PER_ETH = 10n ** 18n;

/** The token's `approve` function as an app declares it: any contract function is written the same way. */
const APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

function mailTypedData(chainId: number, from: string): TypedData {
  return {
    domain: { name: 'wallet-kit demo', version: '1', chainId },
    types: {
      Mail: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { from, to: DEMO_RECEIVER, contents: 'Hello from the wallet-kit demo' },
  };
}

/**
 * EVM: typed data, a transaction, an ERC-20 transfer, a call of any contract function from its
 * ABI, and an EIP-5792 batch.
 */
export function Eip155Calls() {
  const calls = useWalletCalls();
  const kit = useWalletKit();
  const { address, network } = useAccount();
  const token = network ? kit.config.tokens?.[network.caipNetworkId]?.[0] : undefined;
  const chainId = Number(network?.id ?? 0);
  const [batchId, setBatchId] = useState<string>();

  const typedData = useWalletCall('signTypedData', () =>
    calls.signTypedData(mailTypedData(chainId, address ?? '')),
  );
  const transaction = useWalletCall('sendTransaction', () =>
    calls.sendTransaction({ to: DEMO_RECEIVER, value: WEI_PER_ETH / 100n }),
  );
  const transfer = useWalletCall('writeContract', () =>
    calls.writeContract({ token: token!.address, to: DEMO_RECEIVER, amount: WEI_PER_ETH }),
  );
  const approval = useWalletCall('writeContract', () =>
    calls.writeContract({
      address: token!.address,
      abi: APPROVE_ABI,
      functionName: 'approve',
      args: [DEMO_RECEIVER, 5n * WEI_PER_ETH],
    }),
  );
  const capabilities = useWalletCall('getCapabilities', async () =>
    JSON.stringify(await calls.getCapabilities()),
  );
  const batch = useWalletCall('sendCalls', async () => {
    const { id } = await calls.sendCalls({
      calls: [
        { to: DEMO_RECEIVER, value: WEI_PER_ETH / 100n },
        ...(token
          ? [
              {
                to: token.address,
                // ERC-20 transfer(DEMO_RECEIVER, 1 token)
                data: `0xa9059cbb${DEMO_RECEIVER.slice(2).toLowerCase().padStart(64, '0')}${WEI_PER_ETH.toString(16).padStart(64, '0')}` as const,
              },
            ]
          : []),
      ],
    });
    setBatchId(id);
    return id;
  });
  const status = useWalletCall('getCallsStatus', async (): Promise<string> => {
    const result: CallsStatus = await calls.getCallsStatus(batchId!);
    return `${result.status === 200 ? 'confirmed' : result.status < 200 ? 'pending' : 'failed'} (${result.status}), ${result.receipts.length} receipt(s)`;
  });

  return (
    <>
      <CallButton
        name="sign-typed-data"
        pending={typedData.pending}
        onClick={() => void typedData.run()}
      >
        Sign typed data (EIP-712)
      </CallButton>
      <CallResult
        name="sign-typed-data"
        label="Signature"
        value={typedData.data}
        error={typedData.error}
      />

      <CallButton
        name="send-transaction"
        pending={transaction.pending}
        onClick={() => void transaction.run()}
      >
        Send 0.01 ETH
      </CallButton>
      <CallResult
        name="send-transaction"
        label="Transaction hash"
        value={transaction.data}
        error={transaction.error}
      />

      <CallButton
        name="write-contract"
        pending={transfer.pending}
        disabled={!token}
        onClick={() => void transfer.run()}
      >
        {`Transfer 1 ${token?.symbol ?? 'token'} (ERC-20)`}
      </CallButton>
      <CallResult
        name="write-contract"
        label="Transaction hash"
        value={transfer.data}
        error={transfer.error}
      />

      <CallButton
        name="write-contract-abi"
        pending={approval.pending}
        disabled={!token}
        onClick={() => void approval.run()}
      >
        {`Approve 5 ${token?.symbol ?? 'token'} for the receiver (any function, from its ABI)`}
      </CallButton>
      <CallResult
        name="write-contract-abi"
        label="Transaction hash"
        value={approval.data}
        error={approval.error}
      />

      <CallButton
        name="get-capabilities"
        pending={capabilities.pending}
        onClick={() => void capabilities.run()}
      >
        Read wallet capabilities (EIP-5792)
      </CallButton>
      <CallResult
        name="get-capabilities"
        label="Capabilities"
        value={capabilities.data}
        error={capabilities.error}
      />

      <CallButton name="send-calls" pending={batch.pending} onClick={() => void batch.run()}>
        Send both as one batch
      </CallButton>
      <CallResult name="send-calls" label="Batch id" value={batch.data} error={batch.error} />
      {batchId && (
        <>
          <CallButton
            name="get-calls-status"
            pending={status.pending}
            onClick={() => void status.run()}
          >
            Check the batch status
          </CallButton>
          <CallResult
            name="get-calls-status"
            label="Batch status"
            value={status.data}
            error={status.error}
          />
        </>
      )}
    </>
  );
}
