/**
 * `npm run demo`: starts the demo (see demo/start-demo.ts), prints where to open it, and
 * stops every process it started on Ctrl-C or SIGTERM.
 */
import { DEMO_CHAINS, startDemo, type RunningDemo } from './demo/start-demo.js';

const aborter = new AbortController();
let demo: RunningDemo | undefined;
let stopping = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second Ctrl-C means "now".
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping the demo…`);
  aborter.abort();
  await demo?.stop();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

try {
  demo = await startDemo({ log: (line) => console.log(`  ${line}`), signal: aborter.signal });
} catch (error) {
  if (stopping) await new Promise(() => {}); // shutdown() is exiting; do not report the abort.
  console.error(`\nThe demo could not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`
wallet-kit demo is running

  Open  ${demo.url}

  Chains (funded dev account 0 is the Demo Wallet's account)
${DEMO_CHAINS.map((chain, index) => `    ${chain.name.padEnd(10)} ${chain.caipNetworkId}  ${demo!.rpcUrls[index]}`).join('\n')}

  Press Ctrl-C to stop.
`);
