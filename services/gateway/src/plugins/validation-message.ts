// Ajv's errors as one plain sentence that names the parameter and what it must be:
// "booking_status must be one of live, draft, complete, cancel", "resource_id must be a whole
// number", "date_from is required", "title must be at most 255 characters". Allowed values and
// formats come from the route's own schema, so a message never drifts from the rule it reports.
import type { FastifySchemaValidationError } from 'fastify';
import { DATE_PATTERN, dateRule, DECIMAL_PATTERN, WHOLE_PATTERN } from '../schemas/common.ts';
import { PARTY_FORMAT_NOUNS } from '../schemas/party-formats.ts';

type ValidationError = FastifySchemaValidationError;
type Schema = Record<string, unknown>;

/** Where the failing value came from, as Fastify names it (error.validationContext). */
export type ValidationContext = 'body' | 'headers' | 'params' | 'querystring';

const WHOLE_VALUE: Record<string, string> = {
  body: 'the body',
  headers: 'the headers',
  params: 'the path',
  querystring: 'the query string',
};

const TYPE_NOUNS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const FORMAT_NOUNS: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  'date-time': 'a date and time (ISO 8601)',
  email: 'an email address',
  uri: 'a URL',
  url: 'a URL',
  uuid: 'a UUID',
  ...PARTY_FORMAT_NOUNS,
};

/** "/address/1/street" → "address[1].street": names as clients write them, without "body/". */
function pathName(instancePath: string, context: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (segments.length === 0) return WHOLE_VALUE[context] ?? 'the request';
  return segments
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

function childName(instancePath: string, context: string, child: string): string {
  return instancePath === '' ? child : `${pathName(instancePath, context)}.${child}`;
}

/** A segment of a schemaPath: a URI fragment (patternProperties keys arrive %-encoded). */
function pointerSegment(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not %-encoded after all: take it as it is.
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The part of a route schema a JSON pointer such as "#/properties/x/anyOf/0" points at. */
function resolve(schema: unknown, pointer: string): unknown {
  let node = schema;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[pointerSegment(raw)];
  }
  return node;
}

function parentPointer(schemaPath: string): string {
  return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}

function literal(value: unknown): string {
  return value === '' ? 'empty' : typeof value === 'string' ? value : JSON.stringify(value);
}

/** "a, b or c" */
function orList(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

function oneOfValues(values: unknown[]): string[] {
  const named = values.filter((value) => value !== '');
  const parts =
    named.length === 0
      ? []
      : named.length === 1
        ? [literal(named[0])]
        : [`one of ${named.map(literal).join(', ')}`];
  if (named.length < values.length) parts.push('empty');
  return parts;
}

function numberRange(schema: Schema): string {
  const { minimum: min, maximum: max, exclusiveMinimum: above, exclusiveMaximum: below } = schema;
  if (typeof min === 'number' && typeof max === 'number') return ` from ${min} to ${max}`;
  const parts: string[] = [];
  if (typeof min === 'number') parts.push(`of at least ${min}`);
  if (typeof above === 'number') parts.push(`greater than ${above}`);
  if (typeof max === 'number') parts.push(`${parts.length ? 'and ' : ''}of at most ${max}`);
  if (typeof below === 'number') parts.push(`${parts.length ? 'and ' : ''}less than ${below}`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/** What a plain-number schema (Whole, Decimal in schemas/common.ts) accepts, by its text pattern. */
const PLAIN_NUMBERS: Record<string, { type: string; noun: string }> = {
  [WHOLE_PATTERN]: { type: 'integer', noun: 'a whole number' },
  [DECIMAL_PATTERN]: { type: 'number', noun: 'a decimal number' },
};

/** The range rule and noun of a plain-number schema: a number as text, then a range. */
function plainNumberRule(schema: unknown): { rule: Schema; noun: string } | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const allOf = (schema as Schema).allOf;
  if (!Array.isArray(allOf) || allOf.length !== 2) return undefined;
  const [text, number] = allOf as Schema[];
  const kind = typeof text?.pattern === 'string' ? PLAIN_NUMBERS[text.pattern] : undefined;
  return kind && number?.type === kind.type ? { rule: number, noun: kind.noun } : undefined;
}

const plainNumber = ({ rule, noun }: { rule: Schema; noun: string }) => `${noun}${numberRange(rule)}`;

/**
 * A value a plain-number schema refused for not being written plainly (its text rule: the
 * pattern, or an object where text was expected): "must be a whole number from … to …" (the
 * range from the route schema; without it, "must be a whole number"). Its range rule (minimum,
 * maximum) reads as any other: "must be at least 1".
 */
function wholeMessage(error: ValidationError, name: string, schema: unknown): string | undefined {
  const textRule = /^(.*)\/allOf\/0\/(pattern|type)$/.exec(error.schemaPath);
  if (!textRule) return undefined;
  const plain = plainNumberRule(resolve(schema, textRule[1]!));
  if (plain) return `${name} must be ${plainNumber(plain)}`;
  const kind = error.keyword === 'pattern' ? PLAIN_NUMBERS[String(error.params.pattern)] : undefined;
  return kind ? `${name} must be ${kind.noun}` : undefined;
}

/** A noun phrase for what a schema accepts, for listing the alternatives of a union. */
function describe(schema: Schema): string {
  if (Array.isArray(schema.anyOf)) return alternatives(schema.anyOf as Schema[]);
  const plain = plainNumberRule(schema);
  if (plain) return plainNumber(plain);
  const type = schema.type;
  if (type === 'integer' || type === 'number') return `${TYPE_NOUNS[type]}${numberRange(schema)}`;
  if (type === 'string') {
    if (typeof schema.format === 'string')
      return FORMAT_NOUNS[schema.format] ?? `text in the format ${schema.format}`;
    if (typeof schema.pattern === 'string' && typeof schema.description === 'string')
      return schema.description;
    return typeof schema.maxLength === 'number' ? `text of at most ${schema.maxLength} characters` : 'text';
  }
  return (typeof type === 'string' && TYPE_NOUNS[type]) || 'a valid value';
}

/** The branches of a union in one phrase; literals gathered into "one of …". */
function alternatives(branches: Schema[]): string {
  const values: unknown[] = [];
  const others: string[] = [];
  for (const branch of branches) {
    if ('const' in branch) values.push(branch.const);
    else if (Array.isArray(branch.enum)) values.push(...(branch.enum as unknown[]));
    else others.push(describe(branch));
  }
  return orList([...others, ...oneOfValues(values)]);
}

/** Without the route schema: the alternatives as the branches' own errors tell them. */
function alternativesFromErrors(branchErrors: ValidationError[], unionPath: string): string {
  const lastPerBranch = new Map<string, ValidationError>();
  for (const error of branchErrors)
    lastPerBranch.set(error.schemaPath.slice(unionPath.length + 1).split('/')[0]!, error);
  const branches = [...lastPerBranch.values()].map((error): Schema => {
    if (error.keyword === 'const') return { const: error.params.allowedValue };
    if (error.keyword === 'enum') return { enum: error.params.allowedValues };
    if (error.keyword === 'type') return { type: error.params.type };
    return {};
  });
  return alternatives(branches);
}

const CONTAINER_RULES = new Set([
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

function explainUnion(
  error: ValidationError,
  earlier: ValidationError[],
  context: string,
  schema: unknown,
): string {
  const inUnion = earlier.filter((e) => e.schemaPath.startsWith(`${error.schemaPath}/`));
  // A branch that accepted the value as a list or an object and failed inside it (an item, a
  // field) or on a rule of its own (too few items, an unknown key) says more than "must be a list
  // or an object": report its own failure.
  const inside = inUnion.find(
    (e) => e.instancePath.startsWith(`${error.instancePath}/`) || CONTAINER_RULES.has(e.keyword),
  );
  if (inside) {
    const branch = `${error.schemaPath}/${inside.schemaPath.slice(error.schemaPath.length + 1).split('/')[0]}/`;
    const inBranch = inUnion.filter((e) => e.schemaPath.startsWith(branch));
    return explain(inBranch.at(-1)!, inBranch.slice(0, -1), context, schema);
  }
  const branches = resolve(schema, error.schemaPath);
  const allowed = Array.isArray(branches)
    ? alternatives(branches as Schema[])
    : alternativesFromErrors(inUnion, error.schemaPath);
  return `${pathName(error.instancePath, context)} must be ${allowed}`;
}

function explain(
  error: ValidationError,
  earlier: ValidationError[],
  context: string,
  schema: unknown,
): string {
  const name = pathName(error.instancePath, context);
  const { params } = error;
  const parent = (resolve(schema, parentPointer(error.schemaPath)) ?? {}) as Schema;
  const whole = wholeMessage(error, name, schema);
  if (whole) return whole;
  if (error.keyword === 'pattern' && params.pattern === DATE_PATTERN) return dateRule(name);
  switch (error.keyword) {
    case 'anyOf':
      return explainUnion(error, earlier, context, schema);
    case 'oneOf':
      if (params.passingSchemas == null) return explainUnion(error, earlier, context, schema);
      break;
    case 'required':
      return `${childName(error.instancePath, context, String(params.missingProperty))} is required`;
    case 'type':
      return `${name} must be ${orList(
        String(params.type)
          .split(',')
          .map((type) => TYPE_NOUNS[type] ?? type),
      )}`;
    case 'const':
      return `${name} must be ${literal(params.allowedValue)}`;
    case 'enum':
      return `${name} must be ${orList(oneOfValues(params.allowedValues as unknown[]))}`;
    case 'minimum':
      return `${name} must be at least ${params.limit}`;
    case 'maximum':
      return `${name} must be at most ${params.limit}`;
    case 'exclusiveMinimum':
      return `${name} must be greater than ${params.limit}`;
    case 'exclusiveMaximum':
      return `${name} must be less than ${params.limit}`;
    case 'multipleOf':
      return `${name} must be a multiple of ${params.multipleOf}`;
    case 'minLength':
      return params.limit === 1
        ? `${name} must not be empty`
        : `${name} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${name} must be at most ${params.limit} characters`;
    case 'pattern':
      return typeof parent.description === 'string'
        ? `${name} must be: ${parent.description}`
        : `${name} must match the pattern ${params.pattern}`;
    case 'format':
      return `${name} must be ${FORMAT_NOUNS[String(params.format)] ?? `in the format ${params.format}`}`;
    case 'minItems':
      return `${name} must have at least ${params.limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'maxItems':
      return `${name} must have at most ${params.limit} items`;
    case 'minProperties':
      return `${name} must have at least ${params.limit} ${params.limit === 1 ? 'entry' : 'entries'}`;
    case 'maxProperties':
      return `${name} must have at most ${params.limit} entries`;
    case 'uniqueItems':
      return `${name} must not contain the same item twice`;
    case 'additionalProperties':
      return error.instancePath === ''
        ? `unknown parameter ${params.additionalProperty}`
        : `${name} has an unknown key ${params.additionalProperty}`;
    case 'propertyNames':
      return `${name} has an invalid key ${params.propertyName}`;
  }
  return `${name} ${error.message ?? 'is invalid'}`;
}

/**
 * One sentence for a failed validation. With allErrors off (Fastify's default) Ajv stops at the
 * first failing rule, so the last error is that rule; the ones before it are the branches of a
 * union that failed on the way. `routeSchema` is the schema of the failing part (body, query…).
 */
export function validationMessage(
  errors: readonly ValidationError[],
  context: string,
  routeSchema?: unknown,
): string {
  const root = errors.at(-1);
  if (!root) return 'the request is invalid';
  return explain(root, errors.slice(0, -1), context, routeSchema);
}
