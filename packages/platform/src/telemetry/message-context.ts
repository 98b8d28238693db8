// The trace and request an event belongs to, carried from the producer's transaction through the
// outbox and the NATS message headers to the consumer. With tracing off only the request id
// travels (the OpenTelemetry API is then a no-op and yields no traceparent).
import {
  context,
  propagation,
  trace,
  SpanKind,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { currentRequestId, REQUEST_ID_HEADER } from '../request-scope.ts';

export interface MessageContext {
  traceparent: string | null;
  requestId: string | null;
}

const tracer = trace.getTracer('venue-events');

/** The active trace and request, to store with an outbox row. */
export function captureMessageContext(): MessageContext {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return { traceparent: carrier.traceparent ?? null, requestId: currentRequestId() ?? null };
}

/** The producer context a stored traceparent names (the root context when there is none). */
function contextOf(traceparent: string | null | undefined): Context {
  return traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
}

/**
 * Runs `publish` in a producer span that continues the stored trace; `publish` gets the headers to
 * send: the traceparent of that span and the request id.
 */
export function inPublishSpan<T>(
  subject: string,
  stored: MessageContext,
  publish: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    `${subject} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    },
    contextOf(stored.traceparent),
    async (span) => {
      const headers: Record<string, string> = {};
      propagation.inject(context.active(), headers);
      if (stored.requestId) headers[REQUEST_ID_HEADER] = stored.requestId;
      try {
        return await publish(headers);
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * Runs a consumer's work in a span that is a child of, and linked to, the producer's span named
 * by the message's traceparent header: a booking's invoice hangs under the booking's trace. The
 * work gets `fail` to mark the span failed when it handles a failure itself (nak, not throw).
 */
export function inProcessSpan<T>(
  subject: string,
  traceparent: string | undefined,
  work: (fail: (error: unknown) => void) => Promise<T>,
): Promise<T> {
  const parent = contextOf(traceparent);
  const producer = trace.getSpanContext(parent);
  const links: Link[] = producer ? [{ context: producer }] : [];
  return tracer.startActiveSpan(
    `${subject} process`,
    {
      kind: SpanKind.CONSUMER,
      links,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
    },
    parent,
    async (span) => {
      try {
        return await work((error) => failSpan(span, error));
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: 2 /* ERROR */, message: error instanceof Error ? error.message : String(error) });
}
