// gRPC handlers of the manager's invoicing identity: mapping between proto messages and the issuer domain only.
import type { CallContext, UnaryImplementation } from '@venue/platform';
import type { Db } from '../database.ts';
import { ISSUER_TEXT_FIELDS, type IssuerChanges } from '../issuer/issuer.model.ts';
import { getIssuer, setIssuer, type IssuerView } from '../issuer/issuer.service.ts';
import type { billing } from './contract.ts';

type IssuerHandlers = Pick<UnaryImplementation<billing.BillingServiceHandlers>, 'SetIssuer' | 'GetIssuer'>;

function toIssuer({ issuer, missing }: IssuerView): billing.Issuer {
  const { paymentTermsDays, smallBusiness, ...texts } = issuer;
  return {
    ...texts,
    ...(paymentTermsDays !== null && { payment_terms_days: paymentTermsDays }),
    small_business: smallBusiness,
    missing,
  };
}

/** Fields present change; absent stay (proto3 optional). */
function changesOf(fields: billing.IssuerFields__Output | null | undefined): IssuerChanges {
  const changes: IssuerChanges = {};
  if (!fields) return changes;
  for (const field of ISSUER_TEXT_FIELDS) {
    const value = fields[field];
    if (value !== undefined) changes[field] = value;
  }
  if (fields.payment_terms_days) changes.paymentTermsDays = fields.payment_terms_days.value ?? null;
  if (fields.small_business !== undefined) changes.smallBusiness = fields.small_business;
  return changes;
}

const profileOf = (company: billing.Company__Output | null | undefined) =>
  company ? { name: company.name, email: company.email, currency: company.currency, language: company.language } : undefined;

export function issuerHandlers(db: Db): IssuerHandlers {
  return {
    async SetIssuer(request, context: CallContext) {
      return toIssuer(await setIssuer(db, context, changesOf(request.fields), profileOf(request.profile)));
    },
    async GetIssuer(request, context: CallContext) {
      return toIssuer(await getIssuer(db, context.managerId, profileOf(request.profile)));
    },
  };
}
