// Every condition classifyError maps, and what each becomes on the gRPC wire (toGrpcStatus) and
// back (fromGrpcError). Plain objects shaped like node, node-postgres and grpc-js errors: no
// server needed (infrastructure-errors.test.ts provokes the same conditions for real).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { stdSerializers } from 'pino';
import {
  classifyError,
  conflict,
  DomainError,
  fromGrpcError,
  INVALID_TEXT_MESSAGE,
  TIMEOUT_MESSAGE,
  toGrpcStatus,
  UNAVAILABLE_MESSAGE,
} from '@venue/platform';

/** An Error with the code (and message) a driver would give it. */
function failure(code: string | undefined, message = 'boom'): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

function serviceError(code: status, details = ''): ServiceError {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata: new Metadata() });
}

const unavailable: [string, Error][] = [
  ...[
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EPIPE',
  ].map((code): [string, Error] => [`node ${code}`, failure(code, `connect ${code} 127.0.0.1:5432`)]),
  ...['08000', '08001', '08003', '08004', '08006', '08P01'].map((code): [string, Error] => [
    `SQLSTATE ${code} (class 08)`,
    failure(code),
  ]),
  ['SQLSTATE 57P01 admin_shutdown', failure('57P01', 'terminating connection due to administrator command')],
  ['SQLSTATE 57P02 crash_shutdown', failure('57P02')],
  ['SQLSTATE 57P03 cannot_connect_now', failure('57P03', 'the database system is starting up')],
  ['SQLSTATE 57P04 database_dropped', failure('57P04')],
  ['SQLSTATE 57P05 idle_session_timeout', failure('57P05')],
  ['SQLSTATE 53300 too_many_connections', failure('53300', 'sorry, too many clients already')],
  ['pg: Connection terminated unexpectedly', failure(undefined, 'Connection terminated unexpectedly')],
  [
    'pg: Connection terminated due to connection timeout',
    failure(undefined, 'Connection terminated due to connection timeout'),
  ],
  ['pg-pool: connect timeout', failure(undefined, 'timeout exceeded when trying to connect')],
  [
    'pg: client not queryable',
    failure(undefined, 'Client has encountered a connection error and is not queryable'),
  ],
  ['pg-pool: ended pool', failure(undefined, 'Cannot use a pool after calling end on the pool')],
  [
    'AggregateError of refused addresses',
    new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')], ''),
  ],
  ['a wrapper whose cause is a lost connection', new Error('query failed', { cause: failure('57P01') })],
];

const invalidText: [string, Error][] = [
  [
    'SQLSTATE 22021 character_not_in_repertoire',
    failure('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
  ],
  ['SQLSTATE 22P05 untranslatable_character', failure('22P05', 'unsupported Unicode escape sequence')],
  ['the NUL message without a code', failure(undefined, 'invalid byte sequence for encoding "UTF8": 0x00')],
];

describe('classifyError', () => {
  for (const [name, error] of unavailable) {
    test(`${name} → unavailable`, () => {
      const known = classifyError(error);
      assert.ok(known instanceof DomainError);
      assert.equal(known.kind, 'unavailable');
      assert.equal(known.message, UNAVAILABLE_MESSAGE);
      assert.equal(known.cause, error, 'the original stays as the cause, for the log');
    });
  }

  for (const [name, error] of invalidText) {
    test(`${name} → invalid, naming the rule`, () => {
      const known = classifyError(error);
      assert.equal(known?.kind, 'invalid');
      assert.equal(known.message, INVALID_TEXT_MESSAGE);
    });
  }

  test('SQLSTATE 57014 query_canceled (statement_timeout) → timeout', () => {
    const known = classifyError(failure('57014', 'canceling statement due to statement timeout'));
    assert.equal(known?.kind, 'timeout');
    assert.equal(known.message, TIMEOUT_MESSAGE);
  });

  test('a DomainError is its own classification', () => {
    const error = conflict('taken');
    assert.equal(classifyError(error), error);
  });

  test('bugs and codes with a domain meaning are left alone', () => {
    for (const error of [
      new TypeError('x is undefined'),
      new Error('boom'),
      failure('23505', 'duplicate key value violates unique constraint'), // the owning service names it
      failure('23P01', 'conflicting key value violates exclusion constraint'),
      failure('42P01', 'relation "nope" does not exist'),
      failure('EACCES'),
      'a string',
      undefined,
      null,
      { code: 14 }, // a numeric gRPC status is fromGrpcError's business
    ]) {
      assert.equal(classifyError(error), undefined, String((error as Error)?.message ?? error));
    }
  });

  test('a cycle of causes ends', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    assert.equal(classifyError(a), undefined);
  });
});

describe('toGrpcStatus', () => {
  test('a lost database connection is UNAVAILABLE, not INTERNAL', () => {
    assert.deepEqual(toGrpcStatus(failure('ECONNREFUSED')), {
      code: status.UNAVAILABLE,
      details: UNAVAILABLE_MESSAGE,
    });
    assert.deepEqual(toGrpcStatus(failure('57P01')), {
      code: status.UNAVAILABLE,
      details: UNAVAILABLE_MESSAGE,
    });
  });

  test('invalid text is INVALID_ARGUMENT', () => {
    assert.deepEqual(toGrpcStatus(failure('22021')), {
      code: status.INVALID_ARGUMENT,
      details: INVALID_TEXT_MESSAGE,
    });
  });

  test('a statement timeout, or a peer that timed out, is DEADLINE_EXCEEDED', () => {
    assert.deepEqual(toGrpcStatus(failure('57014')), {
      code: status.DEADLINE_EXCEEDED,
      details: TIMEOUT_MESSAGE,
    });
    assert.deepEqual(toGrpcStatus(new DomainError('timeout', TIMEOUT_MESSAGE)), {
      code: status.DEADLINE_EXCEEDED,
      details: TIMEOUT_MESSAGE,
    });
  });

  test('anything else stays INTERNAL with its text hidden', () => {
    assert.deepEqual(toGrpcStatus(new TypeError('secret detail')), {
      code: status.INTERNAL,
      details: 'internal error',
    });
  });
});

describe('fromGrpcError', () => {
  test('DEADLINE_EXCEEDED → timeout with a clear message', () => {
    const error = fromGrpcError(serviceError(status.DEADLINE_EXCEEDED, 'Deadline exceeded after 5.001s'));
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, TIMEOUT_MESSAGE);
  });

  test('UNAVAILABLE and CANCELLED → unavailable, without transport details; the log names them', () => {
    for (const code of [status.UNAVAILABLE, status.CANCELLED]) {
      const cause = serviceError(code, 'No connection established. Last error: connect ECONNREFUSED 127.0.0.1:50051');
      const error = fromGrpcError(cause);
      assert.equal(error.kind, 'unavailable');
      assert.equal(error.message, UNAVAILABLE_MESSAGE);
      // Kept as the cause, which pino's err serializer appends to the logged message.
      assert.equal(error.cause, cause);
      assert.equal(stdSerializers.err(error).message, `${UNAVAILABLE_MESSAGE}: ${cause.message}`);
    }
    const timeout = serviceError(status.DEADLINE_EXCEEDED, 'Deadline exceeded after 2.001s');
    assert.equal(fromGrpcError(timeout).cause, timeout);
  });

  test('a broken HTTP/2 stream or session (INTERNAL made by grpc-js) → unavailable; a service’s INTERNAL stays internal', () => {
    for (const code of [status.INTERNAL, status.UNKNOWN]) {
      const broken = fromGrpcError(
        serviceError(
          code,
          'Received RST_STREAM with code 2 triggered by internal client error: Session closed with error code 2',
        ),
      );
      assert.equal(broken.kind, 'unavailable');
      assert.equal(broken.message, UNAVAILABLE_MESSAGE);
    }
    const ours = fromGrpcError(
      serviceError(toGrpcStatus(new Error('a bug')).code, toGrpcStatus(new Error('a bug')).details),
    );
    assert.equal(ours.kind, 'internal');
    assert.equal(ours.message, 'internal error');
  });

  test('INVALID_ARGUMENT keeps the service’s message', () => {
    const error = fromGrpcError(serviceError(status.INVALID_ARGUMENT, INVALID_TEXT_MESSAGE));
    assert.equal(error.kind, 'invalid');
    assert.equal(error.message, INVALID_TEXT_MESSAGE);
  });
});

describe('DomainError stacks', () => {
  const frames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).length;

  test('an answer to the client (a taken slot, a bad parameter) carries its message and no frames', () => {
    for (const kind of ['invalid', 'not_found', 'conflict', 'refused', 'exhausted', 'too_large', 'unauthenticated'] as const) {
      const error = new DomainError(kind, 'the slot is taken');
      assert.equal(frames(error), 0, kind);
      assert.equal(error.stack, 'DomainError: the slot is taken');
      assert.equal(error.message, 'the slot is taken');
      assert.equal(error.kind, kind);
      assert.ok(error instanceof DomainError && error instanceof Error);
    }
  });

  test("a service's own failure keeps its stack for the logs, and the cause its own", () => {
    for (const kind of ['unavailable', 'timeout', 'internal'] as const) assert.ok(frames(new DomainError(kind, 'down')) > 0, kind);
    const cause = new Error('connection refused');
    const classified = classifyError(Object.assign(cause, { code: 'ECONNREFUSED' }));
    assert.equal(classified?.kind, 'unavailable');
    assert.equal(classified?.cause, cause);
    assert.ok(frames(cause) > 0);
  });

  test('an outcome classified from a driver error has no frames, and its cause keeps its own', () => {
    const cause = failure('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
    const classified = classifyError(cause);
    assert.equal(classified?.kind, 'invalid');
    assert.equal(frames(classified!), 0);
    assert.equal(classified?.cause, cause);
    assert.ok(frames(cause) > 0);
  });

  test('the process-wide stack limit is left as it was', () => {
    const before = Error.stackTraceLimit;
    conflict('taken');
    new DomainError('internal', 'bug');
    assert.equal(Error.stackTraceLimit, before);
    // Also when making the error throws (a message that cannot become a string).
    const unprintable = { toString: () => { throw new Error('no text'); } } as unknown as string;
    assert.throws(() => new DomainError('conflict', unprintable), /no text/);
    assert.equal(Error.stackTraceLimit, before);
    assert.ok(frames(new Error('plain')) > 0);
  });
});
