// What every scenario gets from run.ts: the settings, the bench database, the running stack and
// the pids to account CPU to.
import type { TestDatabase } from '@venue/testing';
import type { Settings } from '../lib/settings.ts';
import type { BenchStack } from '../lib/stack.ts';

export interface ScenarioContext {
  root: string;
  settings: Settings;
  database: TestDatabase;
  stack: BenchStack;
  /** Component name -> pid for the CPU probe: the bench itself, redis, every service. */
  pids: Record<string, number | undefined>;
  /** Node arguments of spawned processes (CPU profiling). */
  nodeArgs: string[];
}
