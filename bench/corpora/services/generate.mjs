#!/usr/bin/env node
// Services corpus (held-out): the platform team's drive of a mid-sized online retailer, "Ardent Retail Group" — 50
// internal services (microservices, databases, queues, caches, dashboards), 8 owning teams, 10 Kubernetes clusters,
// 5 infrastructure vendors, and a few background documents.
//   node bench/corpora/services/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "services-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: uptime over the last 90 days in percent (a page saying "0.9995" holds 99.95), p95
// latency in milliseconds (a page saying "0.12 s" holds 120), memory limits in MiB with the drive's binary
// convention (README.txt: "1 GB = 1024 MB"; "2 GB", "2 GiB", "2Gi", "2048 MB" all hold 2048), cluster RAM in GiB
// ("1.5 TB" holds 1536), monthly cost and vendors' annual spend in the currency the page states (EUR, GBP or USD,
// never converted; "$1.24M" holds 1,240,000), tier as a number (critical = 1, standard = 2, low = 3), dates ISO,
// versions as text without a leading "v", Kubernetes versions as their minor release ("v1.29.4" holds "1.29").
// Links: service → team (lead, headcount, office city and country, Slack channel, founded), service → cluster
// (provider, region, city, country, nodes, vCPUs, RAM, Kubernetes version, commissioned), cluster → vendor (country,
// contract renewal, annual spend, support level), service → dependencies (other services). Service pages never state
// the team's office or the cluster's provider, region or country.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  isoDate,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('services-v1');

const COMPANY = 'Ardent Retail Group';
const DRIVE = 'Platform Engineering';

// ------------------------------------------------------------------ vendors
const VENDORS = [
  { name: 'AWS', long: 'Amazon Web Services', country: 'United States', renewal: '2025-09-30', spend: 1240000, cur: 'USD', support: 'Enterprise', manager: 'Kyle Brennan' },
  { name: 'Google Cloud', long: 'Google Cloud Platform', country: 'United States', renewal: '2026-01-31', spend: 415000, cur: 'USD', support: 'Enhanced', manager: 'Priya Raman' },
  { name: 'Microsoft Azure', long: 'Microsoft Azure', country: 'United States', renewal: '2025-06-30', spend: 362000, cur: 'USD', support: 'Professional Direct', manager: 'Laura Whitcombe' },
  { name: 'Hetzner', long: 'Hetzner Online GmbH', country: 'Germany', renewal: '2025-12-31', spend: 88400, cur: 'EUR', support: 'Standard', manager: 'Stefan Kuhn' },
  { name: 'OVHcloud', long: 'OVHcloud', country: 'France', renewal: '2025-04-15', spend: 131500, cur: 'EUR', support: 'Business', manager: 'Camille Girard' },
];
const vendor = (n) => VENDORS.find((v) => v.name === n);

// ------------------------------------------------------------------ clusters
const CLUSTERS = [
  { name: 'kestrel', provider: 'AWS', region: 'eu-central-1', city: 'Frankfurt', country: 'Germany', nodes: 24, vcpu: 16, ramPer: 64, k8s: '1.29.4', commissioned: '2021-03-15' },
  { name: 'heron', provider: 'AWS', region: 'eu-west-1', city: 'Dublin', country: 'Ireland', nodes: 18, vcpu: 8, ramPer: 32, k8s: '1.28.9', commissioned: '2020-11-02' },
  { name: 'osprey', provider: 'AWS', region: 'us-east-1', city: 'Ashburn', country: 'United States', nodes: 12, vcpu: 16, ramPer: 64, k8s: '1.30.1', commissioned: '2023-05-22' },
  { name: 'merlin', provider: 'Google Cloud', region: 'europe-west4', city: 'Eemshaven', country: 'Netherlands', nodes: 30, vcpu: 8, ramPer: 32, k8s: '1.29.6', commissioned: '2022-01-10' },
  { name: 'plover', provider: 'Google Cloud', region: 'europe-west3', city: 'Frankfurt', country: 'Germany', nodes: 9, vcpu: 32, ramPer: 128, k8s: '1.27.13', commissioned: '2019-09-01' },
  { name: 'curlew', provider: 'Microsoft Azure', region: 'uksouth', city: 'London', country: 'United Kingdom', nodes: 14, vcpu: 8, ramPer: 64, k8s: '1.28.5', commissioned: '2022-08-30' },
  { name: 'tern', provider: 'Microsoft Azure', region: 'westeurope', city: 'Amsterdam', country: 'Netherlands', nodes: 6, vcpu: 16, ramPer: 64, k8s: '1.30.0', commissioned: '2024-02-12' },
  { name: 'egret', provider: 'Hetzner', region: 'fsn1', city: 'Falkenstein', country: 'Germany', nodes: 20, vcpu: 16, ramPer: 96, k8s: '1.27.8', commissioned: '2020-04-20' },
  { name: 'wren', provider: 'Hetzner', region: 'hel1', city: 'Helsinki', country: 'Finland', nodes: 10, vcpu: 12, ramPer: 64, k8s: '1.29.2', commissioned: '2023-10-05' },
  { name: 'falcon', provider: 'OVHcloud', region: 'gra7', city: 'Gravelines', country: 'France', nodes: 14, vcpu: 24, ramPer: 128, k8s: '1.28.11', commissioned: '2021-07-19' },
].map((c) => ({ ...c, vcpus: c.nodes * c.vcpu, ram: c.nodes * c.ramPer, minor: c.k8s.split('.').slice(0, 2).join('.') }));

// ------------------------------------------------------------------ teams
const TEAMS = [
  { name: 'Payments', lead: 'Jonas Keller', headcount: 11, city: 'Berlin', country: 'Germany', slack: '#team-payments', founded: 2016, cur: 'EUR', cc: 'CC-4101' },
  { name: 'Identity', lead: 'Femke de Vries', headcount: 7, city: 'Amsterdam', country: 'Netherlands', slack: '#identity', founded: 2018, cur: 'EUR', cc: 'CC-4102' },
  { name: 'Storefront', lead: 'Grace Okafor', headcount: 14, city: 'London', country: 'United Kingdom', slack: '#storefront-eng', founded: 2015, cur: 'GBP', cc: 'CC-2201' },
  { name: 'Search', lead: 'Will Hartley', headcount: 6, city: 'London', country: 'United Kingdom', slack: '#search-team', founded: 2019, cur: 'GBP', cc: 'CC-2202' },
  { name: 'Data Platform', lead: 'Miriam Schulte', headcount: 9, city: 'Berlin', country: 'Germany', slack: '#data-platform', founded: 2017, cur: 'EUR', cc: 'CC-4103' },
  { name: 'Logistics', lead: 'Tiago Ferreira', headcount: 8, city: 'Lisbon', country: 'Portugal', slack: '#logistics-dev', founded: 2020, cur: 'EUR', cc: 'CC-5101' },
  { name: 'Observability', lead: 'Dana Brooks', headcount: 5, city: 'Austin', country: 'United States', slack: '#o11y', founded: 2021, cur: 'USD', cc: 'CC-7101' },
  { name: 'Growth', lead: 'Marcus Reid', headcount: 12, city: 'Austin', country: 'United States', slack: '#growth-eng', founded: 2019, cur: 'USD', cc: 'CC-7102' },
];
const team = (n) => TEAMS.find((t) => t.name === n);

// ------------------------------------------------------------------ the 50 services [name, team, kind, runtime]
const SERVICES = [
  ['billing-api', 'Payments', 'microservice', 'Java'],
  ['Ledger DB', 'Payments', 'database', 'PostgreSQL'],
  ['payment-gateway', 'Payments', 'microservice', 'Go'],
  ['fraud-scorer', 'Payments', 'microservice', 'Python'],
  ['invoice-renderer', 'Payments', 'microservice', 'Kotlin'],
  ['refund-worker', 'Payments', 'microservice', 'Go'],
  ['payouts-queue', 'Payments', 'queue', 'RabbitMQ'],
  ['auth-service', 'Identity', 'microservice', 'Go'],
  ['Session Cache', 'Identity', 'cache', 'Redis'],
  ['user-profile-api', 'Identity', 'microservice', 'Kotlin'],
  ['sso-bridge', 'Identity', 'microservice', 'Java'],
  ['Identity DB', 'Identity', 'database', 'PostgreSQL'],
  ['mfa-sender', 'Identity', 'microservice', 'Node.js'],
  ['checkout-web', 'Storefront', 'microservice', 'Node.js'],
  ['cart-api', 'Storefront', 'microservice', 'Go'],
  ['catalog-api', 'Storefront', 'microservice', 'Java'],
  ['image-resizer', 'Storefront', 'microservice', 'Rust'],
  ['pricing-engine', 'Storefront', 'microservice', 'Kotlin'],
  ['promo-service', 'Storefront', 'microservice', 'Python'],
  ['Product DB', 'Storefront', 'database', 'MySQL'],
  ['search-api', 'Search', 'microservice', 'Go'],
  ['indexer', 'Search', 'microservice', 'Rust'],
  ['Search Index', 'Search', 'database', 'OpenSearch'],
  ['query-suggest', 'Search', 'microservice', 'Python'],
  ['ranking-model', 'Search', 'microservice', 'Python'],
  ['Event Bus', 'Data Platform', 'queue', 'Kafka'],
  ['warehouse-loader', 'Data Platform', 'microservice', 'Python'],
  ['Metrics DB', 'Data Platform', 'database', 'ClickHouse'],
  ['etl-scheduler', 'Data Platform', 'microservice', 'Python'],
  ['lake-gateway', 'Data Platform', 'microservice', 'Go'],
  ['reporting-api', 'Data Platform', 'microservice', 'Java'],
  ['cdc-connector', 'Data Platform', 'microservice', 'Java'],
  ['Insights', 'Data Platform', 'dashboard', 'Node.js'],
  ['shipping-api', 'Logistics', 'microservice', 'Java'],
  ['warehouse-sync', 'Logistics', 'microservice', 'Go'],
  ['Compass', 'Logistics', 'microservice', 'Rust'],
  ['tracking-webhooks', 'Logistics', 'microservice', 'Node.js'],
  ['Inventory DB', 'Logistics', 'database', 'PostgreSQL'],
  ['label-printer', 'Logistics', 'microservice', 'Python'],
  ['Lighthouse', 'Observability', 'dashboard', 'Grafana'],
  ['alert-router', 'Observability', 'microservice', 'Go'],
  ['log-shipper', 'Observability', 'microservice', 'Rust'],
  ['tracing-collector', 'Observability', 'microservice', 'Go'],
  ['Beacon', 'Observability', 'dashboard', 'Node.js'],
  ['recommendations', 'Growth', 'microservice', 'Python'],
  ['email-sender', 'Growth', 'microservice', 'Node.js'],
  ['Campaign Queue', 'Growth', 'queue', 'RabbitMQ'],
  ['referral-api', 'Growth', 'microservice', 'Node.js'],
  ['experiment-hub', 'Growth', 'microservice', 'Kotlin'],
  ['newsletter-worker', 'Growth', 'microservice', 'Python'],
];
// services that are deprecated (chosen by hand: old, being replaced)
const DEPRECATED = new Set(['invoice-renderer', 'sso-bridge', 'promo-service', 'etl-scheduler', 'label-printer', 'newsletter-worker']);
// services in PCI scope (they touch card data)
const PCI = new Set(['billing-api', 'Ledger DB', 'payment-gateway', 'fraud-scorer', 'refund-worker', 'payouts-queue', 'checkout-web', 'cart-api', 'Session Cache', 'auth-service']);
const MEMORY = [256, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192];
// clusters a team's services run on (weighted towards its region)
const TEAM_CLUSTERS = {
  Payments: ['kestrel', 'kestrel', 'egret', 'plover'],
  Identity: ['merlin', 'tern', 'kestrel'],
  Storefront: ['curlew', 'curlew', 'heron', 'kestrel'],
  Search: ['curlew', 'heron', 'falcon'],
  'Data Platform': ['egret', 'plover', 'wren', 'falcon'],
  Logistics: ['falcon', 'heron', 'wren'],
  Observability: ['osprey', 'merlin', 'wren'],
  Growth: ['osprey', 'osprey', 'merlin'],
};

const services = SERVICES.map(([name, tm, kind, runtime], i) => {
  const t = team(tm);
  const infra = kind !== 'microservice';
  const tier = PCI.has(name) ? r.pick([1, 1, 1, 2]) : r.weighted([[1, 2], [2, 5], [3, 3]]);
  const deprecated = DEPRECATED.has(name);
  const tierF = deprecated ? 3 : tier;
  const uptimeH = tierF === 1 ? r.int(9985, 9999) : tierF === 2 ? r.int(9940, 9996) : r.int(9850, 9980); // hundredths of a percent
  const p95 = kind === 'database' ? r.int(3, 45) : kind === 'cache' ? r.int(1, 6) : kind === 'queue' ? r.int(6, 40) : kind === 'dashboard' ? r.int(30, 140) * 10 : r.int(3, 48) * 10 + r.pick([0, 0, 5, 2]);
  const memory = kind === 'database' ? r.pick([4096, 6144, 8192]) : kind === 'cache' ? r.pick([2048, 3072, 4096]) : r.pick(MEMORY.slice(0, 8));
  const replicas = kind === 'database' ? r.int(1, 3) : kind === 'dashboard' ? r.int(1, 2) : r.int(2, 12);
  const cost = Math.max(90, Math.round(((replicas * memory) / 1024) * r.float(38, 95) / 10) * 10 + (infra ? r.int(20, 90) * 10 : 0));
  const onCall = tierF === 1 ? true : tierF === 2 ? r.chance(0.55) : r.chance(0.15);
  const cluster = r.pick(TEAM_CLUSTERS[tm]);
  const major = r.int(0, 4);
  const version = kind === 'microservice' || kind === 'dashboard' ? (r.chance(0.25) ? `${major + 1}.${r.int(0, 9)}` : `${major}.${r.int(1, 24)}.${r.int(0, 9)}`) : `${r.int(1, 3)}.${r.int(0, 12)}.${r.int(0, 5)}`;
  const day = deprecated ? r.int(0, 150) : r.int(120, 300); // days after 2024-06-01
  const d = new Date(Date.UTC(2024, 5, 1) + day * 86400000);
  const lastDeploy = isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  return { i, name, team: t, kind, runtime, tier: tierF, uptime: uptimeH / 100, uptimeH, p95, memory, replicas, cost, cur: t.cur, onCall, deprecated, pci: PCI.has(name), cluster: CLUSTERS.find((c) => c.name === cluster), version, lastDeploy, deps: [] };
});
// dependencies: microservices and dashboards depend on 0–3 others (own team's stores first, then shared services)
{
  const byName = new Map(services.map((s) => [s.name, s]));
  const shared = ['auth-service', 'Event Bus', 'Session Cache', 'catalog-api', 'billing-api'];
  for (const s of services) {
    if (s.kind !== 'microservice' && s.kind !== 'dashboard') continue;
    const own = services.filter((o) => o.team === s.team && o !== s && o.kind !== 'microservice' && o.kind !== 'dashboard');
    const pool = [...own, ...own, ...services.filter((o) => o.team === s.team && o !== s && o.kind === 'microservice'), ...shared.map((n) => byName.get(n)).filter((o) => o !== s)];
    const n = r.weighted([[0, 2], [1, 4], [2, 4], [3, 2]]);
    const deps = [];
    for (let j = 0; j < 12 && deps.length < n; j++) {
      const o = r.pick(pool);
      if (!deps.includes(o.name) && !o.deps.includes(s.name)) deps.push(o.name);
    }
    s.deps = deps;
  }
  byName.get('Lighthouse').deps = ['Metrics DB'];
  byName.get('Insights').deps = ['Metrics DB', 'reporting-api'];
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const dePage = (s) => s.german; // German labels and wording
const deNum = (s) => s.team.city === 'Berlin'; // decimal commas (every Berlin service)
const KIND_TEXT = {
  microservice: ['Microservice', 'Service', 'Backend service'],
  database: ['Database', 'Datastore', 'DB'],
  queue: ['Message queue', 'Message broker', 'Queue'],
  cache: ['Cache', 'In-memory cache', 'Cache'],
  dashboard: ['Dashboard', 'Web dashboard', 'Dashboard'],
};
const KIND_DE = { microservice: 'Microservice', database: 'Datenbank', queue: 'Warteschlange', cache: 'Cache', dashboard: 'Dashboard' };
const RUNTIME_TEXT = {
  Go: ['Go 1.22', 'Golang', 'Go'],
  Java: ['Java 21', 'Java 17 (Spring Boot)', 'Java'],
  Kotlin: ['Kotlin (JVM 21)', 'Kotlin', 'Kotlin 1.9'],
  Python: ['Python 3.12', 'Python', 'Python 3.11'],
  'Node.js': ['Node.js 20', 'TypeScript on Node.js 20', 'Node.js'],
  Rust: ['Rust 1.77', 'Rust', 'Rust'],
  PostgreSQL: ['PostgreSQL 15', 'PostgreSQL 16', 'PostgreSQL'],
  MySQL: ['MySQL 8.0', 'MySQL', 'MySQL 8.0'],
  Redis: ['Redis 7.2', 'Redis', 'Redis 7.2'],
  Kafka: ['Apache Kafka 3.6', 'Kafka', 'Apache Kafka'],
  RabbitMQ: ['RabbitMQ 3.13', 'RabbitMQ', 'RabbitMQ 3.12'],
  Grafana: ['Grafana 10.4', 'Grafana', 'Grafana 10.4'],
  ClickHouse: ['ClickHouse 24.3', 'ClickHouse', 'ClickHouse 24.3'],
  OpenSearch: ['OpenSearch 2.11', 'OpenSearch', 'OpenSearch 2.11'],
};
/** The runtime as the page writes it; always contains the canonical name. */
const runtimeText = (s, k) => RUNTIME_TEXT[s.runtime][k % 3];
function versionText(s, k) {
  return k % 4 === 1 ? `v${s.version}` : s.version;
}
function uptimeText(s, k) {
  const p = (s.uptimeH / 100).toFixed(2);
  if (deNum(s)) return [`${comma(p)} %`, `${comma(p)}%`][k % 2];
  return [`${p}%`, `${p} %`, `${p}% (90 days)`][k % 3];
}
const uptimeFraction = (s) => (s.uptimeH / 10000).toFixed(4);
function latencyText(s, k) {
  if (k % 4 === 3) return `${deNum(s) ? comma(String(s.p95 / 1000)) : s.p95 / 1000} s`;
  return [`${s.p95} ms`, `${s.p95}ms`, `p95 ${s.p95} ms`][k % 4];
}
/** → the memory limit as the page writes it (canonical MiB, binary convention). */
function memoryText(s, k) {
  const m = s.memory;
  if (m >= 1024 && m % 512 === 0) {
    const g = m / 1024;
    const gs = deNum(s) ? comma(String(g)) : String(g);
    return [`${gs} GiB`, `${g}Gi`, `${gs} GB`, `${m} MB`, `${m} MiB`][k % 5];
  }
  return [`${m} MiB`, `${m}Mi`, `${m} MB`][k % 3];
}
const deGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
function costText(s, k) {
  const c = s.cost;
  if (s.cur === 'GBP') return [`£${group(c)}`, `GBP ${group(c)} per month`, `£${group(c)}/mo`][k % 3];
  if (s.cur === 'USD') return [`$${group(c)}`, `USD ${group(c)}`, `$${group(c)}.00 / month`][k % 3];
  if (deNum(s)) return [`${deGroup(c)},00 €`, `€ ${deGroup(c)}`, `EUR ${deGroup(c)},00 / Monat`][k % 3];
  return [`€${group(c)}`, `EUR ${group(c)} / month`, `${group(c)} € per month`][k % 3];
}
function tierText(s, k) {
  if (dePage(s)) return [`Stufe ${s.tier}`, ['kritisch', 'standard', 'niedrig'][s.tier - 1]][k % 2];
  return [String(s.tier), `Tier ${s.tier}`, ['critical', 'standard', 'low'][s.tier - 1], `T${s.tier}`][k % 4];
}
function dateText(s, k) {
  if (dePage(s)) {
    const [y, m, d] = s.lastDeploy.split('-').map(Number);
    const MON = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
    return [`${d}. ${MON[m - 1]} ${y}`, fmtDate(s.lastDeploy, 'dotted')][k % 2];
  }
  return fmtDate(s.lastDeploy, ['iso', 'long', 'us', 'short', 'dotted'][k % 5]);
}
const onCallRow = (s, k) =>
  dePage(s)
    ? ['Rufbereitschaft', s.onCall ? 'ja' : 'nein']
    : [
        ['On-call rotation', s.onCall ? 'Yes' : 'No'],
        ['Best effort only', s.onCall ? 'No' : 'Yes'],
        ['24/7 on-call', s.onCall ? '✓' : '✗'],
        ['Support model', s.onCall ? 'On-call rotation (24/7)' : 'Best effort, business hours'],
        ['Paged out of hours', s.onCall ? 'Y' : 'N'],
      ][k % 5];
const deprecatedRow = (s, k) =>
  dePage(s)
    ? ['Veraltet', s.deprecated ? 'ja' : 'nein']
    : [
        ['Deprecated', s.deprecated ? 'Yes' : 'No'],
        ['Lifecycle', s.deprecated ? 'Deprecated' : 'Active'],
        ['Actively maintained', s.deprecated ? 'No' : 'Yes'],
        ['Deprecated?', s.deprecated ? '✓' : '✗'],
      ][(k + 1) % 4];
const pciRow = (s, k) =>
  dePage(s)
    ? ['PCI-relevant', s.pci ? 'ja' : 'nein']
    : [
        ['PCI scope', s.pci ? '✓' : '✗'],
        ['PCI-DSS in scope', s.pci ? 'Yes' : 'No'],
        ['Out of PCI scope', s.pci ? 'No' : 'Yes'],
        ['Handles card data', s.pci ? 'Y' : 'N'],
      ][(k + 2) % 4];
const L = (s, k, en, ger) => (dePage(s) ? ger : en[k % en.length]);
const listText = (xs, k, none) => (xs.length ? xs.join([', ', ' · ', '; '][k % 3]) : none);

function pageStates(s, k) {
  return { kind: dePage(s) ? KIND_DE[s.kind] : KIND_TEXT[s.kind][k % 3], runtime: runtimeText(s, k), version: versionText(s, k), uptime: uptimeText(s, k), p95: latencyText(s, k),
    memory: memoryText(s, k), replicas: String(s.replicas), cost: costText(s, k), tier: tierText(s, k), date: dateText(s, k) };
}

function specRows(s, st, k) {
  return [
    [L(s, k, ['Service', 'Name', 'Service name', 'Component'], 'Dienst'), s.name],
    [L(s, k, ['Type', 'Kind', 'Component type'], 'Art'), st.kind],
    [L(s, k, ['Owning team', 'Owner', 'Team', 'Owned by'], 'Team'), s.team.name],
    [L(s, k, ['Cluster', 'Runs on', 'Deployed to', 'Hosting cluster', 'K8s cluster'], 'Cluster'), s.cluster.name],
    [L(s, k, ['Language / runtime', 'Runtime', 'Stack', 'Language', 'Tech'], 'Laufzeit'), st.runtime],
    [L(s, k, ['Current version', 'Version', 'Release', 'Deployed version'], 'Version'), st.version],
    [L(s, k, ['Tier', 'Criticality', 'Service tier', 'Business criticality'], 'Kritikalität'), st.tier],
    [L(s, k, ['Uptime (last 90 days)', 'Availability (90 d)', '90-day uptime', 'Uptime'], 'Verfügbarkeit (90 Tage)'), st.uptime],
    [L(s, k, ['p95 latency', 'Latency (p95)', '95th percentile latency', 'P95'], 'p95-Latenz'), st.p95],
    [L(s, k, ['Memory limit', 'Memory', 'RAM limit', 'Mem limit (per pod)'], 'Speicherlimit'), st.memory],
    [L(s, k, ['Replicas', 'Instances', 'Pod count', 'Replica count'], 'Replikate'), st.replicas],
    [L(s, k, ['Monthly cost', 'Cost per month', 'Run cost (monthly)', 'Spend / month'], 'Monatliche Kosten'), st.cost],
    onCallRow(s, k),
    deprecatedRow(s, k),
    pciRow(s, k),
    [L(s, k, ['Dependencies', 'Depends on', 'Upstream dependencies', 'Calls'], 'Abhängigkeiten'), listText(s.deps, k, dePage(s) ? 'keine' : ['none', '—', 'None'][k % 3])],
    [L(s, k, ['Last deploy', 'Last deployed', 'Most recent release', 'Deployed on'], 'Letztes Deployment'), st.date],
  ];
}
function serviceProse(s, st, k) {
  if (dePage(s)) return [[`${s.name} gehört dem Team ${s.team.name}.`, `${s.name} läuft mit ${s.replicas} Replikaten auf dem Cluster ${s.cluster.name}.`][k % 2]];
  const opts = [
    `${s.name} is owned by the ${s.team.name} team.`,
    `${s.name} currently runs ${s.replicas === 1 ? 'a single replica' : `${s.replicas} replicas`} on the ${s.cluster.name} cluster.`,
    `${s.name} was last deployed on ${st.date}.`,
    `${s.name} is on version ${st.version} at the moment.`,
    `Over the last 90 days ${s.name} was up ${st.uptime.replace(' (90 days)', '')} of the time.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function serviceFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'service', attr, value, unit, stated, file);
  F('kind', s.kind, '', st.kind);
  F('team', s.team.name, '', s.team.name);
  F('cluster', s.cluster.name, '', s.cluster.name);
  F('runtime', s.runtime, '', st.runtime);
  F('version', s.version, 'text', st.version);
  F('tier', s.tier, '', st.tier);
  F('uptime', s.uptime, '%', st.uptime);
  F('p95_latency', st.p95Missing ? null : s.p95, 'ms', st.p95Missing ? '' : st.p95);
  F('memory_limit', st.memoryMissing ? null : s.memory, 'MiB', st.memoryMissing ? '' : st.memory);
  F('replicas', s.replicas, '', st.replicas);
  F('monthly_cost', s.cost, s.cur, st.cost);
  F('on_call', s.onCall, 'bool', st.onCall ?? '');
  F('deprecated', s.deprecated, 'bool', st.deprecated ?? '');
  F('pci_scope', s.pci, 'bool', st.pci ?? '');
  F('dependencies', s.deps, 'list', s.deps[0] ?? '');
  F('last_deploy', s.lastDeploy, 'date', st.date);
}
const pageStated = (s, st, k) => ({ ...st, onCall: onCallRow(s, k)[1], deprecated: deprecatedRow(s, k)[1], pci: pciRow(s, k)[1] });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Storefront', tsv: 'Growth', semicolon: 'Payments', json_flat: 'Identity' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const german = services.filter((s) => s.name === 'warehouse-loader' || s.name === 'Metrics DB');
german.forEach((s) => (s.german = true));
for (const [layout, tm] of Object.entries(EXPORT)) {
  const mine = r.shuffle(services.filter((s) => s.team.name === tm)).slice(0, 4);
  mine.forEach((s) => inExport.add(s));
  assign.get(layout).push(...mine);
}
// the two German pages (Markdown bullets and plain text), Data Platform services run from Berlin
assign.get('md_bullets').push(german[0]);
assign.get('txt').push(german[1]);
german.forEach((s) => inExport.add(s));
r.shuffle(services.filter((s) => !inExport.has(s))).forEach((s, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(s));
const docTitle = (s) => `${s.name} – ${DRIVE} service catalogue`;
const svcFile = (s, ext) => `services/${slug(s.name)}.${ext}`;
let k = 0;

for (const s of assign.get('html_table')) {
  const file = svcFile(s, 'html');
  const st = pageStates(s, k);
  corpus.write(file, htmlTablePage({ title: s.name, docTitle: docTitle(s), crumbs: [DRIVE, 'Service catalogue', s.name], lead: serviceProse(s, st, k),
    sections: [{ heading: 'Service details', rows: specRows(s, st, k) }], colA: 'Field', colB: 'Value', footer: `Maintained by ${s.team.name}; edits go through the catalogue repo.` }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('html_dl')) {
  const file = svcFile(s, 'html');
  const st = pageStates(s, k);
  const rows = specRows(s, st, k);
  corpus.write(file, htmlDlPage({ title: s.name, docTitle: docTitle(s), site: `${COMPANY} · ${DRIVE}`, lead: serviceProse(s, st, k),
    sections: [{ heading: 'Overview', rows: rows.slice(0, 7) }, { heading: 'Operations', rows: rows.slice(7) }], footer: 'Page generated from the service catalogue.' }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('html_infobox')) {
  const file = svcFile(s, 'html');
  const st = pageStates(s, k);
  const rows = specRows(s, st, k);
  corpus.write(file, htmlInfoboxPage({ title: s.name, lead: serviceProse(s, st, k), sections: [{ heading: 'Ownership', rows: rows.slice(0, 7) }, { heading: 'Runtime & SLOs', rows: rows.slice(7) }],
    footer: `${COMPANY} internal — do not share outside the company.` }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('md_bullets')) {
  const file = svcFile(s, 'md');
  const st = pageStates(s, k);
  corpus.write(file, mdBulletsNote({ title: s.name, lead: serviceProse(s, st, k), sections: [{ heading: dePage(s) ? 'Steckbrief' : 'Service card', rows: specRows(s, st, k) }] }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('md_yaml')) {
  const file = svcFile(s, 'md');
  const st = pageStates(s, k);
  const rows = specRows(s, st, k).slice(4);
  corpus.write(file, mdYamlTableNote({
    title: s.name,
    frontMatter: [['service', s.name], ['kind', st.kind], ['owner', s.team.name], ['cluster', s.cluster.name], ['repo', `git.ardent.internal/${slug(s.team.name)}/${slug(s.name)}`]],
    lead: serviceProse(s, st, k), sections: [{ heading: 'Operational data', rows }], colA: 'Property', colB: 'Value',
  }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('txt')) {
  const file = svcFile(s, 'txt');
  const st = pageStates(s, k);
  corpus.write(file, txtProfile({ txtHeader: `${dePage(s) ? 'DIENST' : 'SERVICE'}: ${s.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(s, st, k) }], lead: serviceProse(s, st, k) }));
  serviceFacts(s, file, pageStated(s, st, k));
  k++;
}
for (const s of assign.get('json_nested')) {
  const file = svcFile(s, 'json');
  const st = pageStates(s, k);
  const inSeconds = k % 2 === 1;
  const frac = k % 3 === 0;
  const gib = s.memory >= 1024 && s.memory % 1024 === 0;
  const rec = {
    service: {
      name: s.name,
      kind: s.kind,
      ownership: { team: { name: s.team.name }, tier: s.tier },
      runtime: { language: s.runtime, version: s.version },
      deployment: { cluster: s.cluster.name, replicas: s.replicas, memory_limit: gib ? { value: s.memory / 1024, unit: 'GiB' } : { value: s.memory, unit: 'MiB' }, last_deploy: s.lastDeploy },
      slo: { [frac ? 'uptime_90d_ratio' : 'uptime_90d_percent']: frac ? Number(uptimeFraction(s)) : s.uptime, p95_latency: inSeconds ? { value: s.p95 / 1000, unit: 's' } : { value: s.p95, unit: 'ms' } },
      cost: { monthly: { amount: s.cost, currency: s.cur } },
      flags: { on_call: s.onCall, deprecated: s.deprecated, pci_scope: s.pci },
      dependencies: s.deps,
      summary: serviceProse(s, { ...st, date: s.lastDeploy }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  serviceFacts(s, file, { kind: s.kind, runtime: s.runtime, version: s.version, tier: String(s.tier), uptime: frac ? String(Number(uptimeFraction(s))) : String(s.uptime),
    p95: String(inSeconds ? s.p95 / 1000 : s.p95), memory: String(gib ? s.memory / 1024 : s.memory), replicas: String(s.replicas), cost: String(s.cost), date: s.lastDeploy, onCall: '', deprecated: '', pci: '' });
  k++;
}
// --- CSV export (Storefront, London): units in the header, plain numbers
{
  const file = 'exports/storefront-services.csv';
  const header = ['service', 'type', 'team', 'cluster', 'runtime', 'version', 'tier', 'Uptime 90d (%)', 'p95 latency (ms)', 'Memory limit (MiB)', 'replicas', 'Monthly cost (GBP)', 'on_call',
    'deprecated', 'pci_scope', 'dependencies', 'last_deploy'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((s) => {
    const up = (s.uptimeH / 100).toFixed(2);
    serviceFacts(s, file, { kind: s.kind, runtime: s.runtime, version: s.version, tier: String(s.tier), uptime: up, p95: String(s.p95), memory: String(s.memory), replicas: String(s.replicas),
      cost: String(s.cost), date: s.lastDeploy, onCall: yn(s.onCall), deprecated: yn(s.deprecated), pci: yn(s.pci) });
    return [s.name, s.kind, s.team.name, s.cluster.name, s.runtime, s.version, s.tier, up, s.p95, s.memory, s.replicas, s.cost, yn(s.onCall), yn(s.deprecated), yn(s.pci), s.deps.join('; '), s.lastDeploy];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Growth, Austin): units inside the values, US dates, an inverted "Best effort" column
{
  const file = 'exports/growth-services.tsv';
  const header = ['Service', 'Type', 'Owner', 'Cluster', 'Runtime', 'Version', 'Tier', 'Uptime', 'p95', 'Memory', 'Replicas', 'Cost/mo', 'Best effort', 'Deprecated', 'PCI', 'Depends on', 'Last deploy'];
  const rows = assign.get('tsv').map((s, i) => {
    const st = { kind: KIND_TEXT[s.kind][0], runtime: runtimeText(s, i), version: s.version, tier: `T${s.tier}`, uptime: i % 2 ? uptimeFraction(s) : `${(s.uptimeH / 100).toFixed(2)}%`,
      p95: i % 2 ? `${s.p95 / 1000} s` : `${s.p95} ms`, memory: memoryText(s, i + 2), replicas: String(s.replicas), cost: `$${group(s.cost)}`, date: fmtDate(s.lastDeploy, 'us'),
      onCall: s.onCall ? 'N' : 'Y', deprecated: s.deprecated ? 'Y' : 'N', pci: s.pci ? 'Y' : 'N' };
    serviceFacts(s, file, st);
    return [s.name, st.kind, s.team.name, s.cluster.name, st.runtime, st.version, st.tier, st.uptime, st.p95, st.memory, s.replicas, st.cost, st.onCall, st.deprecated, st.pci,
      s.deps.length ? s.deps.join(', ') : '-', st.date];
  });
  corpus.write(file, `# Best effort = Y means no on-call rotation (business hours only). Memory = limit per pod.\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Payments, Berlin): German headers, decimal commas, n/a for unknown values
{
  const file = 'exports/payments-dienste.csv';
  const header = ['dienst', 'art', 'team', 'cluster', 'laufzeit', 'version', 'stufe', 'verfuegbarkeit_prozent', 'p95_ms', 'speicherlimit_mib', 'replikate', 'kosten_eur_monat', 'rufbereitschaft',
    'veraltet', 'pci', 'abhaengigkeiten', 'letztes_deployment'];
  const lst = assign.get('semicolon');
  const noP95 = lst[1].name;
  const noMem = lst[3].name;
  const jn = (b) => (b ? 'ja' : 'nein');
  const rows = lst.map((s) => {
    const np = s.name === noP95;
    const nm = s.name === noMem;
    const up = comma((s.uptimeH / 100).toFixed(2));
    const cost = comma(s.cost.toFixed(2));
    const st = { kind: KIND_DE[s.kind], runtime: s.runtime, version: s.version, tier: String(s.tier), uptime: up, p95: np ? '' : String(s.p95), p95Missing: np, memory: nm ? '' : String(s.memory),
      memoryMissing: nm, replicas: String(s.replicas), cost, date: fmtDate(s.lastDeploy, 'dotted'), onCall: jn(s.onCall), deprecated: jn(s.deprecated), pci: jn(s.pci) };
    serviceFacts(s, file, st);
    return [s.name, st.kind, s.team.name, s.cluster.name, s.runtime, s.version, s.tier, up, np ? 'n/a' : s.p95, nm ? 'n/a' : s.memory, s.replicas, cost, st.onCall, st.deprecated, st.pci,
      s.deps.length ? s.deps.join(', ') : 'n/a', st.date];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Identity, Amsterdam)
{
  const file = 'exports/identity-services.json';
  const recs = assign.get('json_flat').map((s) => {
    serviceFacts(s, file, { kind: s.kind, runtime: s.runtime, version: s.version, tier: String(s.tier), uptime: String(Number(uptimeFraction(s))), p95: String(s.p95), memory: String(s.memory), replicas: String(s.replicas),
      cost: String(s.cost), date: s.lastDeploy, onCall: '', deprecated: '', pci: '' });
    return { name: s.name, type: s.kind, team: s.team.name, cluster: s.cluster.name, runtime: s.runtime, version: s.version, tier: s.tier, uptime_ratio_90d: Number(uptimeFraction(s)),
      p95_ms: s.p95, memory_mb: s.memory, replicas: s.replicas, monthly_cost_eur: s.cost, on_call: s.onCall, deprecated: s.deprecated, pci_scope: s.pci ? 1 : 0, depends_on: s.deps,
      last_deploy: s.lastDeploy };
  });
  corpus.write(file, JSON.stringify({ team: 'Identity', exported: '2025-03-28', source: 'service catalogue', services: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (teams, clusters, vendors)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [DRIVE, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: `${COMPANY} · ${DRIVE}`, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];

// --- teams
r.shuffle(TEAMS).forEach((t, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const lead = [[`${t.name} is led by ${t.lead}.`, `The ${t.name} team works out of our ${t.city} office.`, `${t.name} was set up in ${t.founded}.`, `Reach ${t.name} in ${t.slack} on Slack.`][i % 4]];
  const head = i === 2 ? `${NUM_WORDS[t.headcount]} engineers` : i % 2 ? `${t.headcount} people` : String(t.headcount);
  const rows = [[['Team lead', 'Lead', 'Engineering manager', 'Manager'][i % 4], t.lead], [['Headcount', 'Team size', 'Engineers'][i % 3], head], [['Office', 'Location', 'Based in'][i % 3], t.city],
    ['Country', t.country], [['Slack channel', 'Slack', 'Chat'][i % 3], t.slack], [['Founded', 'Formed', 'Team since'][i % 3], String(t.founded)], ['Cost centre', `${t.cc} (${t.cur})`]];
  const nested = { team: { name: t.name, people: { lead: t.lead, headcount: t.headcount }, office: { city: t.city, country: t.country }, contact: { slack: t.slack }, history: { founded: t.founded },
    finance: { cost_centre: t.cc, currency: t.cur }, about: lead[0] } };
  const flat = { name: t.name, lead: t.lead, headcount: t.headcount, office: t.city, country: t.country, slack_channel: t.slack, founded: t.founded, cost_centre: t.cc, note: lead[0] };
  const file = simplePage(Lt, `teams/${slug(t.name)}`, t.name, 'TEAM', lead, rows, nested, flat, 'Team');
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'team', attr, value, unit, stated, file);
  const json = Lt.startsWith('json');
  F('team_lead', t.lead, 'person', t.lead);
  F('headcount', t.headcount, '', json ? String(t.headcount) : head);
  F('office', t.city, '', t.city);
  F('country', t.country, '', t.country);
  F('slack_channel', t.slack, 'text', t.slack);
  F('founded', t.founded, 'year', String(t.founded));
});

// --- clusters
const RAM_TEXT = (c, i) => {
  const tb = c.ram / 1024;
  if (Number.isInteger(tb * 4) && tb >= 1) return [`${tb} TB`, `${tb} TiB`, `${group(c.ram)} GiB`][i % 3];
  return [`${group(c.ram)} GiB`, `${c.ram} GB`][i % 2];
};
r.shuffle(CLUSTERS).forEach((c, i) => {
  const Lt = [...LAYOUTS8, 'html_table', 'md_bullets'][i];
  const date = fmtDate(c.commissioned, ['long', 'iso', 'us', 'short', 'dotted'][i % 5]);
  const ram = RAM_TEXT(c, i);
  const k8s = [c.k8s, `v${c.k8s}`, c.minor][i % 3];
  const lead = [[`${c.name} runs ${c.nodes} worker nodes.`, `${c.name} went into service on ${date}.`, `${c.name} is a ${c.provider} cluster in ${c.region}.`, `${c.name} has ${group(c.vcpus)} vCPUs in total.`][i % 4]];
  const rows = [[['Provider', 'Cloud provider', 'Hosted by', 'Vendor'][i % 4], c.provider], [['Region', 'Cloud region', 'Region'][i % 3], c.region], [['Location', 'Data centre'][i % 2], `${c.city}, ${c.country}`],
    [['Nodes', 'Node count', 'Worker nodes'][i % 3], String(c.nodes)], [['vCPUs (total)', 'Total vCPU', 'CPU cores (total)'][i % 3], group(c.vcpus)], [['RAM (total)', 'Total memory', 'Memory (all nodes)'][i % 3], ram],
    [['Kubernetes version', 'K8s version', 'Kubernetes'][i % 3], k8s], [['Commissioned', 'In service since', 'Go-live date'][i % 3], date]];
  const nested = { cluster: { name: c.name, hosting: { provider: { name: c.provider }, region: c.region, location: { city: c.city, country: c.country } },
    capacity: { nodes: c.nodes, vcpus: c.vcpus, ram_gib: c.ram }, kubernetes: { version: c.k8s }, commissioned: c.commissioned, note: lead[0] } };
  const flat = { name: c.name, provider: c.provider, region: c.region, city: c.city, country: c.country, nodes: c.nodes, vcpus_total: c.vcpus, ram_gib: c.ram, kubernetes_version: c.k8s,
    commissioned: c.commissioned, note: lead[0] };
  const file = simplePage(Lt, `clusters/${slug(c.name)}`, c.name, 'CLUSTER', lead, rows, nested, flat, 'Cluster');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'cluster', attr, value, unit, stated, file);
  const json = Lt.startsWith('json');
  F('provider', c.provider, '', c.provider);
  F('region', c.region, '', c.region);
  F('city', c.city, '', c.city);
  F('country', c.country, '', c.country);
  F('nodes', c.nodes, '', String(c.nodes));
  F('vcpus', c.vcpus, '', json ? String(c.vcpus) : group(c.vcpus));
  F('ram', c.ram, 'GiB', json ? String(c.ram) : ram);
  F('k8s_version', c.minor, 'text', json ? c.k8s : k8s);
  F('commissioned', c.commissioned, 'date', json ? c.commissioned : date);
});

// --- vendors
const SPEND_TEXT = { AWS: '$1.24M', 'Google Cloud': '$415,000', 'Microsoft Azure': 'USD 362,000', Hetzner: '€ 88.400', OVHcloud: 'EUR 131.5k' };
const spendText = (v) => SPEND_TEXT[v.name];
VENDORS.forEach((v, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested', 'html_infobox'][i];
  const renewal = fmtDate(v.renewal, ['long', 'dotted', 'us', 'iso', 'short'][i]);
  const spend = spendText(v);
  const lead = [[`${v.long} (${v.name}) is one of our infrastructure vendors; the contract renews on ${renewal}.`, `Our account manager at ${v.name} is ${v.manager}.`, `We are on the ${v.support} support plan with ${v.name}.`,
    `${v.name} is headquartered in ${v.country}.`, `Annual spend with ${v.name}: ${spend}.`][i]];
  const rows = [[['Country', 'Headquarters', 'HQ country'][i % 3], v.country], [['Contract renewal', 'Renewal date', 'Contract ends'][i % 3], renewal], [['Annual spend', 'Yearly spend', 'Spend (last 12 months)'][i % 3], spend],
    [['Support level', 'Support plan', 'Support tier'][i % 3], v.support], ['Account manager', v.manager]];
  const nested = { vendor: { name: v.name, legal_name: v.long, country: v.country, contract: { renewal: v.renewal, annual_spend: { amount: v.spend, currency: v.cur }, support_level: v.support },
    contact: { account_manager: v.manager }, note: lead[0] } };
  const file = simplePage(Lt, `vendors/${slug(v.name)}`, v.name, 'VENDOR', lead, rows, nested, null, 'Vendor');
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vendor', attr, value, unit, stated, file);
  const json = Lt.startsWith('json');
  F('country', v.country, '', v.country);
  F('renewal', v.renewal, 'date', json ? v.renewal : renewal);
  F('annual_spend', v.spend, v.cur, json ? String(v.spend) : spend);
  F('support_level', v.support, '', v.support);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${COMPANY} — ${DRIVE} shared drive.
services/ holds one catalogue page per service; exports/ the lists four teams export from the catalogue; teams/, clusters/ and vendors/ the reference pages.
Conventions: uptime is measured over the last 90 days. Memory figures are binary: 1 GB = 1024 MB and 1 TB = 1024 GB, whatever the page writes.
Monthly costs are charged back to the owning team's cost centre in its own currency (EUR, GBP or USD); nothing is converted.
Tier 1 = critical, tier 2 = standard, tier 3 = low.
`);
corpus.write('policies/slo-policy.md', `# SLO policy (rev. 4)

| Tier | Availability target | p95 latency target | Paging |
|---|---|---|---|
| 1 (critical) | 99.95% | 300 ms | 24/7 |
| 2 (standard) | 99.9% | 500 ms | business hours + on-call if opted in |
| 3 (low) | 99.5% | 1000 ms | none |

Error budgets are reviewed every 28 days. A service that burns more than 50% of its budget in 7 days freezes feature deploys for 5 working days.
`);
corpus.write('finance/cloud-budget-2025.md', `# Cloud budget 2025

| Quarter | Budget (EUR) | Forecast (EUR) |
|---|---|---|
| Q1 | 610,000 | 598,500 |
| Q2 | 625,000 | 640,200 |
| Q3 | 630,000 | — |
| Q4 | 655,000 | — |

Savings target for the year: 8%. Reserved-instance coverage should reach 70% by the end of Q3.
`);
corpus.write('oncall/handbook.md', `# On-call handbook

- Shifts last 7 days and hand over on Mondays at 10:00.
- Two engineers per shift: a primary and a secondary.
- Acknowledge a page within 15 minutes; escalate after 30 minutes without progress.
- The on-call allowance is 250 per week in the local currency, plus 40 per hour actually worked out of hours.
- We aim for fewer than 12 pages per shift; anything above 20 triggers a review.
`);

const stats = corpus.flush(source);
console.log(`services: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
