// This service's release, from its package.json (semver; CHANGELOG.md says what each one changed):
// gRPC health answers carry it as x-service-version.
import manifest from '../package.json' with { type: 'json' };

export const SERVICE_VERSION: string = manifest.version;
