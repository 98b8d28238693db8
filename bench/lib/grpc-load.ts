// Direct gRPC load: `concurrency` loops calling one unary method back to back for a fixed time,
// after a warm-up. No HTTP, no auth, no rate limit: what the resources service alone can answer.
import { measureCalls, type CallFigures } from './call-load.ts';

export type GrpcFigures = CallFigures;

export function measureGrpc(
  call: () => Promise<unknown>,
  options: {
    concurrency: number;
    durationSec: number;
    warmupSec: number;
    beforeMeasure?: () => Promise<unknown>;
  },
): Promise<GrpcFigures> {
  return measureCalls(call, options);
}
