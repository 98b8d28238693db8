// resource_add and resource/<id> (spec 4.2, 4.3) in v2 words: the resources service's messages use
// the domain's names (street, listed_on_platform, today's windows in minutes); v2 keeps
// street_hnr, platform_status 0/1 and H:i strings.
import type { Static } from 'typebox';
import { ymdOf, type resources } from '@venue/contracts';
import { timeOfMinutes } from '@venue/platform';
import type { ResourceAddBody } from '../schemas/resources.ts';
import type { Renames } from '../v2-words.ts';

/** The service names the address line `street` in its messages (inV2Words). */
export const RESOURCE_ADD_NAMES: Renames = [['street ', 'street_hnr ']];

export function toAddResourceRequest(body: Static<typeof ResourceAddBody>): resources.AddResourceRequest {
  const { customfields, tags, platform_status, street_hnr, api_secret_key: _key, ...fields } = body;
  return {
    ...fields,
    ...(platform_status !== undefined && { listed_on_platform: platform_status === 1 }),
    ...(street_hnr !== undefined && { street: street_hnr }),
    tags: tags === undefined ? [] : tags.split(','),
    custom_fields: Object.entries(customfields ?? {}).map(([fieldId, value]) => ({
      field_id: Number(fieldId),
      value: String(value),
    })),
  };
}

export function resourceDetailV2(r: resources.ResourceDetail__Output) {
  return {
    id: r.id,
    manager: r.manager,
    title: r.title,
    image: r.image,
    category_id: r.category_id,
    category_name: r.category_name,
    street_hnr: r.street,
    zip: r.zip,
    city: r.city,
    country: r.country,
    phone: r.phone,
    fax: r.fax,
    public_comment: r.public_comment,
    today_opening_times: r.today_opening_times.map((w) => [timeOfMinutes(w.start_minute), timeOfMinutes(w.end_minute)]),
    today_holidays: r.today_holidays.map((h) => ({ title: h.title, from: ymdOf(h.start_date), to: ymdOf(h.end_date) })),
  };
}
