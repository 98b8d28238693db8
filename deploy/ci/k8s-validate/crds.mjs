// Explicit structural checks of the custom resources the chart renders, which kubernetes-models
// does not know (it covers the built-in API only). Closed world like the tsc check of validate.mjs:
// an unknown (misspelled) field at any level the chart writes is an error. Cross-references are
// checked against the other rendered objects.
//   ServiceMonitor (monitoring.coreos.com/v1, Prometheus Operator): apiVersion, kind,
//   metadata.name/labels, spec.selector.matchLabels selecting at least one rendered Service, and
//   spec.endpoints[].port naming a port every selected Service has.
// (@kubernetes-models/prometheus-operator would give the full schema; not a dependency here.)

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_NAME =
  /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
// monitoring.coreos.com/v1 Duration (the operator's CRD pattern).
const DURATION =
  /^(0|(([0-9]+)y)?(([0-9]+)w)?(([0-9]+)d)?(([0-9]+)h)?(([0-9]+)m)?(([0-9]+)s)?(([0-9]+)ms)?)$/;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function closed(object, allowed, where, problems) {
  if (!isObject(object)) {
    problems.push(`${where}: expected an object`);
    return false;
  }
  for (const key of Object.keys(object)) {
    if (!allowed.includes(key)) problems.push(`${where}.${key}: unknown field`);
  }
  return true;
}

function labelMap(map, where, problems, { nonEmpty = false } = {}) {
  if (!isObject(map)) {
    problems.push(`${where}: expected a map of labels`);
    return;
  }
  if (nonEmpty && Object.keys(map).length === 0) problems.push(`${where}: empty`);
  for (const [key, value] of Object.entries(map)) {
    if (!LABEL_NAME.test(key) || key.split('/').pop().length > 63)
      problems.push(`${where}: bad label name ${key}`);
    if (typeof value !== 'string' || value.length > 63 || !LABEL_VALUE.test(value))
      problems.push(`${where}.${key}: bad label value ${JSON.stringify(value)}`);
  }
}

function seconds(duration) {
  const units = { y: 31536000, w: 604800, d: 86400, h: 3600, m: 60, s: 1, ms: 0.001 };
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/([0-9]+)(ms|y|w|d|h|m|s)/g))
    total += Number(amount) * units[unit];
  return total;
}

const selects = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

function serviceMonitor(object, all) {
  const problems = [];
  closed(object, ['apiVersion', 'kind', 'metadata', 'spec'], 'ServiceMonitor', problems);
  if (closed(object.metadata, ['name', 'namespace', 'labels', 'annotations'], 'metadata', problems)) {
    const { name, labels, annotations } = object.metadata;
    if (typeof name !== 'string' || name.length > 253 || !DNS_SUBDOMAIN.test(name))
      problems.push(`metadata.name: ${JSON.stringify(name)} is not a DNS subdomain`);
    if (labels !== undefined) labelMap(labels, 'metadata.labels', problems);
    if (annotations !== undefined && !Object.values(annotations ?? {}).every((v) => typeof v === 'string'))
      problems.push('metadata.annotations: values must be strings');
  }
  const spec = object.spec;
  const specFields = [
    'selector',
    'endpoints',
    'namespaceSelector',
    'jobLabel',
    'targetLabels',
    'podTargetLabels',
    'sampleLimit',
    'targetLimit',
    'attachMetadata',
    'scrapeClass',
  ];
  if (!closed(spec, specFields, 'spec', problems)) return problems;
  let matched = [];
  if (closed(spec.selector, ['matchLabels', 'matchExpressions'], 'spec.selector', problems)) {
    if (spec.selector.matchExpressions !== undefined)
      problems.push('spec.selector.matchExpressions: not checked, use matchLabels');
    labelMap(spec.selector.matchLabels, 'spec.selector.matchLabels', problems, { nonEmpty: true });
    const namespace = object.metadata?.namespace;
    matched = all.filter(
      (other) =>
        other.kind === 'Service' &&
        other.apiVersion === 'v1' &&
        (other.metadata?.namespace ?? namespace) === namespace &&
        selects(spec.selector.matchLabels, other.metadata?.labels),
    );
    if (matched.length === 0)
      problems.push(
        `spec.selector.matchLabels ${JSON.stringify(spec.selector.matchLabels)} selects no rendered Service`,
      );
  }
  if (spec.namespaceSelector !== undefined)
    closed(spec.namespaceSelector, ['any', 'matchNames'], 'spec.namespaceSelector', problems);
  if (!Array.isArray(spec.endpoints) || spec.endpoints.length === 0) {
    problems.push('spec.endpoints: expected a non-empty list');
    return problems;
  }
  const endpointFields = [
    'port',
    'targetPort',
    'path',
    'scheme',
    'interval',
    'scrapeTimeout',
    'honorLabels',
    'honorTimestamps',
    'params',
    'relabelings',
    'metricRelabelings',
    'tlsConfig',
    'authorization',
    'basicAuth',
    'bearerTokenSecret',
    'oauth2',
    'followRedirects',
    'enableHttp2',
    'filterRunning',
    'proxyUrl',
  ];
  spec.endpoints.forEach((endpoint, index) => {
    const where = `spec.endpoints[${index}]`;
    if (!closed(endpoint, endpointFields, where, problems)) return;
    if (typeof endpoint.port !== 'string' || endpoint.port === '') {
      problems.push(`${where}.port: expected the name of a Service port`);
    } else {
      for (const service of matched) {
        if (!(service.spec?.ports ?? []).some((port) => port.name === endpoint.port))
          problems.push(`${where}.port: Service/${service.metadata.name} has no port named ${endpoint.port}`);
      }
    }
    if (endpoint.path !== undefined && !/^\//.test(endpoint.path))
      problems.push(`${where}.path: must start with /`);
    if (endpoint.scheme !== undefined && !['http', 'https', 'HTTP', 'HTTPS'].includes(endpoint.scheme))
      problems.push(`${where}.scheme: ${endpoint.scheme}`);
    for (const field of ['interval', 'scrapeTimeout']) {
      if (
        endpoint[field] !== undefined &&
        (typeof endpoint[field] !== 'string' || !DURATION.test(endpoint[field]))
      )
        problems.push(`${where}.${field}: ${JSON.stringify(endpoint[field])} is not a duration`);
    }
    if (
      typeof endpoint.interval === 'string' &&
      typeof endpoint.scrapeTimeout === 'string' &&
      seconds(endpoint.scrapeTimeout) > seconds(endpoint.interval)
    )
      problems.push(`${where}.scrapeTimeout: longer than interval`);
    if (endpoint.honorLabels !== undefined && typeof endpoint.honorLabels !== 'boolean')
      problems.push(`${where}.honorLabels: expected a boolean`);
  });
  return problems;
}

/** "apiVersion/kind" -> (object, every rendered object) => problems (empty: valid). */
export const structuralCheckers = {
  'monitoring.coreos.com/v1/ServiceMonitor': serviceMonitor,
};
