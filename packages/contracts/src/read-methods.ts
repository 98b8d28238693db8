// Which RPCs of a service are reads: those its proto marks `option idempotency_level = NO_SIDE_EFFECTS`.
// Declared once, in the protos: the gRPC clients send a read again on another replica (platform's
// grpc-client.ts) and never a write, so an RPC added later is a write until its proto says otherwise.
import type { ServiceDefinition } from '@grpc/grpc-js';

/** The methods (by the names generated clients give them) that the service's proto marks free of side effects. */
export function readMethodsOf(service: ServiceDefinition): ReadonlySet<string> {
  return new Set(
    Object.entries(service)
      .filter(([, method]) => (method as { options?: { idempotency_level?: string } }).options?.idempotency_level === 'NO_SIDE_EFFECTS')
      .map(([name]) => name),
  );
}
