export * from './nats.ts';
export * from './outbox.ts';
export * from './relay.ts';
export * from './consumer.ts';
export * from './open-bus.ts';
