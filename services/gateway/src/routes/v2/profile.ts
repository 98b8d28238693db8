// GET /api/v2/profile (spec 2.9, 4.19), from the gateway's own manager record.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { localDate, notFound } from '@venue/platform';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import type { Db } from '../../database.ts';
import { findManager } from '../../manager/manager.repository.ts';

/** The manager's columns the profile shows. */
const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'logo',
  'logo_thumbnail',
  'currency',
  'language',
  'created_at',
  'age',
  'zip',
  'city',
  'country',
  'phone',
  'fax',
  'address',
] as const;

export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/profile',
    { schema: { summary: 'The manager profile (4.19)', tags: ['profile'], querystring: Type.Object(apiKeyParam) } },
    async (request) => {
      const { managerId, timezone } = callContext(request);
      const m = await findManager(db, managerId, PROFILE_COLUMNS);
      if (!m) throw notFound('manager not found');
      return ok(
        {
          first_name: m.first_name,
          last_name: m.last_name,
          company_name: m.company_name,
          email: m.email,
          logo: m.logo,
          logo_thumbnail: m.logo_thumbnail,
          currency: m.currency,
          language: m.language,
          created: localDate(timezone, m.created_at).date,
          age: m.age,
          zip: m.zip,
          city: m.city,
          country: m.country,
          phone: m.phone,
          fax: m.fax,
          address: m.address,
        },
        1,
      );
    },
  );
};
