// ResourceCatalog over the resources service's gRPC API.
import { isoWeekdayOf, resourcesPackage, ymdOf, type resources } from '@venue/contracts';
import { createGrpcClient, timeOfMinutes, type GrpcTls } from '@venue/platform';
import type { CatalogTrees, CustomFieldDefinition, ResourceCatalog, Schedule } from '../ports.ts';

/** The most main resources one ListSchedules call takes. */
const SCHEDULES_PER_CALL = 1000;

/** The schedule in the domain's terms: H:i wall-clock times, Y-m-d dates. */
function toSchedule(schedule: resources.Schedule__Output): Schedule {
  return {
    openingTimes: schedule.opening_times.map((o) => ({
      weekday: isoWeekdayOf(o.weekday),
      from: timeOfMinutes(o.times?.start_minute ?? 0),
      to: timeOfMinutes(o.times?.end_minute ?? 0),
    })),
    holidays: schedule.holidays.map((h) => ({ from: ymdOf(h.start_date), to: ymdOf(h.end_date) })),
  };
}

export function grpcResourceCatalog(address: string, deadlineMs: number, tls?: GrpcTls): ResourceCatalog & { close(): void } {
  const client = createGrpcClient(resourcesPackage().ResourcesService, address, deadlineMs, tls);
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
    async allTrees(context) {
      const { resources: mains } = await resources.ListResources({}, context);
      const chunks: number[][] = [];
      for (let i = 0; i < mains.length; i += SCHEDULES_PER_CALL) chunks.push(mains.slice(i, i + SCHEDULES_PER_CALL).map((m) => m.id));
      const answers = await Promise.all(chunks.map((ids) => resources.ListSchedules({ resource_ids: ids }, context)));
      const schedules = new Map(answers.flatMap((a) => a.schedules).map((s) => [s.resource_id, toSchedule(s)]));
      const trees: CatalogTrees = { mainOf: new Map(), byMain: new Map() };
      for (const main of mains) {
        const parts = main.parts.map((p) => ({ id: p.id, title: p.title }));
        const schedule = schedules.get(main.id) ?? { openingTimes: [], holidays: [] };
        trees.byMain.set(main.id, { main: { id: main.id, title: main.title }, parts, schedule });
        trees.mainOf.set(main.id, main.id);
        for (const part of parts) trees.mainOf.set(part.id, main.id);
      }
      return trees;
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
