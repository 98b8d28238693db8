// A Kysely query built and compiled once, then run with new values. Building a query (parsing
// references, creating and freezing its nodes) and compiling it to SQL cost more CPU than the
// round trip to Postgres for the short hot reads; their SQL is the same on every call, only the
// values differ. The query is built once with stand-ins for its values, which Kysely passes
// through as parameters; each call puts its own values where the stand-ins came out.
import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';

/** Stands for the nth value of the query while it is compiled. */
class StandIn {
  constructor(readonly index: number) {}
}

type Parameter = { value: number } | { constant: unknown };

/** A Kysely instance or transaction: what runs a compiled query. */
interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * A query of `arity` values, built by `build` (with any executor: only its dialect matters) on the
 * first call and compiled once. Every value must be used as a parameter (a comparison, an insert
 * value, a limit), not read by the builder's own code: that is checked when it is compiled.
 */
export function compiledOnce<Executor extends QueryRunner, Values extends unknown[], Row>(
  arity: Values['length'],
  build: (db: Executor, ...values: Values) => Compilable<Row>,
): (db: Executor, ...values: Values) => Promise<QueryResult<Row>> {
  let compiled: { sql: string; parameters: Parameter[] } | undefined;
  return async (db, ...values) => {
    if (compiled === undefined) {
      const standIns = Array.from({ length: arity }, (_, index) => new StandIn(index)) as unknown as Values;
      const query = build(db, ...standIns).compile();
      const parameters = query.parameters.map((p): Parameter =>
        p instanceof StandIn ? { value: p.index } : { constant: p },
      );
      const used = new Set(parameters.flatMap((p) => ('value' in p ? [p.value] : [])));
      if (used.size !== arity)
        throw new Error(`compiledOnce: ${arity - used.size} of the ${arity} values are not query parameters`);
      compiled = { sql: query.sql, parameters };
    }
    const parameters = compiled.parameters.map((p) => ('value' in p ? values[p.value] : p.constant));
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
  };
}
