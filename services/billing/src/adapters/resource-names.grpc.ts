// ResourceNames over the resources service's gRPC API: DescribeResources answers a set of ids (the
// resources service reads only those rows, whatever the manager's number of resources); a set
// larger than one call takes (an item list over a very large venue) is asked for in chunks.
import { MAX_DESCRIBED_RESOURCES, resourcesPackage } from '@venue/contracts';
import { createGrpcClient, type GrpcTls } from '@venue/platform';
import type { ResourceInfo } from '../pricing/types.ts';
import type { ResourceNames } from '../ports/index.ts';

export function grpcResourceNames(address: string, deadlineMs: number, tls?: GrpcTls): ResourceNames & { close(): void } {
  const client = createGrpcClient(resourcesPackage().ResourcesService, address, deadlineMs, tls);
  return {
    async describe(context, ids) {
      const unique = [...new Set(ids)];
      const chunks: number[][] = [];
      for (let i = 0; i < unique.length; i += MAX_DESCRIBED_RESOURCES)
        chunks.push(unique.slice(i, i + MAX_DESCRIBED_RESOURCES));
      const answers = await Promise.all(chunks.map((chunk) => client.call.DescribeResources({ ids: chunk }, context)));
      const found = new Map<number, ResourceInfo>();
      for (const { resources } of answers)
        for (const resource of resources)
          found.set(resource.id, { name: resource.title, parentId: resource.parent_id === 0 ? null : resource.parent_id });
      return found;
    },
    close: () => client.close(),
  };
}
