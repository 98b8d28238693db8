// Checks deploy/grafana/venue-dashboard.json: it parses, is importable (schemaVersion, uid, a
// DS_PROMETHEUS datasource variable every panel and query uses, unique panel ids and refIds),
// and every metric name its PromQL queries use is one the services export: the names below
// (histograms also as _bucket/_count/_sum), each of the project's own also still defined in the
// sources (a `name: '<metric>'` under packages/ or services/), so renaming a metric breaks CI.
//   node deploy/ci/grafana-dashboard.mjs [dashboard.json]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const file = process.argv[2] ?? path.join(repo, 'deploy/grafana/venue-dashboard.json');

// The project's metrics (name -> type), as issue #12 lists them.
const own = {
  http_request_duration_seconds: 'histogram',
  grpc_server_handling_seconds: 'histogram',
  rate_limit_refusals_total: 'counter',
  outbox_backlog_events: 'gauge',
  outbox_oldest_event_age_seconds: 'gauge',
  events_consumer_lag: 'gauge',
  events_redelivered_total: 'counter',
  events_processed_total: 'counter',
  document_numbers_issued_total: 'counter',
  billing_booking_facts_per_statement: 'histogram',
  billing_automation_events_per_transaction: 'histogram',
  db_pool_connections: 'gauge',
  webhook_attempts_total: 'counter',
  webhook_deliveries_pending: 'gauge',
  webhook_oldest_pending_seconds: 'gauge',
};
// prom-client's default metrics (collectDefaultMetrics, prom-client 15).
const defaults = [
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_heap_bytes',
  'process_open_fds',
  'process_max_fds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_min_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_stddev_seconds',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p90_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_heap_size_total_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_heap_space_size_total_bytes',
  'nodejs_heap_space_size_used_bytes',
  'nodejs_heap_space_size_available_bytes',
  'nodejs_version_info',
  'nodejs_gc_duration_seconds_bucket',
  'nodejs_gc_duration_seconds_count',
  'nodejs_gc_duration_seconds_sum',
  // Prometheus' own series of every target.
  'up',
  'scrape_duration_seconds',
  'scrape_samples_scraped',
];
const series = new Map(); // series name -> the project's metric it belongs to (or null)
for (const [name, type] of Object.entries(own)) {
  if (type === 'histogram')
    for (const suffix of ['_bucket', '_count', '_sum']) series.set(name + suffix, name);
  else series.set(name, name);
}
for (const name of defaults) series.set(name, null);

const problems = [];
let dashboard;
try {
  dashboard = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`${file}: ${error.message}`);
  process.exit(1);
}

// Importable: the fields Grafana needs, one datasource variable that everything points at.
if (typeof dashboard.schemaVersion !== 'number' || dashboard.schemaVersion < 36)
  problems.push(`schemaVersion ${dashboard.schemaVersion}: expected a number >= 36`);
if (!dashboard.title || !/^[a-zA-Z0-9_-]{1,40}$/.test(dashboard.uid ?? ''))
  problems.push('title and uid required');
const variable = dashboard.templating?.list?.find((v) => v.name === 'DS_PROMETHEUS');
if (variable?.type !== 'datasource' || variable.query !== 'prometheus')
  problems.push('no DS_PROMETHEUS datasource variable of type prometheus');
const usesVariable = (ds) => ds?.uid === '${DS_PROMETHEUS}' && ds?.type === 'prometheus';

const panels = [];
for (const panel of dashboard.panels ?? []) {
  panels.push(panel);
  panels.push(...(panel.panels ?? []));
}
const ids = new Set();
const queries = [];
for (const panel of panels) {
  const where = `panel ${panel.id} "${panel.title}"`;
  if (!Number.isInteger(panel.id) || ids.has(panel.id)) problems.push(`${where}: id missing or repeated`);
  ids.add(panel.id);
  const grid = panel.gridPos ?? {};
  if (![grid.h, grid.w, grid.x, grid.y].every(Number.isInteger) || grid.x + grid.w > 24)
    problems.push(`${where}: bad gridPos`);
  if (panel.type === 'row') continue;
  if (!usesVariable(panel.datasource)) problems.push(`${where}: datasource is not \${DS_PROMETHEUS}`);
  if (!Array.isArray(panel.targets) || panel.targets.length === 0) problems.push(`${where}: no queries`);
  const refIds = new Set();
  for (const target of panel.targets ?? []) {
    if (!target.refId || refIds.has(target.refId)) problems.push(`${where}: refId missing or repeated`);
    refIds.add(target.refId);
    if (target.datasource && !usesVariable(target.datasource))
      problems.push(`${where}: query ${target.refId} datasource is not \${DS_PROMETHEUS}`);
    if (typeof target.expr !== 'string' || !target.expr.trim())
      problems.push(`${where}: query ${target.refId} has no expr`);
    else queries.push({ where: `${where} ${target.refId}`, expr: target.expr });
  }
}
if (panels.filter((p) => p.type !== 'row').length === 0) problems.push('no panels');

/** The metric names a PromQL expression selects (not functions, labels, keywords or durations). */
function metricNames(expr) {
  let rest = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""') // strings
    .replace(/\$\{[^}]*\}|\$[a-zA-Z_]\w*/g, '') // Grafana variables
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges and subqueries
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // label lists
  rest = rest.replace(/\b(offset|@)\s*[-+]?[0-9a-z.]+/g, '');
  const keywords = new Set([
    'by',
    'without',
    'on',
    'ignoring',
    'group_left',
    'group_right',
    'bool',
    'and',
    'or',
    'unless',
    'offset',
    'inf',
    'nan',
  ]);
  const names = [];
  for (const match of rest.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*(?=\s*(\()?)/g)) {
    if (match[1]) continue; // a function call
    const before = rest[match.index - 1];
    if (before && /[0-9.]/.test(before)) continue; // part of a number like 1e3
    if (keywords.has(match[0].toLowerCase())) continue;
    names.push(match[0]);
  }
  return names;
}

const used = new Set();
for (const { where, expr } of queries) {
  const names = metricNames(expr);
  if (names.length === 0) problems.push(`${where}: selects no metric: ${expr}`);
  for (const name of names) {
    if (!series.has(name)) problems.push(`${where}: unknown metric ${name}`);
    used.add(name);
  }
}

// The project's metrics the dashboard uses must still be defined under those names.
function sources(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'test') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sources(full));
    else if (/\.ts$/.test(entry) && !/\.test\.ts$/.test(entry)) found.push(full);
  }
  return found;
}
const code = ['packages', 'services']
  .flatMap((dir) => sources(path.join(repo, dir)))
  .map((f) => readFileSync(f, 'utf8'));
for (const metric of new Set([...used].map((name) => series.get(name)).filter(Boolean))) {
  if (!code.some((text) => text.includes(`name: '${metric}'`)))
    problems.push(`metric ${metric} is not defined in packages/ or services/ any more (renamed?)`);
}
const missing = Object.keys(own).filter((metric) => ![...used].some((name) => series.get(name) === metric));
if (missing.length > 0) problems.push(`the dashboard shows none of: ${missing.join(', ')}`);

for (const problem of problems) console.log(`  dashboard: ${problem}`);
console.log(
  `  dashboard: ${panels.length} panels, ${queries.length} queries, ${used.size} metric names (${[...used].sort().join(', ')}); ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
