/**
 * `npm run demo`: starts the demo (see demo/start-demo.ts), prints where to open it, and
 * stops every process it started on Ctrl-C or SIGTERM. `npm run demo -- --smart-accounts` also
 * starts the ERC-4337 bundler, so the email wallet offers smart accounts on the first chain.
 */
import { DEMO_CHAINS, startDemo } from './demo/start-demo.js';

const aborter = new AbortController();
const starting = startDemo({
  log: (line) => console.log(`  ${line}`),
  signal: aborter.signal,
  smartAccounts: process.argv.includes('--smart-accounts'),
  // A visitor of the demo sees transfers they received, read from the chains by the index.
  accountIndex: true,
  // The Swap view swaps DEMO and ETH through Uniswap v2 deployed on the first chain.
  swaps: true,
});
let stopping = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(130); // a second Ctrl-C means "now"
  stopping = true;
  console.log(`\n${signal}: stopping the demo…`);
  aborter.abort();
  // A start cut short stops what it had started before it rejects; a finished one we stop here.
  const running = await starting.catch(() => undefined);
  await running?.stop();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

try {
  const demo = await starting;
  console.log(`
wallet-kit demo is running

  Open  ${demo.url}
${demo.email ? `  Inbox ${demo.email.inboxUrl}  (email login codes; each one is also printed here)\n` : ''}  Events ${demo.url}api/events/events  (analytics; header Authorization: Bearer ${demo.eventsReadToken})
  Chains (the Demo Wallet uses their funded dev account 0)
${DEMO_CHAINS.map((chain, index) => `    ${chain.name.padEnd(10)} ${chain.caipNetworkId}  ${demo.rpcUrls[index]}`).join('\n')}

  Press Ctrl-C to stop.
`);
} catch (error) {
  // While stopping, the failure is the abort itself: shutdown() reports and exits.
  if (!stopping) {
    console.error(
      `\nThe demo could not start:\n${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
