// The chart's own promises, checked on its rendered output:
//   helm template ... | node deploy/ci/k8s-validate/chart-rules.mjs [label]
// every Deployment's containers have liveness and readiness probes and CPU/memory requests and
// limits, run non-root with a read-only root filesystem and no capabilities; every Deployment has
// a PodDisruptionBudget selecting its pods; billing is deployed; the migrations run as a
// pre-install/pre-upgrade hook Job.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const label = process.argv[2] ?? 'manifests';
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
if (!deployments.some((d) => d.metadata.name.endsWith('-billing'))) problems.push('no billing Deployment');
const migration = of('Job').find((job) => job.metadata.name.endsWith('-migrate'));
const hooks = (migration?.metadata.annotations?.['helm.sh/hook'] ?? '').split(',');
if (!migration) problems.push('no migration Job');
else if (!hooks.includes('pre-install') || !hooks.includes('pre-upgrade'))
  problems.push(`migration Job hooks: ${hooks.join(',')}`);

for (const problem of problems) console.log(`  ${label}: ${problem}`);
console.log(`  ${label}: ${deployments.length} Deployments checked, ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
