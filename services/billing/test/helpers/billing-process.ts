// The billing service as a process of its own (its real entry point, main.ts), so a test can kill
// it with SIGKILL while it consumes: no shutdown hook runs, an open transaction dies with its
// connection, unacknowledged messages stay with JetStream.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface BillingProcess {
  kill(): Promise<void>;
}

export function spawnBilling(env: Record<string, string>): BillingProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
