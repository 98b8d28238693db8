// The trace and request an event belongs to, carried from the producer's transaction through the outbox
// and the NATS headers to the consumer (with tracing off, only the request id).
import { context, propagation, trace, SpanKind, type Context, type Link, type Span, type SpanOptions } from '@opentelemetry/api';
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

function inSpan<T>(name: string, options: SpanOptions, parent: Context, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

const messaging = (subject: string) => ({ 'messaging.system': 'nats', 'messaging.destination.name': subject });

/** Runs `publish` in a producer span of the stored trace, passing it the headers: traceparent, request id. */
export function inPublishSpan<T>(
  subject: string,
  stored: MessageContext,
  publish: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const options = { kind: SpanKind.PRODUCER, attributes: messaging(subject) };
  return inSpan(`${subject} publish`, options, contextOf(stored.traceparent), () => {
    const headers: Record<string, string> = {};
    propagation.inject(context.active(), headers);
    if (stored.requestId) headers[REQUEST_ID_HEADER] = stored.requestId;
    return publish(headers);
  });
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
  const options = { kind: SpanKind.CONSUMER, links, attributes: messaging(subject) };
  return inSpan(`${subject} process`, options, parent, (span) => work((error) => failSpan(span, error)));
}

function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: 2 /* ERROR */, message: error instanceof Error ? error.message : String(error) });
}
