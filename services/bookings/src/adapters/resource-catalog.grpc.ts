// ResourceCatalog over the resources service's gRPC API.
import { resourcesPackage, type resources } from '@venue/contracts';
import { createGrpcClient } from '@venue/platform';
import type { CustomFieldDefinition, ResourceCatalog, Schedule } from '../ports.ts';

function toSchedule(schedule: resources.Schedule__Output): Schedule {
  return {
    openingTimes: schedule.opening_times.map((o) => ({ weekday: o.weekday, from: o.from, to: o.to })),
    holidays: schedule.holidays.map((h) => ({ from: h.from, to: h.to })),
  };
}

export function grpcResourceCatalog(address: string, deadlineMs: number): ResourceCatalog & { close(): void } {
  const client = createGrpcClient(resourcesPackage().ResourcesService, address, deadlineMs);
  const resources = client.call;
  const fieldOf = (f: { id: number; name: string; type: string }): CustomFieldDefinition => ({
    id: f.id,
    name: f.name,
    type: f.type === 'select' ? 'select' : 'numeric',
  });
  return {
    async tree(context, resourceId) {
      const tree = await resources.GetResourceTree({ id: resourceId }, context);
      return {
        id: tree.id,
        main: tree.main ?? { id: tree.id, title: '' },
        parts: tree.parts,
        schedule: tree.main_schedule ? toSchedule(tree.main_schedule) : { openingTimes: [], holidays: [] },
      };
    },
    async customFields(context) {
      return (await resources.ListCustomFields({}, context)).custom_fields.map(fieldOf);
    },
    async mainResources(context) {
      const list = await resources.ListResources({}, context);
      return {
        resources: list.resources.map((main) => ({
          id: main.id,
          partIds: main.parts.map((p) => p.id),
          customValues: new Map(main.custom_fields.map((v) => [v.field_id, v.value])),
        })),
        customFields: list.custom_fields.map(fieldOf),
      };
    },
    async schedules(context, mainResourceIds) {
      const { schedules } = await resources.ListSchedules({ resource_ids: mainResourceIds }, context);
      return new Map<number, Schedule>(schedules.map((s) => [s.resource_id, toSchedule(s)]));
    },
    close: () => client.close(),
  };
}
