// What billing needs to know about resources: their names, and which main resource a part
// belongs to. Implemented over the resources service; tests use an in-memory fake.
import type { CallContext } from '@venue/platform';
import type { ResourceInfo } from '../pricing/types.ts';

export interface ResourceNames {
  /** The manager's resources among `ids`; ids that are unknown or another manager's are absent. */
  describe(context: CallContext, ids: readonly number[]): Promise<Map<number, ResourceInfo>>;
}
