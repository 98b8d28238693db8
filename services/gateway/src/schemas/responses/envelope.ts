// The v2 envelope (spec 2.1, 7) as response schemas: {data, total, success true} on 200 and
// {data: message, total 0, success false} on every 4xx and 5xx (plugins/envelope.ts).
import { Type, type TProperties, type TSchema } from 'typebox';
import { Exact, Id } from './formats.ts';

export const Failure = Exact(
  {
    data: Type.String({ minLength: 1, description: 'what went wrong, in plain words' }),
    total: Type.Unsafe<0>({ type: 'integer', enum: [0] }),
    success: Type.Literal(false),
  },
  { description: 'Failure: the envelope with success false and the message in data' },
);

/** The success envelope around data; extra members (free_text_fields) follow success. */
export function Ok<T extends TSchema, E extends TProperties>(
  data: T,
  description: string,
  extra: E = {} as E,
) {
  return Exact(
    {
      data,
      total: Type.Integer({ minimum: 0, description: 'number of records covered by the call' }),
      success: Type.Literal(true),
      ...extra,
    },
    { description },
  );
}

/** The answers of a route: its successes by status, and the failure envelope on 4xx and 5xx. */
export function responses(byStatus: Record<number, TSchema>): Record<string, TSchema> {
  return { ...byStatus, '4xx': Failure, '5xx': Failure };
}

/** {id, message}: what the write endpoints answer for each record written. */
export const WriteResult = Exact({ id: Id, message: Type.String({ minLength: 1 }) });
