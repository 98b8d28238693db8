// A statement that Kysely builds and compiles once, at its first call; every later call binds its
// own values to the same text by position. Only for statements whose text does not vary with their
// values (those sent `named`): each value must reach the statement as a bound parameter.
// Speed: GetResource is the read the gateway makes when it cannot reuse a resource's detail, and
// building its query (three correlated subqueries) took a fifth to a third of the resources
// service's CPU per call: bench 'read', resources' CPU per GetResource 0.50 → 0.41 and 0.60 → 0.43 ms
// without catalog reuse, 0.36 → 0.30 and 0.52 → 0.36 ms called directly (−17 to −30 %, runs
// alternated at equal gauges; bench/REPORT.md, forty-fifth session).
import type { CompiledQuery, Compilable } from 'kysely';

/** Where a compiled parameter comes from: the call's argument at this index, or a constant of the text. */
type Slot = { argument: number } | { constant: unknown };

/**
 * `build(executor, ...args)` compiled once with a marker for each argument; the markers' places in
 * the parameters tell where each call's arguments go. A parameter that is no marker is a constant of
 * the statement (the same in every call).
 */
export function compiledOnce<E, A extends unknown[], R>(
  build: (executor: E, ...args: A) => Compilable<R>,
): (executor: E, ...args: A) => CompiledQuery<R> {
  let template: { compiled: CompiledQuery<R>; slots: Slot[] } | undefined;
  return (executor, ...args) => {
    if (!template) {
      const markers = args.map((_, index) => ({ argument: index }));
      const compiled = build(executor, ...(markers as unknown as A)).compile();
      const slots = compiled.parameters.map((parameter): Slot => {
        const argument = markers.indexOf(parameter as (typeof markers)[number]);
        return argument >= 0 ? { argument } : { constant: parameter };
      });
      // An argument turned into something else on its way (String(date), a literal) would be bound as
      // a constant of the first call: refused, as every argument must arrive as itself.
      const unbound = markers.findIndex((marker) => !compiled.parameters.includes(marker));
      if (unbound >= 0) throw new Error(`compiledOnce: argument ${unbound} is not a parameter of the statement`);
      template = { compiled, slots };
    }
    const { compiled, slots } = template;
    return { ...compiled, parameters: slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant)) };
  };
}
