// Helpdesk questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints for gold-engine.mjs (gold answers are computed by gold.mjs, never typed by hand).
// Conventions: "more than / over / longer than / after" strict, "at least" inclusive, "under / less than / before"
// strict; a plain "between" is exclusive; "in March" = 1–31 March 2025 inclusive. Time to resolve is held in minutes;
// a question naming hours carries unit 'h' ("longer than a day" is written as 1440 minutes). "Open" / "still open" / "not fixed yet" = status In progress or On hold.
// Money is never converted: a question names its currency (derived field `currency`). "Lisbon people", "Berlin
// staff", "the Sales team's devices" cross a link (ticket → requester → site; asset → assigned user → team).
// "Fixed" / "closed out" = resolved (status Resolved or Closed); "breached" = the ticket's SLA was breached.
const OPEN = ['In progress', 'On hold'];
const T = 'ticket';
const A = 'asset';
const S = 'staff';

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'helpdesk-01', category: 'lookup', kind: 'value', facet: 'log', question: 'When was INC-10413 resolved?', constraints: { entity: 'INC-10413', field: 'resolved' } },
  { id: 'helpdesk-02', category: 'lookup', kind: 'value', facet: 'log', question: "How many hours did INC-10621 take to get fixed?", constraints: { entity: 'INC-10621', field: 'time_to_resolve', unit: 'h' } },
  { id: 'helpdesk-03', category: 'lookup', kind: 'value', facet: 'json', question: "Who's working on INC-10699?", constraints: { entity: 'INC-10699', field: 'assignee' } },
  { id: 'helpdesk-04', category: 'lookup', kind: 'value', facet: 'email', question: 'What priority did INC-10634 end up as after the escalation?', constraints: { entity: 'INC-10634', field: 'priority' } },
  { id: 'helpdesk-05', category: 'lookup', kind: 'value', facet: 'printer', question: "When does the warranty on PR-0209 run out?", constraints: { entity: 'PR-0209', field: 'warranty_end' } },
  { id: 'helpdesk-06', category: 'lookup', kind: 'value', facet: 'staff', question: "What's Priya Nair's phone extension?", constraints: { entity: 'Priya Nair', field: 'extension' } },
  { id: 'helpdesk-07', category: 'lookup', kind: 'value', facet: 'language', question: 'How many floors is the Lisbon office on?', constraints: { entity: 'Lisbon Office', field: 'floors' } },
  { id: 'helpdesk-08', category: 'lookup', kind: 'value', facet: 'language', question: 'who raised INC-10420', constraints: { entity: 'INC-10420', field: 'requester' } },
  { id: 'helpdesk-09', category: 'lookup', kind: 'value', facet: 'money', question: 'How much did we pay for printer PR-0209?', constraints: { entity: 'PR-0209', field: 'price' } },
  { id: 'helpdesk-10', category: 'lookup', kind: 'value', facet: 'date', question: 'What time was INC-10541 logged?', constraints: { entity: 'INC-10541', field: 'opened_time' } },
  { id: 'helpdesk-11', category: 'lookup', kind: 'boolean', facet: 'yes/no', question: 'Did INC-10667 blow its SLA?', constraints: { entity: 'INC-10667', check: [{ f: 'sla_breached', op: '=', v: true }] } },
  { id: 'helpdesk-12', category: 'lookup', kind: 'boolean', facet: 'yes/no', question: 'Is LT-0688 still in use?', constraints: { entity: 'LT-0688', check: [{ f: 'status', op: '=', v: 'In use' }] } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'helpdesk-13', category: 'inverse', kind: 'list', facet: 'assignee', question: 'Which tickets were assigned to Will Carter?', constraints: { type: T, where: [{ f: 'assignee', op: '=', v: 'Will Carter' }] } },
  { id: 'helpdesk-14', category: 'inverse', kind: 'list', facet: 'code', question: "What kit has Lukas Brandt got?", constraints: { type: A, where: [{ f: 'assigned_to', op: '=', v: 'Lukas Brandt' }] } },
  { id: 'helpdesk-15', category: 'inverse', kind: 'list', facet: 'status', question: "Which tickets haven't been fixed yet?", constraints: { type: T, where: [{ f: 'status', op: 'in', v: OPEN }] } },
  { id: 'helpdesk-16', category: 'inverse', kind: 'list', facet: 'status', question: 'Which devices are sitting spare?', constraints: { type: A, where: [{ f: 'status', op: '=', v: 'Spare' }] } },
  { id: 'helpdesk-17', category: 'inverse', kind: 'list', facet: 'staff', question: "Who's in the finance team?", constraints: { type: S, where: [{ f: 'team', op: '=', v: 'Finance' }] } },
  { id: 'helpdesk-18', category: 'inverse', kind: 'list', facet: 'requester', question: 'List the tickets Grace Liu opened.', constraints: { type: T, where: [{ f: 'requester', op: '=', v: 'Grace Liu' }] } },
  { id: 'helpdesk-19', category: 'inverse', kind: 'list', facet: 'asset', question: 'Which tickets were about LT-0147?', constraints: { type: T, where: [{ f: 'asset', op: '=', v: 'LT-0147' }] } },
  { id: 'helpdesk-20', category: 'inverse', kind: 'list', facet: 'code', question: 'What equipment do we have at the Berlin office?', constraints: { type: A, where: [{ f: 'site', op: '=', v: 'Berlin Office' }] } },
  { id: 'helpdesk-21', category: 'inverse', kind: 'list', facet: 'escalation', question: 'Which tickets got escalated?', constraints: { type: T, where: [{ f: 'escalated', op: '=', v: true }] } },
  { id: 'helpdesk-22', category: 'inverse', kind: 'list', facet: 'sla', question: 'Which tickets missed their SLA?', constraints: { type: T, where: [{ f: 'sla_breached', op: '=', v: true }] } },
  { id: 'helpdesk-23', category: 'inverse', kind: 'list', facet: 'staff', question: 'Who is based in Lisbon?', constraints: { type: S, where: [{ f: 'site', op: '=', v: 'Lisbon Office' }] } },
  { id: 'helpdesk-24', category: 'inverse', kind: 'list', facet: 'synonym', question: 'Which of our devices run Android?', constraints: { type: A, where: [{ f: 'os', op: '=', v: 'Android 14' }] } },
  { id: 'helpdesk-25', category: 'inverse', kind: 'list', facet: 'date', question: 'What tickets came in on 28 March?', constraints: { type: T, where: [{ f: 'opened', op: '=', v: '2025-03-28' }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'helpdesk-26', category: 'multi-condition', kind: 'list', facet: 'sla', question: 'Which P1s breached SLA?', constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P1' }, { f: 'sla_breached', op: '=', v: true }] } },
  { id: 'helpdesk-27', category: 'multi-condition', kind: 'list', facet: 'assignee', question: 'Which network tickets did Jonas Weber deal with?', constraints: { type: T, where: [{ f: 'category', op: '=', v: 'Network' }, { f: 'assignee', op: '=', v: 'Jonas Weber' }] } },
  { id: 'helpdesk-28', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which Windows laptops have 32 gigs of RAM?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Laptop' }, { f: 'ram', op: '=', v: 32 }, { f: 'os', op: '=', v: 'Windows 11 Pro' }] } },
  { id: 'helpdesk-29', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which tickets from Lisbon staff took longer than a day to sort out?', constraints: { type: T, where: [{ f: 'requester', op: 'ref', where: [{ f: 'site', op: '=', v: 'Lisbon Office' }] }, { f: 'time_to_resolve', op: '>', v: 1440 }] } },
  { id: 'helpdesk-30', category: 'multi-condition', kind: 'list', facet: 'link', question: "Which of the Sales team's devices are phones?", constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Phone' }, { f: 'assigned_to', op: 'ref', where: [{ f: 'team', op: '=', v: 'Sales' }] }] } },
  { id: 'helpdesk-31', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which hardware tickets were raised by people in the Berlin office?', constraints: { type: T, where: [{ f: 'category', op: '=', v: 'Hardware' }, { f: 'requester', op: 'ref', where: [{ f: 'site', op: '=', v: 'Berlin Office' }] }] } },
  { id: 'helpdesk-32', category: 'multi-condition', kind: 'list', facet: 'date', question: 'Which laptops were already out of warranty before April 2025?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Laptop' }, { f: 'warranty_end', op: '<', v: '2025-04-01' }] } },
  { id: 'helpdesk-33', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Show me the P3 tickets that were closed out in under four hours.', constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P3' }, { f: 'time_to_resolve', op: '<', v: 4, unit: 'h' }] } },
  { id: 'helpdesk-34', category: 'multi-condition', kind: 'list', facet: 'date', question: 'Which printers are still in service and were bought before 2022?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Printer' }, { f: 'status', op: '=', v: 'In use' }, { f: 'purchase_date', op: '<', v: '2022-01-01' }] } },
  { id: 'helpdesk-35', category: 'multi-condition', kind: 'list', facet: 'negation', question: 'Which tickets did Ana Ribeiro handle for people who are not in Lisbon?', constraints: { type: T, where: [{ f: 'assignee', op: '=', v: 'Ana Ribeiro' }, { f: 'requester', op: 'ref', where: [{ f: 'site', op: '!=', v: 'Lisbon Office' }] }] } },
  { id: 'helpdesk-36', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which tickets did the Boston folks open in March?', constraints: { type: T, where: [{ f: 'requester', op: 'ref', where: [{ f: 'site', op: '=', v: 'Boston Office' }] }, { f: 'opened', op: 'between_incl', v: ['2025-03-01', '2025-03-31'] }] } },
  { id: 'helpdesk-37', category: 'multi-condition', kind: 'list', facet: 'money', question: 'Which monitors cost more than €500?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Monitor' }, { f: 'currency', op: '=', v: 'EUR' }, { f: 'price', op: '>', v: 500 }] } },
  { id: 'helpdesk-38', category: 'multi-condition', kind: 'list', facet: 'money', question: 'What London HQ kit that is in use cost us over £1,500?', constraints: { type: A, where: [{ f: 'site', op: '=', v: 'London HQ' }, { f: 'status', op: '=', v: 'In use' }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'price', op: '>', v: 1500 }] } },
  { id: 'helpdesk-39', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which P1 or P2 tickets were picked up by someone from Infrastructure?', constraints: { type: T, where: [{ f: 'priority', op: 'in', v: ['P1', 'P2'] }, { f: 'assignee', op: 'ref', where: [{ f: 'team', op: '=', v: 'Infrastructure' }] }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'helpdesk-40', category: 'aggregate', kind: 'count', facet: 'sla', question: 'How many P1 tickets breached SLA?', constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P1' }, { f: 'sla_breached', op: '=', v: true }], aggregate: 'count' } },
  { id: 'helpdesk-41', category: 'aggregate', kind: 'count', facet: 'status', question: 'How many tickets are still open?', constraints: { type: T, where: [{ f: 'status', op: 'in', v: OPEN }], aggregate: 'count' } },
  { id: 'helpdesk-42', category: 'aggregate', kind: 'value', facet: 'mean', question: "What's our average time to resolve on P2s, in hours?", constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P2' }], aggregate: 'mean', field: 'time_to_resolve', unit: 'h' } },
  { id: 'helpdesk-43', category: 'aggregate', kind: 'value', facet: 'units', question: 'What was the longest a P3 ticket took to resolve, in hours?', constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P3' }], aggregate: 'max', field: 'time_to_resolve', unit: 'h' } },
  { id: 'helpdesk-44', category: 'aggregate', kind: 'count', facet: 'link', question: 'How many tickets did people in Lisbon raise?', constraints: { type: T, where: [{ f: 'requester', op: 'ref', where: [{ f: 'site', op: '=', v: 'Lisbon Office' }] }], aggregate: 'count' } },
  { id: 'helpdesk-45', category: 'aggregate', kind: 'value', facet: 'sum', question: "What's the total headcount across all five offices?", constraints: { type: 'site', where: [], aggregate: 'sum', field: 'headcount' } },
  { id: 'helpdesk-46', category: 'aggregate', kind: 'value', facet: 'money', question: 'How many dollars has the Boston office spent on the devices on the register, all together?', constraints: { type: A, where: [{ f: 'site', op: '=', v: 'Boston Office' }, { f: 'currency', op: '=', v: 'USD' }], aggregate: 'sum', field: 'price' } },
  { id: 'helpdesk-47', category: 'aggregate', kind: 'value', facet: 'min', question: "What's the fastest we've ever fixed a P1, in minutes?", constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P1' }], aggregate: 'min', field: 'time_to_resolve', unit: 'min' } },
  { id: 'helpdesk-48', category: 'aggregate', kind: 'value', facet: 'mean', question: 'On average how much RAM do the laptops in use have?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Laptop' }, { f: 'status', op: '=', v: 'In use' }], aggregate: 'mean', field: 'ram' } },
  { id: 'helpdesk-49', category: 'aggregate', kind: 'count', facet: 'assignee', question: 'how many tickets has Jonas Weber had', constraints: { type: T, where: [{ f: 'assignee', op: '=', v: 'Jonas Weber' }], aggregate: 'count' } },
  { id: 'helpdesk-50', category: 'aggregate', kind: 'value', facet: 'sum', question: "Add up the time Will Carter spent on his resolved tickets — how many hours is that?", constraints: { type: T, where: [{ f: 'assignee', op: '=', v: 'Will Carter' }], aggregate: 'sum', field: 'time_to_resolve', unit: 'h' } },
  { id: 'helpdesk-51', category: 'aggregate', kind: 'boolean', facet: 'exists', question: 'Is there any P1 still open right now?', constraints: { type: T, where: [{ f: 'priority', op: '=', v: 'P1' }, { f: 'status', op: 'in', v: OPEN }], aggregate: 'exists' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'helpdesk-52', category: 'comparison', kind: 'list', facet: 'log', question: 'Which took longer to resolve, INC-10413 or INC-10579?', constraints: { entities: ['INC-10413', 'INC-10579'], field: 'time_to_resolve', winner: 'max' } },
  { id: 'helpdesk-53', category: 'comparison', kind: 'boolean', facet: 'language', question: 'Was INC-10420 fixed quicker than INC-10503?', constraints: { entities: ['INC-10420', 'INC-10503'], field: 'time_to_resolve', winner: 'min' } },
  { id: 'helpdesk-54', category: 'comparison', kind: 'list', facet: 'superlative', question: "What's our newest laptop?", constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Laptop' }], aggregate: 'argmax', field: 'purchase_date' } },
  { id: 'helpdesk-55', category: 'comparison', kind: 'list', facet: 'superlative', question: "Who's been with the company the longest?", constraints: { type: S, where: [], aggregate: 'argmin', field: 'start_date' } },
  { id: 'helpdesk-56', category: 'comparison', kind: 'list', facet: 'superlative', question: 'Which office has the biggest headcount?', constraints: { type: 'site', where: [], aggregate: 'argmax', field: 'headcount' } },
  { id: 'helpdesk-57', category: 'comparison', kind: 'list', facet: 'superlative', question: 'Which ticket dragged on the longest before it was resolved?', constraints: { type: T, where: [], aggregate: 'argmax', field: 'time_to_resolve' } },
  { id: 'helpdesk-58', category: 'comparison', kind: 'list', facet: 'derived', question: 'Which technician has handled the most tickets?', constraints: { type: S, where: [{ f: 'handled', op: '>', v: 0 }], aggregate: 'argmax', field: 'handled' } },
  { id: 'helpdesk-59', category: 'comparison', kind: 'boolean', facet: 'money', question: 'Did LT-0224 cost more than LT-0147?', constraints: { entities: ['LT-0224', 'LT-0147'], field: 'price', winner: 'max' } },
  { id: 'helpdesk-60', category: 'comparison', kind: 'list', facet: 'superlative', question: 'Which company phone is the oldest one?', constraints: { type: A, where: [{ f: 'type', op: '=', v: 'Phone' }], aggregate: 'argmin', field: 'purchase_date' } },
];
