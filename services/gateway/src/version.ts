// This service's release, from its package.json (semver; CHANGELOG.md says what each one changed):
// /healthz and /readyz report it.
import manifest from '../package.json' with { type: 'json' };

export const SERVICE_VERSION: string = manifest.version;
