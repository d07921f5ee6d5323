#!/usr/bin/env node
// Helpdesk corpus (held-out): the IT service desk's shared drive of "Northwind Lane Consulting", a firm with five
// offices (London HQ, Manchester, Lisbon, Berlin, Boston) — 60 tickets, 40 assets, 15 staff, 5 sites, Q1 2025.
//   node bench/corpora/helpdesk/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "helpdesk-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Its shape differs from the earlier generated domains:
// (a) an EVENT LOG (logs/servicedesk-events-2025q1.log), one event per line, interleaved by time with other
//     tickets' events and system noise: a ticket's facts (opened, priority, escalation, requester, asset, category,
//     assignee, resolution, time to resolve, SLA) are spread over several lines;
// (b) four weekly DIGEST emails (.eml: headers, prose sentences, a small Markdown table) stating tickets' facts in
//     sentences ("INC-10431 was escalated to P1 and resolved in 3 h 20 min");
// (c) a JSON API dump with nested arrays (tickets with an `events` array, a nested `asset` object, `sla` and
//     `metrics` sub-objects), a US ticket export (month-first dates `03/14/2025 2:05 PM`, priorities as words), and a
//     PORTUGUESE semicolon export of Lisbon tickets (day-first `04/03/2025 09:12`, `1,5 dias`, `sim|não`);
// (d) an asset register CSV whose columns hold CODES linking to other records (assigned user as `EMP-017`, site as
//     `LIS`), plus a printer page (HTML) and a mobile-phone list (Markdown);
// (e) a YAML site configuration (four sites) and a Portuguese site page (Lisbon);
// (f) background documents with numbers that belong to no entity (SLA policy with a table by priority, IT budget
//     note, README).
//
// Canonical units of source.csv: time to resolve in MINUTES (`3h20m`, `3 h 20 min`, `200 min`, `1.5 days`,
// `1,5 dias` → 200, 200, 200, 2160, 2160); SLA target in hours; dates ISO, times of day `HH:MM` (24 h); asset prices
// in the currency stated (EUR, GBP or USD; never converted); RAM and storage in GB (`1 TB` holds 1000); priority as
// `P1`…`P4` (Critical = P1, High = P2, Medium = P3, Low = P4; an escalated ticket holds its final priority);
// categories and statuses in English (`Rede` = Network, `Resolvido` = Resolved).
// Links: ticket → requester (staff → team, site), assignee (staff), asset (→ model, type…), site; asset → assigned
// user (staff) and site; staff → site.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlTablePage, htmlDlPage, mdBulletsNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('helpdesk-v1');
const COMPANY = 'Northwind Lane Consulting';
const pad = (n, w = 2) => String(n).padStart(w, '0');

// ------------------------------------------------------------------ sites
const SITES = [
  { code: 'LON', name: 'London HQ', city: 'London', country: 'United Kingdom', headcount: 212, floors: 6, cur: 'GBP', opened: 2009 },
  { code: 'MAN', name: 'Manchester Office', city: 'Manchester', country: 'United Kingdom', headcount: 87, floors: 2, cur: 'GBP', opened: 2016 },
  { code: 'LIS', name: 'Lisbon Office', city: 'Lisbon', country: 'Portugal', headcount: 64, floors: 3, cur: 'EUR', opened: 2019 },
  { code: 'BER', name: 'Berlin Office', city: 'Berlin', country: 'Germany', headcount: 103, floors: 4, cur: 'EUR', opened: 2014 },
  { code: 'BOS', name: 'Boston Office', city: 'Boston', country: 'United States', headcount: 41, floors: 1, cur: 'USD', opened: 2022 },
];
const SITE = Object.fromEntries(SITES.map((s) => [s.code, s]));

// ------------------------------------------------------------------ staff [id, name, role, team, site, start, ext, tech]
const STAFF = [
  ['EMP-003', 'Ana Ribeiro', 'Service Desk Analyst', 'Service Desk', 'LIS', '2019-05-13', 4103, true],
  ['EMP-007', 'Tom Hadley', 'Senior Service Desk Analyst', 'Service Desk', 'LON', '2016-09-05', 2107, true],
  ['EMP-011', 'Jonas Weber', 'Infrastructure Engineer', 'Infrastructure', 'BER', '2020-02-03', 3111, true],
  ['EMP-014', 'Priya Nair', 'Desktop Support Technician', 'Service Desk', 'MAN', '2022-06-20', 2514, true],
  ['EMP-019', 'Will Carter', 'Network Engineer', 'Infrastructure', 'LON', '2018-11-12', 2119, true],
  ['EMP-017', 'Maria Santos', 'Accounts Payable Clerk', 'Finance', 'LIS', '2021-03-01', 4117, false],
  ['EMP-021', 'James Whitfield', 'Sales Manager', 'Sales', 'LON', '2015-01-12', 2121, false],
  ['EMP-024', 'Katrin Vogel', 'HR Business Partner', 'HR', 'BER', '2017-08-01', 3124, false],
  ['EMP-026', 'Daniel Okoye', 'Software Engineer', 'Engineering', 'MAN', '2020-10-05', 2526, false],
  ['EMP-029', 'Sofia Almeida', 'Marketing Specialist', 'Marketing', 'LIS', '2023-01-09', 4129, false],
  ['EMP-031', 'Grace Liu', 'Financial Analyst', 'Finance', 'BOS', '2022-04-18', 6131, false],
  ['EMP-034', 'Lukas Brandt', 'Software Engineer', 'Engineering', 'BER', '2019-07-15', 3134, false],
  ['EMP-036', 'Emily Doyle', 'Account Executive', 'Sales', 'BOS', '2023-09-11', 6136, false],
  ['EMP-038', 'Hannah Price', 'Recruiter', 'HR', 'MAN', '2021-11-22', 2538, false],
  ['EMP-041', 'Rui Costa', 'Office Manager', 'Operations', 'LIS', '2018-02-26', 4141, false],
].map(([id, name, role, team, site, start, ext, tech]) => ({ id, name, role, team, site, start, ext, tech }));
const BY_ID = Object.fromEntries(STAFF.map((s) => [s.id, s]));
const BY_NAME = Object.fromEntries(STAFF.map((s) => [s.name, s]));
const TECHS = STAFF.filter((s) => s.tech);
const USERS = STAFF.filter((s) => !s.tech);

// ------------------------------------------------------------------ assets
const LAPTOPS = [
  ['Dell Latitude 7440', 'Windows 11 Pro'],
  ['Lenovo ThinkPad T14 Gen 4', 'Windows 11 Pro'],
  ['HP EliteBook 840 G10', 'Windows 11 Pro'],
  ['Apple MacBook Pro 14 (M3)', 'macOS 14 Sonoma'],
  ['Lenovo ThinkPad X1 Carbon Gen 11', 'Ubuntu 22.04 LTS'],
];
const MONITORS = ['Dell U2723QE', 'LG 27UP850', 'Dell P2423D'];
const PHONES = [['iPhone 15', 'iOS 17'], ['Samsung Galaxy S23', 'Android 14'], ['Google Pixel 8', 'Android 14']];
const PRINTERS = ['HP LaserJet Enterprise M507', 'Brother MFC-L8900CDW', 'Kyocera ECOSYS M3655idn'];

const assets = [];
const usedTags = new Set();
function tag(prefix) {
  for (;;) {
    const t = `${prefix}-${pad(r.int(101, 989), 4)}`;
    if (!usedTags.has(t)) {
      usedTags.add(t);
      return t;
    }
  }
}
function purchase() {
  return `${r.int(2019, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
function addYears(iso, n) {
  const [y, m, d] = iso.split('-');
  return `${Number(y) + n}-${m}-${d}`;
}
// laptops: 20 (15 assigned to the 15 staff, 5 spare / retired / in repair)
STAFF.forEach((s, i) => {
  const [model, os] = s.team === 'Engineering' ? LAPTOPS[4 - (i % 2)] : LAPTOPS[i % 4];
  assets.push({ tag: tag('LT'), type: 'Laptop', model, os, user: s, site: s.site, status: 'In use', ram: s.team === 'Engineering' || s.tech ? 32 : 16, storage: r.pick([256, 512, 512, 1000]) });
});
['LON', 'MAN', 'LIS', 'BER', 'LON'].forEach((site, i) => {
  const [model, os] = LAPTOPS[i % 4];
  assets.push({ tag: tag('LT'), type: 'Laptop', model, os, user: null, site, status: ['Spare', 'Retired', 'Spare', 'In repair', 'Retired'][i], ram: r.pick([8, 16, 16]), storage: r.pick([256, 512]) });
});
// monitors: 8
for (let i = 0; i < 8; i++) {
  const s = i < 6 ? USERS[(i * 3) % USERS.length] : null;
  assets.push({ tag: tag('MN'), type: 'Monitor', model: MONITORS[i % 3], user: s, site: s ? s.site : ['BER', 'LON'][i - 6], status: s ? 'In use' : 'Spare' });
}
// phones: 6
for (let i = 0; i < 6; i++) {
  const s = [TECHS[0], TECHS[1], TECHS[4], BY_NAME['James Whitfield'], BY_NAME['Emily Doyle'], null][i];
  const [model, os] = PHONES[i % 3];
  assets.push({ tag: tag('PH'), type: 'Phone', model, os, user: s, site: s ? s.site : 'MAN', status: s ? 'In use' : 'Spare', storage: r.pick([128, 256]) });
}
// printers: 6 (one per site, two in London)
['LON', 'LON', 'MAN', 'LIS', 'BER', 'BOS'].forEach((site, i) => {
  assets.push({ tag: tag('PR'), type: 'Printer', model: PRINTERS[i % 3], user: null, site, status: i === 1 ? 'Retired' : 'In use' });
});
const PRICE = { Laptop: [950, 2450], Monitor: [280, 640], Phone: [650, 1150], Printer: [420, 2100] };
for (const a of assets) {
  a.purchase = purchase();
  a.warrantyYears = a.type === 'Printer' ? 2 : a.type === 'Phone' ? 2 : r.pick([3, 3, 4]);
  a.warranty = addYears(a.purchase, a.warrantyYears);
  a.price = Math.round(r.int(...PRICE[a.type]) / 5) * 5 - (r.chance(0.4) ? 0.01 : 0);
  a.price = Math.round(a.price * 100) / 100;
  a.cur = SITE[a.site].cur;
}
const ASSET = Object.fromEntries(assets.map((a) => [a.tag, a]));

// ------------------------------------------------------------------ tickets
const CATS = ['Hardware', 'Software', 'Network', 'Access', 'Email', 'Printing'];
const SLA_H = { P1: 4, P2: 8, P3: 24, P4: 72 };
const PRIO_WORD = { P1: 'Critical', P2: 'High', P3: 'Medium', P4: 'Low' };
const SUMMARIES = {
  Hardware: ['Laptop will not power on', 'Docking station not detecting monitor', 'Keyboard keys sticking', 'Battery swelling', 'Screen flickering'],
  Software: ['Excel crashes on open', 'Teams update loop', 'Licence expired for Adobe Acrobat', 'VPN client will not install'],
  Network: ['Wi-Fi drops on floor 2', 'VPN disconnects every 10 minutes', 'Switch port dead in meeting room', 'Site internet outage'],
  Access: ['Locked out of account', 'Needs access to Finance share', 'MFA token lost', 'New starter account'],
  Email: ['Shared mailbox not syncing', 'Phishing email reported', 'Calendar invites failing'],
  Printing: ['Printer jammed', 'Scan to email not working', 'Toner empty'],
};
const tickets = [];
let num = 10401;
const dayOf = (t) => new Date(Date.UTC(2025, 0, 1) + t * 60000);
const fmtIsoMin = (t) => {
  const d = dayOf(t);
  return { date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
};
for (let i = 0; i < 60; i++) {
  num += r.int(2, 9);
  const id = `INC-${num}`;
  // opened on a weekday between 3 Feb and 28 Mar 2025, 08:00–17:59
  let day;
  for (;;) {
    day = r.int(33, 86); // days since 1 Jan (0-based): 3 Feb .. 28 Mar
    const wd = new Date(Date.UTC(2025, 0, 1 + day)).getUTCDay();
    if (wd !== 0 && wd !== 6) break;
  }
  const openMin = day * 1440 + r.int(8 * 60, 17 * 60 + 59);
  const requester = r.pick(USERS);
  const category = r.weighted([['Hardware', 3], ['Software', 3], ['Network', 2], ['Access', 2], ['Email', 1.5], ['Printing', 1.5]]);
  let prio = r.weighted([['P1', 1], ['P2', 2.2], ['P3', 4.5], ['P4', 2.5]]);
  let startPrio = prio;
  if ((prio === 'P1' || prio === 'P2') && r.chance(0.35)) startPrio = prio === 'P1' ? 'P2' : 'P3';
  const local = TECHS.filter((t) => t.site === requester.site);
  const assignee = category === 'Network' ? r.pick([BY_NAME['Will Carter'], BY_NAME['Jonas Weber']]) : local.length && r.chance(0.8) ? r.pick(local) : r.pick(TECHS);
  let asset = null;
  if (category === 'Printing') asset = r.pick(assets.filter((a) => a.type === 'Printer' && a.site === requester.site && a.status === 'In use'));
  else if (category === 'Hardware' || (category !== 'Access' && r.chance(0.4))) {
    const mine = assets.filter((a) => a.user === requester);
    asset = r.pick(mine);
  }
  const open = i >= 54 || (r.chance(0.06) && i > 40);
  let ttr = null;
  if (!open) {
    const [lo, hi] = { P1: [35, 330], P2: [60, 700], P3: [120, 2200], P4: [240, 5200] }[prio];
    ttr = r.int(lo, hi);
    if (ttr > 1440) ttr = Math.round(ttr / 720) * 720; // half days
    else ttr = Math.round(ttr / 5) * 5;
  }
  tickets.push({
    id, i, openMin, requester, category, prio, startPrio, assignee, asset, site: requester.site, ttr,
    status: open ? (r.chance(0.5) ? 'In progress' : 'On hold') : r.chance(0.45) ? 'Closed' : 'Resolved',
    summary: r.pick(SUMMARIES[category]),
    breached: ttr == null ? null : ttr > SLA_H[prio] * 60,
  });
}
for (const t of tickets) {
  const o = fmtIsoMin(t.openMin);
  t.opened = o.date;
  t.openedTime = o.time;
  t.assignMin = t.openMin + r.int(3, 40);
  t.escalateMin = t.startPrio !== t.prio ? t.assignMin + r.int(5, 30) : null;
  if (t.ttr != null) {
    const rs = fmtIsoMin(t.openMin + t.ttr);
    t.resolvedMin = t.openMin + t.ttr;
    t.resolved = rs.date;
    t.resolvedTime = rs.time;
    if (t.escalateMin != null && t.escalateMin >= t.resolvedMin) t.escalateMin = t.openMin + Math.floor(t.ttr / 2);
    if (t.assignMin >= t.resolvedMin) t.assignMin = t.openMin + 1;
  }
}
const T = Object.fromEntries(tickets.map((t) => [t.id, t]));

// which file holds which ticket: 6 Lisbon tickets in the Portuguese export, then log 18, digests 16, JSON 12, US CSV 8
const lisbon = tickets.filter((t) => t.site === 'LIS' && t.ttr != null).slice(0, 6);
const rest = r.shuffle(tickets.filter((t) => !lisbon.includes(t)));
const openOnes = rest.filter((t) => t.ttr == null);
const closedOnes = rest.filter((t) => t.ttr != null);
// digests only report resolved tickets; open tickets go to the log, the JSON dump and the US export
const logT = [...openOnes.slice(0, 2), ...closedOnes.slice(0, 16)];
const digestT = closedOnes.slice(16, 32);
const jsonT = [...openOnes.slice(2, 4), ...closedOnes.slice(32, 42)];
const usT = [...openOnes.slice(4), ...closedOnes.slice(42)];
if (logT.length + digestT.length + jsonT.length + usT.length + lisbon.length !== 60) throw new Error('ticket split');

// ------------------------------------------------------------------ duration spellings
function hm(min, style) {
  const h = Math.floor(min / 60);
  const m = min % 60;
  switch (style) {
    case 'compact':
      return h ? `${h}h${m ? `${pad(m)}m` : ''}` : `${m}m`;
    case 'spaced':
      return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
    case 'min':
      return `${min} min`;
    default:
      throw new Error(style);
  }
}
function dur(min, style, lang = 'en') {
  if (min >= 1440 && min % 720 === 0) {
    const d = min / 1440;
    const s = Number.isInteger(d) ? String(d) : String(d);
    if (lang === 'pt') return `${s.replace('.', ',')} ${d === 1 ? 'dia' : 'dias'}`;
    return `${s} ${d === 1 ? 'day' : 'days'}`;
  }
  if (lang === 'pt') return hm(min, 'compact');
  return hm(min, style);
}
const SHORT_MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const digestDT = (iso, hhmm) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${SHORT_MON[m - 1]} ${y} ${hhmm}`;
};
const usDT = (iso, hhmm) => {
  const [y, m, d] = iso.split('-');
  let [h, mi] = hhmm.split(':').map(Number);
  const ap = h >= 12 ? 'PM' : 'AM';
  h = h % 12 || 12;
  return `${m}/${d}/${y} ${h}:${pad(mi)} ${ap}`;
};
const ptDT = (iso, hhmm) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y} ${hhmm}`;
};

// ------------------------------------------------------------------ writer
const corpus = new Corpus(dir);
function ticketFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.id, 'ticket', attr, value, unit, stated, file);
  F('priority', t.prio, '', s.priority);
  F('status', t.status, '', s.status);
  F('category', t.category, '', s.category);
  F('opened', t.opened, 'date', s.opened);
  F('opened_time', t.openedTime, 'text', s.openedTime ?? s.opened);
  F('requester', t.requester.name, 'person', s.requester);
  F('assignee', t.assignee.name, 'person', s.assignee);
  if (t.asset) F('asset', t.asset.tag, '', t.asset.tag);
  if (s.site) F('site', SITE[t.site].name, 'place', s.site);
  if (t.ttr != null) {
    F('resolved', t.resolved, 'date', s.resolved);
    F('resolved_time', t.resolvedTime, 'text', s.resolvedTime ?? s.resolved);
    F('time_to_resolve', t.ttr, 'min', s.ttr);
    F('sla_breached', t.breached, 'bool', s.sla);
  }
  if (s.slaTarget) F('sla_target', SLA_H[t.prio], 'h', s.slaTarget);
  F('escalated', t.startPrio !== t.prio, 'bool', s.escalated ?? '');
}

// ---- (a) the event log
{
  const file = 'logs/servicedesk-events-2025q1.log';
  const lines = [];
  const L = (min, text) => lines.push({ min, text: `${fmtIsoMin(min).date} ${fmtIsoMin(min).time} ${text}` });
  for (const t of logT) {
    const st = {};
    const o = `${t.opened} ${t.openedTime}`;
    const cur0 = t.startPrio;
    const assetTxt = t.asset ? ` (asset ${t.asset.tag})` : '';
    L(t.openMin, `[${cur0}] ${t.id} opened by ${t.requester.name}${assetTxt} category=${t.category} "${t.summary}"`);
    st.opened = o;
    st.openedTime = o;
    st.requester = `${t.id} opened by ${t.requester.name}`;
    st.category = `category=${t.category}`;
    L(t.assignMin, `[${cur0}] ${t.id} assigned to ${t.assignee.name}`);
    st.assignee = `${t.id} assigned to ${t.assignee.name}`;
    if (t.escalateMin != null) {
      L(t.escalateMin, `[${t.prio}] ${t.id} escalated ${cur0} -> ${t.prio} by ${t.assignee.name}`);
      st.priority = `escalated ${cur0} -> ${t.prio}`;
      st.escalated = st.priority;
    } else st.priority = `[${t.prio}] ${t.id} opened`;
    if (t.ttr != null) {
      const style = ['compact', 'min', 'compact'][t.i % 3];
      const d = dur(t.ttr, style);
      const sla = t.breached ? 'SLA BREACHED' : 'SLA met';
      L(t.resolvedMin, `[${t.prio}] ${t.id} resolved by ${t.assignee.name} (ttr=${d}; ${sla})`);
      st.resolved = `${t.resolved} ${t.resolvedTime} [${t.prio}] ${t.id} resolved`;
      st.ttr = `ttr=${d}`;
      st.sla = `${t.id} resolved by ${t.assignee.name} (ttr=${d}; ${sla})`;
      if (t.status === 'Closed') {
        L(t.resolvedMin + 1440 * 3, `[${t.prio}] ${t.id} closed (no response from requester in 72h)`);
        st.status = `${t.id} closed`;
      } else st.status = `${t.id} resolved`;
    } else {
      const why = t.status === 'On hold' ? 'waiting on vendor' : 'technician working';
      L(t.assignMin + r.int(30, 600), `[${t.prio}] ${t.id} status -> ${t.status} (${why})`);
      st.status = `${t.id} status -> ${t.status}`;
    }
    ticketFacts(t, file, st);
  }
  // system noise: numbers that belong to no ticket
  for (let d = 33; d <= 88; d += 1) {
    const wd = new Date(Date.UTC(2025, 0, 1 + d)).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    if (d % 3 === 0) L(d * 1440 + 2 * 60, `[SYS] nightly backup completed: ${r.int(380, 460)} GB in ${r.int(41, 95)} min`);
    if (d % 7 === 2) L(d * 1440 + 6 * 60 + 30, `[SYS] patch run: ${r.int(120, 190)} endpoints updated, ${r.int(0, 6)} failed`);
  }
  lines.sort((a, b) => a.min - b.min);
  corpus.write(file, `# ${COMPANY} service desk — event log export, Q1 2025 (times Europe/London)\n# format: YYYY-MM-DD HH:MM [priority] ticket event\n${lines.map((l) => l.text).join('\n')}\n`);
}

// ---- (b) weekly digest emails
{
  const weeks = [[], [], [], []];
  [...digestT].sort((a, b) => a.openMin - b.openMin).forEach((t, k) => weeks[Math.floor(k / 4)].push(t));
  weeks.forEach((ws, w) => {
    const last = ws[ws.length - 1];
    const file = `mail/weekly-digest-${w + 1}.eml`;
    const sentDate = digestDT(last.resolved, '17:45');
    const paras = [];
    const rows = [];
    for (const t of ws) {
      const st = {};
      const style = ['spaced', 'min', 'compact', 'spaced'][t.i % 4];
      const d = dur(t.ttr, style);
      const od = digestDT(t.opened, t.openedTime);
      const rd = digestDT(t.resolved, t.resolvedTime);
      const sites = SITE[t.site].name;
      let p;
      if (t.startPrio !== t.prio) {
        p = `${t.id} (${t.summary.toLowerCase()}) was raised by ${t.requester.name} at ${sites} on ${od}, escalated to ${t.prio} and resolved in ${d} by ${t.assignee.name}.`;
        st.priority = `escalated to ${t.prio}`;
        st.escalated = st.priority;
      } else {
        p = `${t.requester.name} at ${sites} logged ${t.id} (${t.summary.toLowerCase()}) on ${od}; ${t.assignee.name} picked it up and it was resolved in ${d}.`;
        st.priority = `| ${t.id} | ${t.prio} |`;
      }
      p += ` Resolution was recorded on ${rd}${t.status === 'Closed' ? ' and the ticket is now closed' : ''}.`;
      if (t.breached) p += ` It breached its SLA.`;
      paras.push(p);
      st.requester = t.requester.name;
      st.site = sites;
      st.opened = od;
      st.resolved = rd;
      st.ttr = `resolved in ${d}`;
      st.assignee = t.assignee.name;
      st.status = `| ${t.status} |`;
      st.category = `| ${t.category} |`;
      st.sla = t.breached ? `${t.id} | ${t.prio} | ${t.category} | ${t.status} | breached` : `${t.id} | ${t.prio} | ${t.category} | ${t.status} | met`;
      rows.push(`| ${t.id} | ${t.prio} | ${t.category} | ${t.status} | ${t.breached ? 'breached' : 'met'} | ${t.asset ? t.asset.tag : '—'} |`);
      ticketFacts(t, file, st);
    }
    const total = r.int(38, 61);
    const text = `From: Service Desk Reporting <servicedesk-reports@northwindlane.example>
To: IT Leadership <it-leads@northwindlane.example>
Date: ${sentDate}
Subject: Service desk weekly digest #${w + 1} — notable tickets
Content-Type: text/plain; charset=utf-8

Hi all,

This week the desk handled ${total} tickets in total (${r.int(3, 9)} still waiting on users). The notable ones:

${paras.join('\n\n')}

| Ticket | Priority | Category | Status | SLA | Asset |
|---|---|---|---|---|---|
${rows.join('\n')}

First-contact resolution was ${r.int(58, 74)}% and the phone queue averaged ${r.int(40, 95)} seconds.

Thanks,
Service Desk Reporting
`;
    corpus.write(file, text);
  });
}

// ---- (c1) JSON API dump
{
  const file = 'exports/servicedesk-api-dump.json';
  const results = jsonT.map((t) => {
    const st = {};
    const iso = (min) => `${fmtIsoMin(min).date}T${fmtIsoMin(min).time}:00Z`;
    const events = [{ at: iso(t.openMin), type: 'opened', priority: t.startPrio }, { at: iso(t.assignMin), type: 'assigned', to: t.assignee.name }];
    if (t.escalateMin != null) events.push({ at: iso(t.escalateMin), type: 'priority_changed', from: t.startPrio, to: t.prio });
    if (t.ttr != null) events.push({ at: iso(t.resolvedMin), type: 'resolved' });
    if (t.status === 'Closed') events.push({ at: iso(t.resolvedMin + 4320), type: 'closed' });
    st.opened = `${t.opened}T${t.openedTime}`;
    st.priority = `"code": "${t.prio}"`;
    st.status = t.status;
    st.category = t.category;
    st.requester = t.requester.name;
    st.assignee = t.assignee.name;
    st.site = t.site;
    st.slaTarget = `"target_hours": ${SLA_H[t.prio]}`;
    if (t.escalateMin != null) st.escalated = `"from": "${t.startPrio}"`;
    const rec = {
      number: t.id,
      short_description: t.summary,
      priority: { code: t.prio, label: PRIO_WORD[t.prio] },
      state: t.status,
      category: t.category,
      requester: { id: t.requester.id, name: t.requester.name },
      assignment: { group: t.assignee.team, assignee: t.assignee.name },
      site: t.site,
      asset: t.asset ? { tag: t.asset.tag, model: t.asset.model, type: t.asset.type } : null,
      sla: { target_hours: SLA_H[t.prio], breached: t.breached },
      metrics: { time_to_resolve_min: t.ttr },
      events,
    };
    if (t.ttr != null) {
      st.resolved = `${t.resolved}T${t.resolvedTime}`;
      st.ttr = `"time_to_resolve_min": ${t.ttr}`;
      st.sla = `"breached": ${t.breached}`;
    }
    ticketFacts(t, file, st);
    return rec;
  });
  corpus.write(file, JSON.stringify({ source: 'servicedesk.northwindlane.example/api/v2/tickets', exported_at: '2025-04-01T06:00:00Z', page: 1, page_size: 50, total: results.length, results }, null, 2) + '\n');
}

// ---- (c2) US export (Boston reporting), month-first dates, priorities as words
{
  const file = 'exports/tickets-export-us.csv';
  const rows = usT.map((t) => {
    const st = {};
    const od = usDT(t.opened, t.openedTime);
    const rd = t.ttr != null ? usDT(t.resolved, t.resolvedTime) : 'TBD';
    const d = t.ttr != null ? dur(t.ttr, 'min') : 'n/a';
    st.priority = PRIO_WORD[t.prio];
    st.status = t.status;
    st.category = t.category;
    st.opened = od;
    st.requester = t.requester.name;
    st.assignee = t.assignee.name;
    st.site = SITE[t.site].city;
    st.slaTarget = `${SLA_H[t.prio]} hrs`;
    if (t.ttr != null) {
      st.resolved = rd;
      st.ttr = d;
      st.sla = `${d},${SLA_H[t.prio]} hrs,${t.breached ? 'Y' : 'N'}`;
    }
    ticketFacts(t, file, st);
    return [t.id, PRIO_WORD[t.prio], t.status, t.category, od, rd, d, `${SLA_H[t.prio]} hrs`, t.ttr != null ? (t.breached ? 'Y' : 'N') : '—', t.requester.name, t.assignee.name, t.asset ? t.asset.tag : 'n/a', SITE[t.site].city];
  });
  corpus.write(file, delimited(['Ticket #', 'Priority', 'Status', 'Category', 'Opened (MM/DD/YYYY)', 'Resolved (MM/DD/YYYY)', 'Time to resolve', 'SLA target', 'SLA breached', 'Requester', 'Assigned to', 'Asset', 'Office'], rows));
}

// ---- (c3) Portuguese export of Lisbon tickets, day-first dates
{
  const file = 'exports/chamados-lisboa-2025T1.csv';
  const PT_CAT = { Hardware: 'Hardware', Software: 'Software', Network: 'Rede', Access: 'Acessos', Email: 'E-mail', Printing: 'Impressão' };
  const PT_STATUS = { Resolved: 'Resolvido', Closed: 'Fechado', 'In progress': 'Em curso', 'On hold': 'Em espera' };
  const PT_PRIO = { P1: 'P1 - Crítica', P2: 'P2 - Alta', P3: 'P3 - Média', P4: 'P4 - Baixa' };
  const rows = lisbon.map((t) => {
    const st = {};
    const d = dur(t.ttr, 'compact', 'pt');
    st.priority = PT_PRIO[t.prio];
    st.status = PT_STATUS[t.status];
    st.category = PT_CAT[t.category];
    st.opened = ptDT(t.opened, t.openedTime);
    st.resolved = ptDT(t.resolved, t.resolvedTime);
    st.requester = t.requester.name;
    st.assignee = t.assignee.name;
    st.site = 'LIS';
    st.ttr = d;
    st.sla = `${d};${t.breached ? 'sim' : 'não'}`;
    ticketFacts(t, file, st);
    return [t.id, PT_PRIO[t.prio], PT_STATUS[t.status], PT_CAT[t.category], st.opened, st.resolved, d, t.breached ? 'sim' : 'não', t.requester.name, t.assignee.name, t.asset ? t.asset.tag : '—', 'LIS'];
  });
  corpus.write(file, delimited(['chamado', 'prioridade', 'estado', 'categoria', 'aberto_em', 'resolvido_em', 'tempo_resolucao', 'sla_violado', 'solicitante', 'tecnico', 'ativo', 'local'], rows, ';'));
}

// ------------------------------------------------------------------ assets
const moneyFmt = (a, k) => {
  const v = a.price;
  const two = v.toFixed(2);
  const int = Number.isInteger(v);
  const g = group(v, int ? 0 : 2);
  const sym = { EUR: '€', GBP: '£', USD: '$' }[a.cur];
  switch (k % 3) {
    case 0:
      return `${sym}${g}`;
    case 1:
      return `${a.cur} ${group(v, 2)}`;
    default:
      return a.cur === 'EUR' ? `${two.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d),)/g, '.')} €` : `${g} ${a.cur}`;
  }
};
const storageTxt = (gb) => (gb >= 1000 ? `${gb / 1000} TB` : `${gb} GB`);
const dmy = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
{
  const file = 'assets/asset-register-2025.csv';
  const reg = assets.filter((a) => a.type === 'Laptop' || a.type === 'Monitor');
  const rows = reg.map((a, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(a.tag, 'asset', attr, value, unit, stated, file);
    const price = moneyFmt(a, k);
    const warranty = k % 9 === 4 ? 'TBD' : dmy(a.warranty);
    F('type', a.type, '', a.type);
    F('model', a.model, '', a.model);
    F('purchase_date', a.purchase, 'date', dmy(a.purchase));
    F('price', a.price, a.cur, price);
    if (warranty !== 'TBD') F('warranty_end', a.warranty, 'date', warranty);
    if (a.ram) F('ram', a.ram, 'GB', `${a.ram}`);
    if (a.storage) F('storage', a.storage, 'GB', storageTxt(a.storage));
    if (a.os) F('os', a.os, '', a.os);
    if (a.user) F('assigned_to', a.user.name, 'person', a.user.id);
    F('site', SITE[a.site].name, 'place', a.site);
    F('status', a.status, '', a.status);
    return [a.tag, a.type, a.model, `SN${r.int(10000000, 99999999)}`, dmy(a.purchase), price, warranty, a.ram ?? 'n/a', a.storage ? storageTxt(a.storage) : 'n/a', a.os ?? '—', a.user ? a.user.id : '—', a.site, a.status];
  });
  corpus.write(file, `${delimited(['Asset tag', 'Type', 'Model', 'Serial', 'Purchased (DD/MM/YYYY)', 'Price', 'Warranty end', 'RAM (GB)', 'Storage', 'OS', 'Assigned to (staff id)', 'Site', 'Status'], rows)}`);
}
{
  const file = 'assets/printers.html';
  const prs = assets.filter((a) => a.type === 'Printer');
  const sections = prs.map((a, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(a.tag, 'asset', attr, value, unit, stated, file);
    const price = moneyFmt(a, k + 1);
    F('type', a.type, '', 'Printer');
    F('model', a.model, '', a.model);
    F('purchase_date', a.purchase, 'date', fmtDate(a.purchase, 'long'));
    F('price', a.price, a.cur, price);
    F('warranty_end', a.warranty, 'date', fmtDate(a.warranty, 'long'));
    F('site', SITE[a.site].name, 'place', SITE[a.site].name);
    F('status', a.status, '', a.status);
    return { heading: `${a.tag} — ${a.model}`, rows: [['Type', 'Printer (network, A4)'], ['Model', a.model], ['Location', `${SITE[a.site].name}, floor ${r.int(1, SITE[a.site].floors)}`], ['Purchased', fmtDate(a.purchase, 'long')], ['Price', price], ['Warranty until', fmtDate(a.warranty, 'long')], ['Pages printed (lifetime)', group(r.int(12000, 240000))], ['Status', a.status]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Printer fleet', docTitle: `Printers — ${COMPANY}`, crumbs: ['IT', 'Assets', 'Printers'], lead: ['Network printers across all offices. Toner is ordered automatically when a cartridge drops below 10 %.'], sections }));
}
{
  const file = 'assets/mobile-phones.md';
  const phs = assets.filter((a) => a.type === 'Phone');
  const sections = phs.map((a, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(a.tag, 'asset', attr, value, unit, stated, file);
    const price = moneyFmt(a, k + 2);
    F('type', a.type, '', 'Phone');
    F('model', a.model, '', a.model);
    F('purchase_date', a.purchase, 'date', fmtDate(a.purchase, 'short'));
    F('price', a.price, a.cur, price);
    F('warranty_end', a.warranty, 'date', fmtDate(a.warranty, 'short'));
    F('storage', a.storage, 'GB', `${a.storage} GB`);
    F('os', a.os, '', a.os);
    if (a.user) F('assigned_to', a.user.name, 'person', a.user.name);
    F('site', SITE[a.site].name, 'place', SITE[a.site].city);
    F('status', a.status, '', a.status);
    return { heading: `${a.tag} (${a.model})`, rows: [['Device', `${a.model}, ${a.storage} GB`], ['OS', a.os], ['User', a.user ? a.user.name : 'none (pool device)'], ['Office', SITE[a.site].city], ['Bought', fmtDate(a.purchase, 'short')], ['Cost', price], ['Warranty ends', fmtDate(a.warranty, 'short')], ['Status', a.status]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Company mobile phones', lead: ['Managed through the MDM console; a lost phone is wiped remotely within 15 minutes of being reported.'], sections }));
}

// ------------------------------------------------------------------ staff
{
  const file = 'staff/staff-directory.md';
  const rows = USERS.map((s) => {
    const F = (attr, value, unit, stated) => corpus.fact(s.name, 'staff', attr, value, unit, stated, file);
    F('emp_id', s.id, '', s.id);
    F('role', s.role, '', s.role);
    F('team', s.team, '', s.team);
    F('site', SITE[s.site].name, 'place', s.site);
    F('start_date', s.start, 'date', fmtDate(s.start, 'short'));
    F('extension', s.ext, '', `x${s.ext}`);
    return `| ${s.id} | ${s.name} | ${s.role} | ${s.team} | ${s.site} | ${fmtDate(s.start, 'short')} | x${s.ext} |`;
  });
  corpus.write(file, `# Staff directory (requesters)\n\nSite codes: LON London HQ, MAN Manchester, LIS Lisbon, BER Berlin, BOS Boston.\n\n| Staff id | Name | Role | Team | Site | Started | Extension |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`);
}
TECHS.forEach((s, k) => {
  const file = `staff/it-team/${slug(s.name)}.${k % 2 ? 'html' : 'txt'}`;
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'staff', attr, value, unit, stated, file);
  const start = k % 2 ? fmtDate(s.start, 'us') : fmtDate(s.start, 'long');
  F('emp_id', s.id, '', s.id);
  F('role', s.role, '', s.role);
  F('team', s.team, '', s.team);
  F('site', SITE[s.site].name, 'place', SITE[s.site].name);
  F('start_date', s.start, 'date', start);
  F('extension', s.ext, '', String(s.ext));
  const rows = [['Employee id', s.id], ['Role', s.role], ['Team', s.team], ['Based at', SITE[s.site].name], ['Joined', start], ['Phone extension', String(s.ext)], ['On-call rota', r.pick(['week A', 'week B', 'not on rota'])]];
  const lead = [`${s.name} joined ${COMPANY} on ${start}.`];
  if (k % 2) corpus.write(file, htmlDlPage({ title: s.name, site: `${COMPANY} IT`, lead, sections: [{ heading: 'Profile', rows }] }));
  else corpus.write(file, txtProfile({ txtHeader: `IT TEAM PROFILE — ${s.name.toUpperCase()}`, lead, sections: [{ heading: 'Profile', rows }] }));
});

// ------------------------------------------------------------------ sites: YAML for four, a Portuguese page for Lisbon
{
  const file = 'config/sites.yaml';
  const out = ['# Site configuration, maintained by Infrastructure. Do not edit by hand — run sitectl.', 'sites:'];
  for (const s of SITES.filter((x) => x.code !== 'LIS')) {
    const F = (attr, value, unit, stated) => corpus.fact(s.name, 'site', attr, value, unit, stated, file);
    F('code', s.code, '', `code: ${s.code}`);
    F('city', s.city, '', `city: ${s.city}`);
    F('country', s.country, '', `country: ${s.country}`);
    F('headcount', s.headcount, '', `headcount: ${s.headcount}`);
    F('floors', s.floors, '', `floors: ${s.floors}`);
    F('opened', s.opened, 'year', `opened: ${s.opened}`);
    out.push(`  - name: ${s.name}`, `    code: ${s.code}`, `    city: ${s.city}`, `    country: ${s.country}`, `    headcount: ${s.headcount}`, `    floors: ${s.floors}`, `    opened: ${s.opened}`, '    network:', `      vlan_users: ${r.int(100, 199)}`, `      vlan_voice: ${r.int(200, 299)}`, `      wan_mbps: ${r.pick([200, 500, 1000])}`, `    printers_default_tray: A4`);
  }
  corpus.write(file, out.join('\n') + '\n');
}
{
  const s = SITE.LIS;
  const file = 'sites/escritorio-lisboa.md';
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'site', attr, value, unit, stated, file);
  F('code', s.code, '', `Código: ${s.code}`);
  F('city', s.city, '', 'Cidade: Lisboa');
  F('country', s.country, '', 'País: Portugal');
  F('headcount', s.headcount, '', `${s.headcount} colaboradores`);
  F('floors', s.floors, '', 'três pisos');
  F('opened', s.opened, 'year', `Inaugurado em: ${s.opened}`);
  corpus.write(file, `# Lisbon Office — Escritório de Lisboa\n\n- Código: ${s.code}\n- Cidade: Lisboa\n- País: Portugal\n- Morada: Avenida da Liberdade 110, 1250-146 Lisboa\n- Inaugurado em: ${s.opened}\n- Pessoal: ${s.headcount} colaboradores\n- Pisos: três pisos (0, 1 e 2)\n- Técnico local: Ana Ribeiro (ext. 4103)\n\nO escritório ocupa três pisos e tem ${s.headcount} colaboradores. A ligação WAN é de 500 Mbps.\n`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${COMPANY} — IT service desk shared drive (Q1 2025).
logs/ raw event log from the ticketing tool; mail/ weekly digests sent to IT leadership; exports/ ticket exports (API dump, US office export, Lisbon export in Portuguese);
assets/ asset register and device lists; staff/ directory and IT team profiles; config/ and sites/ office information; policies/ and finance/ everything else.
Site codes: LON, MAN, LIS, BER, BOS. Priorities P1 (Critical) to P4 (Low).
`);
corpus.write('policies/sla-policy-v3.md', `# Service level policy (v3, effective 1 January 2025)

Targets are measured from the moment a ticket is opened to the moment it is resolved, in calendar hours.

| Priority | Meaning | Response target | Resolution target |
|---|---|---|---|
| P1 / Critical | Site down or many users blocked | 15 min | 4 hours |
| P2 / High | One user blocked, no workaround | 30 min | 8 hours |
| P3 / Medium | Degraded, workaround exists | 2 hours | 24 hours |
| P4 / Low | Requests and questions | 1 business day | 72 hours |

The desk aims to resolve at least 90 % of tickets within target each quarter. A breach of a P1 target is reviewed
within 5 working days. Laptops are replaced every 4 years; monitors every 6 years.
`);
corpus.write('finance/it-budget-2025.md', `# IT budget note 2025

The approved IT budget for 2025 is £1.42 million (2024: £1.31 million). Hardware refresh accounts for £385,000,
software licences for £512,000 and the service desk contract for £96,000. 120 laptops are due for replacement in
2025 at an average of £1,150 each. Contingency is held at 5 %.
`);

const stats = corpus.flush(source);
console.log(`helpdesk: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
