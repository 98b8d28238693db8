// The chart's own promises, checked on its rendered output:
//   helm template ... | node deploy/ci/k8s-validate/chart-rules.mjs [label] [--metrics off]
// every Deployment's containers have liveness and readiness probes and CPU/memory requests and
// limits, run non-root with a read-only root filesystem and no capabilities; every Deployment has
// a PodDisruptionBudget selecting its pods; billing is deployed; every Deployment has its own
// migration Job (a pre-install/pre-upgrade hook) that runs its image and migrates its schema alone
// with the admin URL, while the Deployment connects with another key (its role's URL). Observability (metrics are expected on, the chart's default,
// unless --metrics off): every gRPC service container has a `metrics` port that its METRICS_PORT
// and its Service's `metrics` port name, and every pod carries the prometheus.io scrape
// annotations pointing at the port that serves /metrics (with --metrics off: none of these and no
// ServiceMonitor); every ServiceMonitor selects exactly one Service and names ports it has, and
// when there are ServiceMonitors every Service is monitored; every container has
// OTEL_SERVICE_NAME; the grace period covers the preStop sleep, SHUTDOWN_DELAY_MS and 10 s; every
// gRPC peer address is dns:/// of a headless Service.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const metricsOn = flag('--metrics') !== 'off';
const label = args[0] ?? 'manifests';
const objects = parseAllDocuments(readFileSync(0, 'utf8'))
  .map((d) => d.toJS())
  .filter(Boolean);
const problems = [];
const of = (kind) => objects.filter((o) => o.kind === kind);
const selects = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

const deployments = of('Deployment');
for (const deployment of deployments) {
  const name = deployment.metadata.name;
  const pod = deployment.spec.template;
  for (const container of pod.spec.containers) {
    const where = `${name}/${container.name}`;
    if (!container.livenessProbe) problems.push(`${where}: no livenessProbe`);
    if (!container.readinessProbe) problems.push(`${where}: no readinessProbe`);
    for (const part of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (!container.resources?.[part]?.[resource]) problems.push(`${where}: no ${part}.${resource}`);
      }
    }
    const security = { ...pod.spec.securityContext, ...container.securityContext };
    if (security.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not true`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${where}: root filesystem is writable`);
    if (!container.securityContext?.capabilities?.drop?.includes('ALL'))
      problems.push(`${where}: capabilities not dropped`);
  }
  const budget = of('PodDisruptionBudget').find((pdb) =>
    selects(pdb.spec.selector.matchLabels, pod.metadata.labels),
  );
  if (!budget) problems.push(`${name}: no PodDisruptionBudget selects its pods`);
}
const configMaps = new Map(of('ConfigMap').map((map) => [map.metadata.name, map.data ?? {}]));
const services = of('Service');
const monitors = of('ServiceMonitor');
for (const deployment of deployments) {
  const name = deployment.metadata.name;
  const pod = deployment.spec.template;
  const annotations = pod.metadata.annotations ?? {};
  for (const container of pod.spec.containers) {
    const where = `${name}/${container.name}`;
    const env = Object.assign(
      {},
      ...(container.envFrom ?? []).map((from) => configMaps.get(from.configMapRef?.name) ?? {}),
      Object.fromEntries((container.env ?? []).filter((e) => 'value' in e).map((e) => [e.name, e.value])),
    );
    const ports = container.ports ?? [];
    const grpc = ports.find((port) => port.name === 'grpc');
    const metricsPort = ports.find((port) => port.name === 'metrics');
    const service = services.find((svc) => selects(svc.spec.selector, pod.metadata.labels));
    if (metricsOn) {
      const served = grpc ? metricsPort : ports.find((port) => port.name === 'http');
      if (grpc && !metricsPort) problems.push(`${where}: gRPC service without a metrics port`);
      if (grpc && metricsPort && env.METRICS_PORT !== String(metricsPort.containerPort))
        problems.push(
          `${where}: METRICS_PORT ${env.METRICS_PORT} is not its metrics port ${metricsPort.containerPort}`,
        );
      if (
        grpc &&
        !service?.spec.ports.some((port) => port.name === 'metrics' && port.targetPort === 'metrics')
      )
        problems.push(`${where}: its Service has no metrics port`);
      if (annotations['prometheus.io/scrape'] !== 'true' || annotations['prometheus.io/path'] !== '/metrics')
        problems.push(`${name}: pods lack the prometheus.io scrape annotations`);
      else if (!served || annotations['prometheus.io/port'] !== String(served.containerPort))
        problems.push(
          `${name}: prometheus.io/port ${annotations['prometheus.io/port']} is not the port serving /metrics`,
        );
    } else {
      if (metricsPort || env.METRICS_PORT) problems.push(`${where}: metrics port although metrics are off`);
      if (Object.keys(annotations).some((key) => key.startsWith('prometheus.io/')))
        problems.push(`${name}: scrape annotations although metrics are off`);
    }
    if (!env.OTEL_SERVICE_NAME) problems.push(`${where}: no OTEL_SERVICE_NAME`);
    const preStop = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
    const drain = preStop + Math.ceil(Number(env.SHUTDOWN_DELAY_MS ?? 0) / 1000) + 10;
    if ((pod.spec.terminationGracePeriodSeconds ?? 30) < drain)
      problems.push(
        `${name}: terminationGracePeriodSeconds shorter than preStop + SHUTDOWN_DELAY_MS + 10 s (${drain})`,
      );
  }
  if (monitors.length > 0) {
    const service = services.find((svc) => selects(svc.spec.selector, pod.metadata.labels));
    if (
      !monitors.some(
        (monitor) => service && selects(monitor.spec.selector.matchLabels, service.metadata.labels),
      )
    )
      problems.push(`${name}: no ServiceMonitor selects its Service`);
  }
}
if (!metricsOn && monitors.length > 0) problems.push('ServiceMonitors although metrics are off');
for (const monitor of monitors) {
  const where = `ServiceMonitor/${monitor.metadata.name}`;
  const matched = services.filter((svc) => selects(monitor.spec?.selector?.matchLabels, svc.metadata.labels));
  if (matched.length !== 1) {
    problems.push(`${where}: selects ${matched.length} Services, not 1`);
    continue;
  }
  for (const endpoint of monitor.spec.endpoints ?? []) {
    if (!matched[0].spec.ports.some((port) => port.name === endpoint.port))
      problems.push(`${where}: Service/${matched[0].metadata.name} has no port ${endpoint.port}`);
  }
}
// gRPC peers are called through their headless Service (every pod's address, round robin), never a
// ClusterIP, which would pin each caller's connection to one pod.
for (const map of of('ConfigMap')) {
  for (const [variable, target] of Object.entries(map.data ?? {})) {
    if (!variable.endsWith('_ADDR') || String(target).startsWith('0.0.0.0:')) continue;
    const [, name, port] = /^dns:\/\/\/([^:]+):(\d+)$/.exec(String(target)) ?? [];
    const service = services.find((svc) => svc.metadata.name === name);
    if (!service || service.spec.clusterIP !== 'None' || !service.spec.ports.some((p) => String(p.port) === port))
      problems.push(`ConfigMap/${map.metadata.name}: ${variable} ${target} is not dns:/// of a headless Service and its port`);
  }
}
const endpoints = new Set(of('ConfigMap').map((map) => map.data?.OTEL_EXPORTER_OTLP_ENDPOINT ?? ''));
if (endpoints.size > 1)
  problems.push(`services disagree on OTEL_EXPORTER_OTLP_ENDPOINT: ${[...endpoints].join(', ')}`);
if (!deployments.some((d) => d.metadata.name.endsWith('-billing'))) problems.push('no billing Deployment');
const databaseKey = (container) => container?.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key;
for (const deployment of deployments) {
  const name = deployment.metadata.labels?.['app.kubernetes.io/component'];
  const container = deployment.spec.template.spec.containers[0];
  const job = of('Job').find((candidate) => candidate.metadata.labels?.['app.kubernetes.io/component'] === `migrate-${name}`);
  if (!job) {
    problems.push(`${name}: no migration Job of its own`);
    continue;
  }
  const hooks = (job.metadata.annotations?.['helm.sh/hook'] ?? '').split(',');
  if (!hooks.includes('pre-install') || !hooks.includes('pre-upgrade')) problems.push(`${name}: migration Job hooks ${hooks.join(',')}`);
  const migrator = job.spec.template.spec.containers[0];
  if (migrator.image !== container.image) problems.push(`${name}: migrates with ${migrator.image}, runs ${container.image}`);
  if (migrator.args?.at(-1) !== name) problems.push(`${name}: its migration Job migrates ${migrator.args?.join(' ')}`);
  if (databaseKey(container) === databaseKey(migrator)) problems.push(`${name}: connects with the migration's admin URL (${databaseKey(container)})`);
}

for (const problem of problems) console.log(`  ${label}: ${problem}`);
console.log(`  ${label}: ${deployments.length} Deployments checked, ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
