import { runCli } from './program.js';

// `create-wallet-kit generate --dry-run | head`: a closed pipe is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await runCli(process.argv);
