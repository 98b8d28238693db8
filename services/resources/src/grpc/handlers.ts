// gRPC handlers: mapping between proto messages and the domain services, nothing more.
import { isoWeekdayOf, localDateOf, weekdayEnumOf, ymdOf, type common, type resources } from '@venue/contracts';
import { implement, invalid, type Logger } from '@venue/platform';
import type { Db } from '../database.ts';
import { addCategory, listCategories } from '../category/category.service.ts';
import { addCustomField, listCustomFields } from '../custom-field/custom-field.service.ts';
import {
  addResource,
  describeResources,
  getResourceDetail,
  getResourceTree,
  listResourcesWithParts,
  updateResource,
  type Quotas,
} from '../resource/resource.service.ts';
import {
  addHoliday,
  getSchedule,
  getSchedules,
  removeHoliday,
  setOpeningTimes,
  type OpeningWindow,
} from '../schedule/schedule.service.ts';

type ScheduleResult = Awaited<ReturnType<typeof getSchedule>>;

function toHoliday(row: {
  id: number;
  resource_id: number;
  title: string;
  date_from: string;
  date_to: string;
}): resources.Holiday {
  return {
    id: row.id,
    resource_id: row.resource_id,
    title: row.title,
    start_date: localDateOf(row.date_from),
    end_date: localDateOf(row.date_to),
  };
}

const toDayTimes = (w: OpeningWindow): common.DayTimes => ({ start_minute: w.startMinute, end_minute: w.endMinute });

function toSchedule(schedule: ScheduleResult): resources.Schedule {
  return {
    resource_id: schedule.resourceId,
    opening_times: schedule.openingTimes.map((w) => ({ weekday: weekdayEnumOf(w.weekday), times: toDayTimes(w) })),
    holidays: schedule.holidays.map(toHoliday),
  };
}

/** A window as the domain takes it; an unset weekday or times stay unset (0) for its checks. */
function toOpeningWindow(w: resources.OpeningTime__Output): OpeningWindow {
  return {
    weekday: isoWeekdayOf(w.weekday),
    startMinute: w.times?.start_minute ?? 0,
    endMinute: w.times?.end_minute ?? 0,
  };
}

export function resourcesHandlers(
  db: Db,
  quotas: Quotas,
  logger: Logger,
): resources.ResourcesServiceHandlers {
  return implement<resources.ResourcesServiceHandlers>(
    {
      async ListResources(_request, { managerId }) {
        const { resources: mains, customFields } = await listResourcesWithParts(db, managerId);
        return { resources: mains, custom_fields: customFields };
      },

      async GetResource(request, context) {
        const r = await getResourceDetail(db, context, request.id);
        return {
          resource: {
            id: r.id,
            manager: r.manager_id,
            title: r.title,
            image: r.image,
            category_id: r.category_id ?? 0,
            category_name: r.category_name ?? '',
            street: r.street_hnr ?? '',
            zip: r.zip ?? '',
            city: r.city ?? '',
            country: r.country ?? '',
            contact_person: r.contact_person ?? '',
            phone: r.phone,
            fax: r.fax,
            public_comment: r.public_comment,
            internal_comment: r.internal_comment,
            listed_on_platform: r.platform_status !== 0,
            tags: r.tags,
            today_opening_times: r.openingTimes.map(toDayTimes),
            today_holidays: r.holidays.map(toHoliday),
            custom_fields: r.customValues,
            ...(r.parent_id !== null && { parent_id: r.parent_id }),
            ...(r.lat !== null && { lat: r.lat }),
            ...(r.lng !== null && { lng: r.lng }),
          },
        };
      },

      // Writes take the whole context: its deadline bounds their transaction.
      async AddResource(request, context) {
        const id = await addResource(db, context, request, quotas);
        return { id };
      },

      async UpdateResource(request, context) {
        const id = await updateResource(db, context, request.id, {
          ...(request.category_id !== undefined && { category_id: request.category_id }),
          ...(request.image !== undefined && { image: request.image }),
        });
        return { id };
      },

      async GetResourceTree(request, { managerId }) {
        const tree = await getResourceTree(db, managerId, request.id);
        return {
          id: tree.id,
          main: tree.main,
          parts: tree.parts,
          main_custom_fields: tree.customValues,
          main_schedule: toSchedule(tree.schedule),
        };
      },

      async DescribeResources(request, { managerId }) {
        const found = await describeResources(db, managerId, request.ids);
        return {
          resources: found.map((r) => ({ id: r.id, title: r.title, parent_id: r.parentId ?? 0 })),
        };
      },

      AddCustomField: (request, context) => addCustomField(db, context, request),

      async ListCustomFields(_request, { managerId }) {
        return { custom_fields: await listCustomFields(db, managerId) };
      },

      AddCategory: (request, context) => addCategory(db, context, request.name),

      async ListCategories(_request, { managerId }) {
        return { categories: await listCategories(db, managerId) };
      },

      async GetSchedule(request, { managerId }) {
        return toSchedule(await getSchedule(db, managerId, request.resource_id));
      },

      async ListSchedules(request, { managerId }) {
        if (request.resource_ids.length > 1000) throw invalid('at most 1000 resources at once');
        return { schedules: (await getSchedules(db, managerId, request.resource_ids)).map(toSchedule) };
      },

      async SetOpeningTimes(request, context) {
        const windows = request.opening_times.map(toOpeningWindow);
        return toSchedule(await setOpeningTimes(db, context, request.resource_id, windows));
      },

      async AddHoliday(request, context) {
        const row = await addHoliday(db, context, {
          resourceId: request.resource_id,
          title: request.title,
          startDate: ymdOf(request.start_date),
          endDate: ymdOf(request.end_date),
        });
        return toHoliday(row);
      },

      async DeleteHoliday(request, context) {
        return { id: await removeHoliday(db, context, request.id) };
      },
    },
    logger,
  );
}
