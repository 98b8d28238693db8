// ResourceNames over the resources service's gRPC API: one DescribeResources call answers any set
// of ids (the resources service reads only those rows, whatever the manager's number of resources).
import { resourcesPackage } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { ResourceInfo } from '../pricing/types.ts';
import type { ResourceNames } from '../ports/index.ts';

export function grpcResourceNames(address: string, deadlineMs: number): ResourceNames & { close(): void } {
  const client = createGrpcClient(resourcesPackage().ResourcesService, address, deadlineMs);
  return {
    async describe(context, ids) {
      const found = new Map<number, ResourceInfo>();
      if (ids.length === 0) return found;
      const { resources } = await client.call.DescribeResources({ ids: [...new Set(ids)] }, context);
      for (const resource of resources)
        found.set(resource.id, { name: resource.title, parentId: resource.parent_id === 0 ? null : resource.parent_id });
      return found;
    },
    close: () => client.close(),
  };
}
