// This service's release, from its package.json (semver; CHANGELOG.md says what each one changed):
// every gRPC answer carries it as x-service-version, health checks included.
import manifest from '../package.json' with { type: 'json' };

export const SERVICE_VERSION: string = manifest.version;
