// What every scenario gets from run.ts: the settings, the bench database, the running stack, the
// pids to account CPU to, and what the scenarios before it in this run measured.
import type { TestDatabase } from '@venue/testing';
import type { Scenario, Settings } from '../lib/settings.ts';
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
  /** Results of the scenarios that ran before in this invocation (overload and invoicing take the race's rates). */
  earlier: Partial<Record<Scenario, unknown>>;
}
