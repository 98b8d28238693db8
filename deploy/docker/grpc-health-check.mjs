// Container healthcheck for the gRPC services (docker compose): one grpc.health.v1.Health/Check
// call, exit 0 only when the answer is SERVING; prints the version that answered (x-service-version). Kubernetes uses its native gRPC probe instead;
// the image has no grpc_health_probe binary, and this needs nothing beyond @grpc/grpc-js.
//   node deploy/docker/grpc-health-check.mjs [address=127.0.0.1:50051] [service='']
import * as grpc from '@grpc/grpc-js';

const address = process.argv[2] ?? '127.0.0.1:50051';
const service = process.argv[3] ?? '';
const timeoutMs = 3000;

// The two messages are tiny, so they are encoded by hand instead of loading health.proto:
// HealthCheckRequest { string service = 1 }, HealthCheckResponse { ServingStatus status = 1 },
// where SERVING = 1 arrives as the bytes 0x08 0x01.
const name = Buffer.from(service, 'utf8');
const request = name.length === 0 ? Buffer.alloc(0) : Buffer.concat([Buffer.from([0x0a, name.length]), name]);

const client = new grpc.Client(address, grpc.credentials.createInsecure());
let version = 'unknown';
const call = client.makeUnaryRequest(
  '/grpc.health.v1.Health/Check',
  (message) => message,
  (bytes) => bytes,
  request,
  { deadline: Date.now() + timeoutMs },
  (error, response) => {
    client.close();
    if (error) {
      console.error(`health check of ${address} failed: ${error.message}`);
      process.exit(1);
    }
    const serving = response.length === 2 && response[0] === 0x08 && response[1] === 0x01;
    if (!serving)
      console.error(`${address} is not serving (response ${response.toString('hex') || 'empty'})`);
    else console.log(`${address} serving, version ${version}`);
    process.exit(serving ? 0 : 1);
  },
);
call.on('metadata', (metadata) => (version = String(metadata.get('x-service-version')[0] ?? 'unknown')));
