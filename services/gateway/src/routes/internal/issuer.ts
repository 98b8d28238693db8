// Manager endpoints for the invoicing identity (outside v2, same key auth and envelope): who issues
// the manager's invoices, as §14 UStG and EN 16931 need it. issuer_set changes only the parameters
// sent ("" clears one); billing keeps the identity and refuses to approve an invoice while it lacks
// what §14 requires (422 from invoice_approve, naming what is missing).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { billing } from '@venue/contracts';
import { callContext } from '../../plugins/api-key-auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { apiKeyParam } from '../../schemas/common.ts';
import { ISSUER_TEXT_PARAMS, IssuerSetBody } from '../../schemas/issuer.ts';
import type { ServiceClients } from '../../clients.ts';
import type { Db } from '../../database.ts';
import { profileCompany } from '../../manager/manager.repository.ts';
import { inV2Words, type Renames } from '../../v2-words.ts';

const internal = { tags: ['internal'], 'x-internal': true } as const;

/** Billing's names of the identity's fields where the API's differ, and of the call that sets it. */
export const ISSUER_WORDS: Renames = [
  ['street', 'street_hnr'],
  ['SetIssuer', 'issuer_set'],
];

type Body = Static<typeof IssuerSetBody>;

/** The parameters sent, as billing's fields: absent stay absent (unchanged), "" clears. */
function issuerFields(body: Body): billing.IssuerFields {
  const fields: billing.IssuerFields = {};
  for (const [param, field] of Object.entries(ISSUER_TEXT_PARAMS)) {
    const value = body[param as keyof typeof ISSUER_TEXT_PARAMS];
    if (value !== undefined) fields[field] = String(value);
  }
  const days = body.payment_terms_days;
  if (days !== undefined) fields.payment_terms_days = days === '' ? {} : { value: Number(days) };
  if (body.small_business !== undefined) fields.small_business = Number(body.small_business) === 1;
  return fields;
}

const missingInApiWords = (missing: string[]) => missing.map((field) => (field === 'street' ? 'street_hnr' : field));

function issuerAnswer(issuer: billing.Issuer__Output) {
  return {
    ...Object.fromEntries(Object.entries(ISSUER_TEXT_PARAMS).map(([param, field]) => [param, issuer[field]])),
    payment_terms_days: issuer.payment_terms_days ?? null,
    small_business: issuer.small_business ? 1 : 0,
    missing: missingInApiWords(issuer.missing),
  };
}

export const internalIssuerRoutes: FastifyPluginAsyncTypebox<{ clients: ServiceClients; db: Db }> = async (app, { clients, db }) => {
  app.post(
    '/issuer_set',
    {
      schema: {
        ...internal,
        summary: 'Set the invoicing identity: only the parameters sent change, "" clears one',
        description:
          'Who issues the invoices: name, address, VAT id or tax number (§14 UStG), contact, bank, register and payment terms. ' +
          'IBAN, BIC, VAT id and country are checked; a bad value is a 400 naming it and nothing changes. ' +
          'The answer lists what approving an invoice still needs.',
        body: IssuerSetBody,
      },
    },
    async (request) => {
      const context = callContext(request);
      const profile = await profileCompany(db, context.managerId);
      const issuer = await inV2Words(ISSUER_WORDS, () =>
        clients.billing.SetIssuer({ fields: issuerFields(request.body), profile }, context),
      );
      // One identity per manager: its id is the manager's, as tax_settings_set answers.
      return ok({ id: context.managerId, message: 'Issuer saved', missing: missingInApiWords(issuer.missing) });
    },
  );

  app.get(
    '/issuer',
    {
      schema: {
        ...internal,
        summary: 'The invoicing identity as set, with what approving an invoice still needs',
        querystring: Type.Object(apiKeyParam),
      },
    },
    async (request) => {
      const context = callContext(request);
      const profile = await profileCompany(db, context.managerId);
      return ok(issuerAnswer(await clients.billing.GetIssuer({ profile }, context)));
    },
  );
};
