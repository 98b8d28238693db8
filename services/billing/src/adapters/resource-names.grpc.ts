// ResourceNames over the resources service's gRPC API: one ListResources call (mains with
// their parts) answers any set of ids.
import { resourcesPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { ResourceInfo } from '../pricing/types.ts';
import type { ResourceNames } from '../ports/index.ts';

export function grpcResourceNames(address: string, deadlineMs: number): ResourceNames & { close(): void } {
  const client = createGrpcClient(resourcesPackage().ResourcesService, address, deadlineMs);
  return {
    async describe(context, ids) {
      const wanted = new Set(ids);
      const found = new Map<number, ResourceInfo>();
      if (wanted.size === 0) return found;
      const { resources } = await client.call.ListResources({}, context);
      for (const main of resources) {
        if (wanted.has(main.id)) found.set(main.id, { name: main.title, parentId: null });
        for (const part of main.parts)
          if (wanted.has(part.id)) found.set(part.id, { name: part.title, parentId: main.id });
      }
      return found;
    },
    close: () => client.close(),
  };
}
