// A gRPC server standing in for a peer service in a test: the test gives the handlers, this
// serves them on a free loopback address (ports.ts) until stopped.
import * as grpc from '@grpc/grpc-js';
import { freeAddress } from './ports.ts';

export interface StandInServer {
  address: string;
  stop(): void;
}

export interface StandInService {
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
}

export function startStandInServer(
  definition: grpc.ServiceDefinition,
  implementation: grpc.UntypedServiceImplementation,
): Promise<StandInServer> {
  return startStandInServices([{ definition, implementation }]);
}

/** Several stand-ins on one server (one address), as absent-services.ts needs. */
export async function startStandInServices(services: StandInService[]): Promise<StandInServer> {
  const server = new grpc.Server();
  for (const { definition, implementation } of services) server.addService(definition, implementation);
  const address = await freeAddress();
  await new Promise<number>((resolve, reject) =>
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
  );
  return { address, stop: () => server.forceShutdown() };
}
