// One trace per request across HTTP, gRPC, SQL and NATS: a booking_add under invoice automation
// produces the gateway's spans, the bookings call and its calls to resources and customers, their
// SQL, the outbox publish and billing's consumer, which invoices the booking, all in the trace of
// the HTTP request; the consumer's span is also linked to the publish. Log lines carry the ids.
// Tracing must start before pg, grpc-js, ioredis and http load, hence the dynamic import below.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '@venue/platform/telemetry';

const exporter = new InMemorySpanExporter();
await startTracing({ serviceName: 'venue-test', exporter, immediate: true });
const { autoInvoicingVenue, book, eventually, expectOk, newManager, startTestStack } =
  await import('@venue/testing');

let stack: Awaited<ReturnType<typeof startTestStack>>;

before(async () => {
  stack = await startTestStack({ captureServiceLogs: true });
});
after(async () => {
  await stack?.stop();
});

const path = (span: ReadableSpan) =>
  String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '');

test('one booking_add: gateway → bookings → resources/customers → SQL → outbox → billing consumer in one trace', async () => {
  const venue = await autoInvoicingVenue(stack);
  exporter.reset();

  const bookingId = await book(venue);
  // The automatic invoice is billing's work on the booking's event.
  await eventually('the automatic invoice', async () => {
    const invoices = expectOk(await venue.m.get('/api/v2/invoice_list')) as unknown[];
    return invoices.length === 1 ? true : undefined;
  });

  const spans = exporter.getFinishedSpans();
  const request = spans.find(
    (span) => span.kind === SpanKind.SERVER && path(span).startsWith('/api/v2/booking_add'),
  );
  assert.ok(request, `an HTTP server span of booking_add among ${spans.map((s) => s.name).join(', ')}`);
  const { traceId } = request.spanContext();
  const trace = await eventually('the consumer span', async () => {
    const inTrace = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    return inTrace.some((span) => span.name === 'venue.bookings.booking.created process')
      ? inTrace
      : undefined;
  });
  const names = trace.map((span) => span.name);
  const has = (what: string, match: (span: ReadableSpan) => boolean) =>
    assert.ok(trace.some(match), `${what} in the trace: ${names.join(', ')}`);

  has('the HTTP server span', (span) => span === request);
  has("Fastify's request span", (span) => span.instrumentationScope.name === '@fastify/otel');
  has(
    'the bookings call, client side',
    (span) => span.kind === SpanKind.CLIENT && /BookingsService\/AddBooking/.test(span.name),
  );
  has(
    'the bookings call, server side',
    (span) => span.kind === SpanKind.SERVER && /BookingsService\/AddBooking/.test(span.name),
  );
  has(
    'a call of bookings to resources',
    (span) => span.kind === SpanKind.SERVER && /ResourcesService\//.test(span.name),
  );
  has('a call to customers', (span) => span.kind === SpanKind.SERVER && /CustomersService\//.test(span.name));
  has('SQL', (span) => span.name.startsWith('pg.query'));
  has('Redis (the rate limit)', (span) => span.instrumentationScope.name.includes('ioredis'));
  const publish = trace.find((span) => span.name === 'venue.bookings.booking.created publish');
  assert.ok(publish, `the outbox publish in the trace: ${names.join(', ')}`);
  assert.equal(publish.kind, SpanKind.PRODUCER);
  const consume = trace.find((span) => span.name === 'venue.bookings.booking.created process')!;
  assert.equal(consume.kind, SpanKind.CONSUMER);
  assert.equal(
    consume.parentSpanContext?.spanId,
    publish.spanContext().spanId,
    'the consumer span is a child of the publish',
  );
  assert.deepEqual(
    consume.links.map((link) => link.context.spanId),
    [publish.spanContext().spanId],
    'and linked to it',
  );
  // The consumer's own work (reading the booking, numbering the invoice) hangs under it.
  const underConsumer = trace.filter(
    (span) => span.parentSpanContext?.spanId === consume.spanContext().spanId,
  );
  assert.ok(underConsumer.length > 0, 'spans under the consumer span');
  // Billing's answer about the invoice goes back as an event of the same trace too.
  has("billing's invoice event", (span) => span.name === 'venue.billing.invoice.approved publish');
  assert.ok(bookingId > 0);
});

test('log lines of the gateway and the services carry the request id and the trace id', async () => {
  const m = await newManager(stack);
  exporter.reset();
  // NUL in a name: customers refuses it and logs why (at info), inside the call.
  const answer = await m.post(
    '/api/v2/customer_add',
    { first_name: 'A\u0000da' },
    { headers: { 'x-request-id': 'trace-log-test-1' } },
  );
  assert.equal(answer.status, 400);
  assert.equal(answer.headers.get('x-request-id'), 'trace-log-test-1');
  const server = exporter
    .getFinishedSpans()
    .find((span) => span.kind === SpanKind.SERVER && path(span).startsWith('/api/v2/customer_add'));
  assert.ok(server);
  const { traceId } = server.spanContext();
  const lines = (logs: string[]) =>
    logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.request_id === 'trace-log-test-1');
  const gatewayLines = lines(stack.gatewayLogs);
  assert.ok(gatewayLines.length > 0, 'the gateway logged the request');
  assert.ok(
    gatewayLines.every((line) => line.trace_id === traceId),
    'with its trace id',
  );
  const customersLines = lines(stack.serviceLogs).filter((line) => line.service === 'customers');
  assert.ok(customersLines.length > 0, 'customers logged its refusal with the request id');
  assert.ok(
    customersLines.every((line) => line.trace_id === traceId && typeof line.span_id === 'string'),
    'and the trace id',
  );
});
