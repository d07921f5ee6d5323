// The services questions (held-out), written by hand, each with its meaning as structured constraints for
// gold-engine.mjs. Written blind to Quarry's question parser: the wording is how people on a platform team ask
// about their service inventory, not how a parser might want it.
//
// Conventions
// * "more than / over / above / longer / after" strict; "at least / or more / and up" inclusive; "under / less than /
//   below / before" strict; a plain "between" is exclusive and has no value on a bound.
// * Units: latency in ms unless the question names seconds; memory in MiB with the drive's binary convention
//   (README.txt: 1 GB = 1024 MB, 1 TB = 1024 GB) — thresholds asked in GB carry their value converted to MiB by hand
//   (the gold engine knows no memory units), noted next to them, and gold.mjs checks the answer would not change
//   if GB were read as 1000 MB; uptime in percent (a "0.9955" page is 99.55 %); money in the currency the question
//   names (scoped with `currency`, never converted).
// * "critical" = tier 1, "standard" = tier 2, "low" = tier 3; "best effort only" = no on-call rotation;
//   "actively maintained" / "active" = not deprecated; "this year" is not used (dates are absolute).
// * `typo` marks a deliberate misspelling (the correct word).
const S = 'service';
const q = (n, category, kind, facet, question, constraints, extra = {}) => ({ id: `services-${String(n).padStart(2, '0')}`, question, category, kind, facet, constraints, ...extra });
const team = (where) => ({ f: 'team', op: 'ref', where });
const cluster = (where) => ({ f: 'cluster', op: 'ref', where });
const provider = (name) => cluster([{ f: 'provider', op: '=', v: name }]);

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  q(1, 'lookup', 'value', 'conversion', "What's the p95 latency of billing-api in milliseconds?", { entity: 'billing-api', field: 'p95_latency' }),
  q(2, 'lookup', 'value', 'conversion', 'how much memory does auth-service get, in GB?', { entity: 'auth-service', field: 'memory_gb' }),
  q(3, 'lookup', 'value', 'lookup', 'What was the uptime of recommendations over the last 90 days?', { entity: 'recommendations', field: 'uptime', tol: 0.005 }),
  q(4, 'lookup', 'list', 'list field', 'What does checkout-web depend on?', { entity: 'checkout-web', field: 'dependencies' }),
  q(5, 'lookup', 'value', 'date', 'When was cart-api last deployed?', { entity: 'cart-api', field: 'last_deploy' }),
  q(6, 'lookup', 'value', 'money', 'How much does Identity DB cost us per month?', { entity: 'Identity DB', field: 'monthly_cost' }),
  q(7, 'lookup', 'boolean', 'yes/no', 'Is Session Cache in PCI scope?', { entity: 'Session Cache', check: [{ f: 'pci_scope', op: '=', v: true }] }),
  q(8, 'lookup', 'value', 'link', "Who's the lead of the team that owns the Search Index?", { entity: 'Search Index', field: 'team_lead' }),
  q(9, 'lookup', 'value', 'link', 'Which cloud provider is lake-gateway hosted on?', { entity: 'lake-gateway', field: 'provider' }),
  q(10, 'lookup', 'value', 'lookup', 'what version of email-sender is deployed right now', { entity: 'email-sender', field: 'version' }),
  q(11, 'lookup', 'boolean', 'yes/no', 'Is there an on-call rota for warehouse-loader?', { entity: 'warehouse-loader', check: [{ f: 'on_call', op: '=', v: true }] }),
  // falcon's page states "1.75 TiB"; binary convention, so GB = GiB
  q(12, 'lookup', 'value', 'conversion', 'How much RAM does the falcon cluster have in total, in GB?', { entity: 'falcon', field: 'ram' }),

  // ------------------------------------------------------------------ inverse (13)
  q(13, 'inverse', 'list', 'yes/no', 'Which services are deprecated?', { type: S, where: [{ f: 'deprecated', op: '=', v: true }] }),
  q(14, 'inverse', 'list', 'synonym', 'Which servcies are written in Golang?', { type: S, where: [{ f: 'runtime', op: '=', v: 'Go' }] }, { typo: 'services' }),
  q(15, 'inverse', 'list', 'list field', 'What depends on the Event Bus?', { type: S, where: [{ f: 'dependencies', op: 'has', v: 'Event Bus' }] }),
  q(16, 'inverse', 'list', 'link', 'Which services does the Amsterdam team look after?', { type: S, where: [team([{ f: 'office', op: '=', v: 'Amsterdam' }])] }),
  q(17, 'inverse', 'list', 'link', "what've we got running on Azure?", { type: S, where: [provider('Microsoft Azure')] }),
  // half a second = 500 ms
  q(18, 'inverse', 'list', 'conversion', 'Which services have a p95 above half a second?', { type: S, where: [{ f: 'p95_latency', op: '>', v: 500 }] }),
  // 1 GB = 1024 MiB
  q(19, 'inverse', 'list', 'conversion', 'Which services have a memory limit of less than 1 GB?', { type: S, where: [{ f: 'memory_limit', op: '<', v: 1024 }] }),
  q(20, 'inverse', 'list', 'date', 'Which services were last deployed in February 2025?', { type: S, where: [{ f: 'last_deploy', op: 'between_incl', v: ['2025-02-01', '2025-02-28'] }] }),
  q(21, 'inverse', 'list', 'number word', 'Which services run a dozen or more replicas?', { type: S, where: [{ f: 'replicas', op: '>=', v: 12 }] }),
  q(22, 'inverse', 'list', 'yes/no', 'Which services are best effort only?', { type: S, where: [{ f: 'on_call', op: '=', v: false }] }),
  q(23, 'inverse', 'list', 'money', 'Which services cost more than £1,500 a month?', { type: S, where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'monthly_cost', op: '>', v: 1500 }] }),
  q(24, 'inverse', 'list', 'link', 'Which services belong to the team Jonas Keller leads?', { type: S, where: [team([{ f: 'team_lead', op: '=', v: 'Jonas Keller' }])] }),
  q(25, 'inverse', 'list', 'range', "Which services didn't manage 99% uptime over the last 90 days?", { type: S, where: [{ f: 'uptime', op: '<', v: 99 }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  q(26, 'multi-condition', 'list', 'multi', 'Which standard-tier services still have someone on call?', { type: S, where: [{ f: 'tier', op: '=', v: 2 }, { f: 'on_call', op: '=', v: true }] }),
  q(27, 'multi-condition', 'list', 'link', 'PCI-scoped services on AWS clusters with more than 2 replicas?', { type: S, where: [{ f: 'pci_scope', op: '=', v: true }, provider('AWS'), { f: 'replicas', op: '>', v: 2 }] }),
  q(28, 'multi-condition', 'list', 'number word', 'Python services with more than five replicas', { type: S, where: [{ f: 'runtime', op: '=', v: 'Python' }, { f: 'replicas', op: '>', v: 5 }] }),
  q(29, 'multi-condition', 'list', 'link', 'Which services owned by London teams have a p95 latncy under 100 ms?', { type: S, where: [team([{ f: 'office', op: '=', v: 'London' }]), { f: 'p95_latency', op: '<', v: 100 }] }, { typo: 'latency' }),
  q(30, 'multi-condition', 'list', 'link', "Which tier 3 services run on clusters that are still on Kubernetes 1.27?", { type: S, where: [{ f: 'tier', op: '=', v: 3 }, cluster([{ f: 'k8s_version', op: '=', v: '1.27' }])] }),
  q(31, 'multi-condition', 'list', 'date', "Which critical services haven't had a deploy in 2025 yet?", { type: S, where: [{ f: 'tier', op: '=', v: 1 }, { f: 'last_deploy', op: '<', v: '2025-01-01' }] }),
  q(32, 'multi-condition', 'list', 'range', 'Which services cost between €500 and €1,000 a month?', { type: S, where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'monthly_cost', op: 'between', v: [500, 1000] }] }),
  q(33, 'multi-condition', 'list', 'negation', 'Go services other than the ones Payments owns?', { type: S, where: [{ f: 'runtime', op: '=', v: 'Go' }, { f: 'team', op: '!=', v: 'Payments' }] }),
  // 6 GB = 6144 MiB
  q(34, 'multi-condition', 'list', 'conversion', 'Which databases have at least 6 GB of memory?', { type: S, where: [{ f: 'kind', op: '=', v: 'database' }, { f: 'memory_limit', op: '>=', v: 6144 }] }),
  q(35, 'multi-condition', 'list', 'link', 'Which services hosted in Germany had at least 99.9% uptime?', { type: S, where: [cluster([{ f: 'country', op: '=', v: 'Germany' }]), { f: 'uptime', op: '>=', v: 99.9 }] }),
  q(36, 'multi-condition', 'list', 'negation', "Which services that aren't deprecated themselves still depend on something deprecated?", { type: S, where: [{ f: 'deprecated', op: '=', v: false }, { f: 'dependencies', op: 'ref', where: [{ f: 'deprecated', op: '=', v: true }] }] }),
  q(37, 'multi-condition', 'boolean', 'exists', 'Did any critical service drop below 99.8% uptime?', { type: S, where: [{ f: 'tier', op: '=', v: 1 }, { f: 'uptime', op: '<', v: 99.8 }], aggregate: 'exists' }),
  q(38, 'multi-condition', 'list', 'link', 'Which services run by the Austin teams cost over $500 a month?', { type: S, where: [team([{ f: 'office', op: '=', v: 'Austin' }]), { f: 'currency', op: '=', v: 'USD' }, { f: 'monthly_cost', op: '>', v: 500 }] }),
  q(39, 'multi-condition', 'list', 'multi', 'Java or Kotlin services with more than 4 replicas', { type: S, where: [{ f: 'runtime', op: 'in', v: ['Java', 'Kotlin'] }, { f: 'replicas', op: '>', v: 4 }] }),

  // ------------------------------------------------------------------ aggregate (12)
  q(40, 'aggregate', 'count', 'count', 'How many services does Data Platform own?', { type: S, where: [{ f: 'team', op: '=', v: 'Data Platform' }], aggregate: 'count' }),
  q(41, 'aggregate', 'count', 'count', 'how many services are in PCI scope', { type: S, where: [{ f: 'pci_scope', op: '=', v: true }], aggregate: 'count' }),
  q(42, 'aggregate', 'count', 'link', 'How many of our services run on Google Cloud?', { type: S, where: [provider('Google Cloud')], aggregate: 'count' }),
  q(43, 'aggregate', 'value', 'aggregate', "What's the averge p95 latency of the Storefront services?", { type: S, where: [{ f: 'team', op: '=', v: 'Storefront' }], aggregate: 'mean', field: 'p95_latency' }, { typo: 'average' }),
  q(44, 'aggregate', 'value', 'money', 'What do the Payments services cost per month in total, in euros?', { type: S, where: [{ f: 'team', op: '=', v: 'Payments' }, { f: 'currency', op: '=', v: 'EUR' }], aggregate: 'sum', field: 'monthly_cost' }),
  q(45, 'aggregate', 'list', 'superlative', 'Which service has the highest p95 latency?', { type: S, where: [], aggregate: 'argmax', field: 'p95_latency' }),
  q(46, 'aggregate', 'list', 'top-N', 'What are the three most expensive services billed in pounds?', { type: S, where: [{ f: 'currency', op: '=', v: 'GBP' }], aggregate: 'argmax', field: 'monthly_cost', n: 3 }),
  q(47, 'aggregate', 'value', 'aggregate', 'Lowest uptime of any tier 1 service?', { type: S, where: [{ f: 'tier', op: '=', v: 1 }], aggregate: 'min', field: 'uptime', tol: 0.005 }),
  q(48, 'aggregate', 'value', 'money', 'How much do we spend a year in total with US-based vendors, in dollars?', { type: 'vendor', where: [{ f: 'country', op: '=', v: 'United States' }], aggregate: 'sum', field: 'annual_spend' }),
  q(49, 'aggregate', 'list', 'derived', 'Which team runs the most services?', { type: 'team', where: [], aggregate: 'argmax', field: 'services' }),
  q(50, 'aggregate', 'value', 'link', "What's the mean uptime of the services on Hetzner clusters?", { type: S, where: [provider('Hetzner')], aggregate: 'mean', field: 'uptime', tol: 0.01 }),
  q(51, 'aggregate', 'list', 'superlative', 'Which AWS cluster has the most vCPUs?', { type: 'cluster', where: [{ f: 'provider', op: '=', v: 'AWS' }], aggregate: 'argmax', field: 'vcpus' }),

  // ------------------------------------------------------------------ comparison (9)
  q(52, 'comparison', 'list', 'comparison', 'Which is faster at p95, search-api or query-suggest?', { entities: ['search-api', 'query-suggest'], field: 'p95_latency', winner: 'min' }),
  q(53, 'comparison', 'boolean', 'money', 'Does checkout-web cost more per month than image-resizer?', { entities: ['checkout-web', 'image-resizer'], field: 'monthly_cost', winner: 'max' }),
  q(54, 'comparison', 'list', 'conversion', 'Which has the bigger memory limit: Session Cache or Metrics DB?', { entities: ['Session Cache', 'Metrics DB'], field: 'memory_limit', winner: 'max' }),
  q(55, 'comparison', 'list', 'comparison', 'Which cluster has more nodes, merlin or kestrel?', { entities: ['merlin', 'kestrel'], field: 'nodes', winner: 'max' }),
  q(56, 'comparison', 'boolean', 'date', 'Was billing-api deployed more recently than fraud-scorer?', { entities: ['billing-api', 'fraud-scorer'], field: 'last_deploy', winner: 'max' }),
  q(57, 'comparison', 'list', 'comparison', "Which team's bigger, Storefront or Growth?", { entities: ['Storefront', 'Growth'], field: 'headcount', winner: 'max' }),
  q(58, 'comparison', 'list', 'comparison', 'Out of auth-service, Session Cache and Identity DB, which one had the best uptime?', { entities: ['auth-service', 'Session Cache', 'Identity DB'], field: 'uptime', winner: 'max' }),
  q(59, 'comparison', 'list', 'date', "Whose contract renews first, Hetzner's or OVHcloud's?", { entities: ['Hetzner', 'OVHcloud'], field: 'renewal', winner: 'min' }),
  q(60, 'comparison', 'boolean', 'date', 'Is the plover cluster older than egret?', { entities: ['plover', 'egret'], field: 'commissioned', winner: 'min' }),
];
