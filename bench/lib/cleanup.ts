// Cleanup that runs exactly once, whether the benchmark ends normally, fails, or is interrupted
// (Ctrl-C / SIGTERM). Steps run in reverse order of registration (last started, first stopped).
type Step = { name: string; run: () => Promise<unknown> | unknown };

const steps: Step[] = [];
let running: Promise<void> | undefined;

export function onCleanup(name: string, run: Step['run']): void {
  steps.push({ name, run });
}

export function cleanup(): Promise<void> {
  running ??= (async () => {
    for (const step of steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup: ${step.name} failed: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C and SIGTERM clean up and exit; a second signal exits at once. */
export function cleanupOnSignals(lastResort: () => void): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping the benchmark and cleaning up…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  process.on('exit', lastResort);
}
