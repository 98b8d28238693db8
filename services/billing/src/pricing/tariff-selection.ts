// Which tariff prices one booked instance. The precedence, most specific first:
//
//   1. a tariff of the booked resource itself for the customer's default group
//   2. a tariff of the booked resource itself for all groups
//   3. (parts only) a tariff of the part's main resource for the customer's default group
//   4. (parts only) a tariff of the part's main resource for all groups
//
// The resource decides before the group: a part's own "all groups" tariff beats its main
// resource's tariff for the customer's group, because a part's own price describes what is
// actually booked; a group price of the whole room must be given per part to apply to parts.
// Within one step, a tariff limited to weekdays or a validity period beats an unlimited one (a
// "weekend" or "summer" price overrides the standing price), one limited both ways beats one
// limited one way, and among equals the newest tariff (highest id) wins.
// Weekdays and validity dates are judged by the local date on which the instance starts.
import { ALL_GROUPS, type TariffRule } from './types.ts';

export interface InstanceContext {
  /** the booked resource (a part or a main resource) */
  resourceId: number;
  /** the main resource of a booked part; null when a main resource is booked */
  parentId: number | null;
  /** the customer's default group; null = none */
  customerGroupId: number | null;
  /** local start date YYYY-MM-DD and ISO weekday */
  date: string;
  weekday: number;
}

function appliesOn(tariff: TariffRule, date: string, weekday: number): boolean {
  if (tariff.weekdays.length > 0 && !tariff.weekdays.includes(weekday)) return false;
  if (tariff.validFrom !== null && date < tariff.validFrom) return false;
  if (tariff.validTo !== null && date > tariff.validTo) return false;
  return true;
}

/** Higher is more specific; -1 when the tariff does not apply at all. */
function specificity(tariff: TariffRule, instance: InstanceContext): number {
  let resourceScore: number;
  if (tariff.resourceIds.includes(instance.resourceId)) resourceScore = 1;
  else if (instance.parentId !== null && tariff.resourceIds.includes(instance.parentId)) resourceScore = 0;
  else return -1;
  let groupScore: number;
  if (tariff.customerGroupId === ALL_GROUPS) groupScore = 0;
  else if (instance.customerGroupId !== null && tariff.customerGroupId === instance.customerGroupId)
    groupScore = 1;
  else return -1;
  if (!appliesOn(tariff, instance.date, instance.weekday)) return -1;
  const limits =
    (tariff.weekdays.length > 0 ? 1 : 0) + (tariff.validFrom !== null || tariff.validTo !== null ? 1 : 0);
  return resourceScore * 100 + groupScore * 10 + limits;
}

/** The tariff that prices the instance, or null when none applies (the instance costs nothing). */
export function selectTariff(tariffs: readonly TariffRule[], instance: InstanceContext): TariffRule | null {
  let best: TariffRule | null = null;
  let bestScore = -1;
  for (const tariff of tariffs) {
    const score = specificity(tariff, instance);
    if (score < 0) continue;
    if (score > bestScore || (score === bestScore && best !== null && tariff.id > best.id)) {
      best = tariff;
      bestScore = score;
    }
  }
  return best;
}
