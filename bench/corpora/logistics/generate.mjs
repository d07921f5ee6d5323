#!/usr/bin/env node
// Logistics corpus (held-out): the shared drive of "Harrow & Veld Freight", a regional road-freight company with
// depots in the UK (Leeds, Bristol, Daventry), the Netherlands (Rotterdam, Venlo) and Poland (Poznań). 40
// shipments of June 2024, 15 vehicles, 12 drivers, 6 depots, 10 customers.
//   node bench/corpora/logistics/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "logistics-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) shipments: a TMS export CSV with kind-word headers (`Weight`, `Distance`, `Charge`; units in the cells, `km`
//     or `mi`, dd/mm/yyyy dates) for Daventry; two weekly ops e-mails (.eml) from Leeds with each shipment as
//     sentences (`SHP-24-0412 left Leeds depot on 3 June with 14 pallets (8.2 t) for Brightline Foods, …`, miles);
//     one delivery note per shipment as text (Bristol, Venlo, two of Rotterdam and Poznań; weights in kg or lb,
//     `GBP 1,060.00`, `€ 745,00`, `PLN 2,275.00`); a DUTCH Markdown table of Rotterdam shipments (`Zending`,
//     `Gewicht` `8,4 t`, `Op tijd` `ja|nee`, `€ 720,00`, dd-mm-yyyy) and a POLISH semicolon export of Poznań
//     shipments (`Nr zlecenia;Data zlecenia;…;Waga (kg);…;Terminowo;Koszt (PLN)`, `tak|nie`, decimal commas);
// (b) vehicles: an English fleet list CSV (payload `18,000 kg` or `18 t`, load volume in cubic feet), a DUTCH
//     semicolon list (`Kenteken;Merk;Model;Type;Bouwjaar;Laadvermogen (kg);Laadruimte (m³);Brandstof;Vestiging`),
//     a POLISH list (`Nr rej.;Marka;Model;Rodzaj;Rok produkcji;Ładowność (t);Pojemność (m³);Paliwo;Oddział`), one
//     electric van only on a trial page; MOT / APK / przegląd due dates in a Markdown schedule and June fuel in a
//     fuel log of fill-ups (facts of the vehicle stated in a second file);
// (c) drivers: English blocks (UK), a Dutch page (NL), a Polish text file (PL); a WIDE weekly roster (a column per
//     weekday, hours per day, `off`);
// (d) depots: Markdown pages (UK, area in sq ft), an HTML infobox (Rotterdam, m²), a Dutch page (Venlo) and a Polish
//     page (Poznań); customers in an HTML table and as prose; a rate card, policies and background documents whose
//     numbers belong to no entity.
//
// Canonical units of source.csv: weights and payloads in kg (`8.2 t` = 8200, `17,640 lb` × 0.45359237); distances in
// km (`212 mi` × 1.609344); load volumes in m3 (`2,825 cu ft` × 0.0283168466); depot areas in m2 (`86,000 sq ft`
// × 0.09290304); costs in the stated currency (GBP, EUR or PLN, never converted); fuel in litres; hours in hours;
// dates ISO; Dutch and Polish words in English (`Trekker` / `Ciągnik siodłowy` = Artic, `Bakwagen` / `Solówka` =
// Rigid, `Bestelbus` / `Dostawczy` = Van, `ON` / `diesel` = Diesel, `elektrisch` = Electric, `tak|ja` = yes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, htmlTablePage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('logistics-v1');
const LB = 0.45359237;
const MI = 1.609344;
const CUFT = 0.0283168466;
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const dec = (x, d) => Number(x).toFixed(d).replace('.', ',');
/** 1240 → "1.240,00" (Dutch) */
const nl = (x) => group(Number(x).toFixed(2)).replace(/,/g, 'X').replace('.', ',').replace(/X/g, '.');
/** 4850 → "4 850,00" (Polish) */
const pl = (x) => group(Number(x).toFixed(2)).replace(/,/g, ' ').replace('.', ',');
const addDays = (iso, n) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const [Y, M, D] = [0, 1, 2];
const parts = (iso) => iso.split('-').map(Number);
const ukDate = (iso) => { const p = parts(iso); return `${pad(p[D])}/${pad(p[M])}/${p[Y]}`; };
const nlDate = (iso) => { const p = parts(iso); return `${pad(p[D])}-${pad(p[M])}-${p[Y]}`; };
const dayMonth = (iso) => fmtDate(iso, 'long').replace(/ \d{4}$/, '');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (MOT schedule, fuel log, roster). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ depots
const DEPOTS = [
  { name: 'Leeds', country: 'United Kingdom', manager: 'Paula Hargreaves', bays: 22, sqft: 86000, opened: 1998, address: 'Unit 7, Stourton Link, Leeds LS10 1RS' },
  { name: 'Bristol', country: 'United Kingdom', manager: 'Owen Treharne', bays: 14, sqft: 52500, opened: 2009, address: 'Avonmouth Way, Bristol BS11 9YA' },
  { name: 'Daventry', country: 'United Kingdom', manager: 'Rachel Okafor', bays: 40, sqft: 215000, opened: 2014, address: 'DIRFT Plot 3, Daventry NN6 7GZ' },
  { name: 'Rotterdam', country: 'Netherlands', manager: 'Marloes Verbeek', bays: 28, m2: 14800, opened: 2011, address: 'Waalhaven Oostzijde 81, 3087 BM Rotterdam' },
  { name: 'Venlo', country: 'Netherlands', manager: 'Bram Hendriks', bays: 12, m2: 7600, opened: 2019, address: 'Celsiusweg 14, 5928 PR Venlo' },
  { name: 'Poznań', country: 'Poland', manager: 'Ewa Zielińska', bays: 18, m2: 11200, opened: 2017, address: 'ul. Gnieźnieńska 40, 62-006 Kobylnica (Poznań)' },
];
for (const d of DEPOTS) d.area = d.sqft != null ? r4(d.sqft * SQFT) : d.m2;
const DP = Object.fromEntries(DEPOTS.map((d) => [d.name, d]));
const CUR = { 'United Kingdom': 'GBP', Netherlands: 'EUR', Poland: 'PLN' };

// ------------------------------------------------------------------ customers
const CUSTOMERS = [
  { name: 'Brightline Foods', sector: 'Food and drink', city: 'Wakefield', since: 2015, terms: 30 },
  { name: 'Halden Paper', sector: 'Paper and packaging', city: 'Swindon', since: 2012, terms: 45 },
  { name: 'Okto', sector: 'E-commerce', city: 'Manchester', since: 2021, terms: 14 },
  { name: 'Marlow Garden Supplies', sector: 'Garden and DIY', city: 'Reading', since: 2018, terms: 60 },
  { name: 'Tecra Automotive', sector: 'Automotive', city: 'Coventry', since: 2010, terms: 30 },
  { name: 'Zenith Pharma', sector: 'Pharmaceuticals', city: 'Cambridge', since: 2019, terms: 30 },
  { name: 'Borealis', sector: 'Beverages', city: 'Glasgow', since: 2016, terms: 45 },
  { name: 'Van Dijk Bloemen', sector: 'Horticulture', city: 'Aalsmeer', since: 2017, terms: 30, month: 'March' },
  { name: 'Kowalczyk Meble', sector: 'Furniture', city: 'Gniezno', since: 2020, terms: 60, month: 'September' },
  { name: 'Norda', sector: 'Building materials', city: 'Wrocław', since: 2022, terms: 45, month: 'January' },
];

// ------------------------------------------------------------------ vehicles
// [reg, make, model, type, year, depot, fuel, payload kg, volume m3 (approx)]
const VEH_DEF = [
  ['YK21 HFD', 'DAF', 'XF 480', 'Artic', 2021, 'Leeds', 'Diesel', 26000, 90],
  ['YJ19 OPW', 'Scania', 'P280', 'Rigid', 2019, 'Leeds', 'Diesel', 11500, 45],
  ['YE73 KZT', 'Mercedes-Benz', 'eSprinter', 'Van', 2023, 'Leeds', 'Electric', 950, 11],
  ['WU20 BXR', 'Volvo', 'FH 460', 'Artic', 2020, 'Bristol', 'HVO', 25500, 88],
  ['WF18 TLN', 'Iveco', 'Eurocargo 120', 'Rigid', 2018, 'Bristol', 'Diesel', 6800, 38],
  ['FN22 DVY', 'Scania', 'R450', 'Artic', 2022, 'Daventry', 'Diesel', 27000, 92],
  ['FL17 GMA', 'DAF', 'CF 340', 'Rigid', 2017, 'Daventry', 'Diesel', 12500, 50],
  ['FX72 NRE', 'Volvo', 'FH Electric', 'Artic', 2022, 'Daventry', 'Electric', 22000, 86],
  ['72-BRT-4', 'DAF', 'XF 530', 'Artic', 2022, 'Rotterdam', 'LNG', 26500, 90],
  ['VK-318-J', 'Volvo', 'FM 420', 'Artic', 2019, 'Rotterdam', 'Diesel', 25000, 86],
  ['VT-602-B', 'Renault', 'D Wide', 'Rigid', 2020, 'Rotterdam', 'Diesel', 9500, 42],
  ['14-BPX-9', 'Mercedes-Benz', 'Atego 1224', 'Rigid', 2016, 'Venlo', 'Diesel', 5900, 36],
  ['PO 7K219', 'MAN', 'TGX 18.470', 'Artic', 2021, 'Poznań', 'Diesel', 24500, 90],
  ['PZ 4410F', 'Scania', 'S500', 'Artic', 2023, 'Poznań', 'LNG', 25000, 92],
  ['PO 2M833', 'Iveco', 'Daily 70C', 'Van', 2018, 'Poznań', 'Diesel', 3400, 19],
];
const vehicles = VEH_DEF.map(([reg, make, model, type, year, depot, fuel, payload, vol]) => ({ reg, make, model, type, year, depot, fuel, payload, vol }));
const V = Object.fromEntries(vehicles.map((v) => [v.reg, v]));

// ------------------------------------------------------------------ drivers
// [name, depot, licence, hired]
const DRV_DEF = [
  ['Dave Kirby', 'Leeds', 'C+E', '2011-03-14'],
  ['Shabana Akhtar', 'Leeds', 'C', '2019-09-02'],
  ['Tom Penhaligon', 'Bristol', 'C+E', '2015-06-22'],
  ['Gareth Mills', 'Daventry', 'C+E', '2014-05-06'],
  ['Kelly Obi', 'Daventry', 'C+E', '2021-01-11'],
  ['Lewis Armitage', 'Daventry', 'C1', '2023-04-17'],
  ['Jeroen de Wit', 'Rotterdam', 'C+E', '2012-02-01'],
  ['Sanne Bakker', 'Rotterdam', 'C', '2020-08-03'],
  ['Mehmet Yılmaz', 'Venlo', 'C', '2019-10-14'],
  ['Tomasz Wójcik', 'Poznań', 'C+E', '2017-05-08'],
  ['Krzysztof Nowak', 'Poznań', 'C+E', '2018-11-19'],
  ['Agnieszka Lis', 'Poznań', 'B', '2022-03-01'],
];
const drivers = DRV_DEF.map(([name, depot, licence, hired]) => ({ name, depot, licence, hired }));
// roster of week 23 (Mon 3 – Sun 9 June 2024): hours per day, null = off
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
for (const d of drivers) {
  const offs = new Set(r.sample([0, 1, 2, 3, 4, 5, 6], r.int(2, 3)));
  if (!offs.has(6) && r.chance(0.6)) offs.add(6);
  d.hours = DAYS.map((_, i) => (offs.has(i) ? null : r.pick([7.5, 8, 8.5, 9, 9, 9.5, 10, 10.5, 11])));
}

// ------------------------------------------------------------------ shipments
const DEST = {
  'United Kingdom': ['Manchester', 'Glasgow', 'Birmingham', 'Southampton', 'Norwich', 'Cardiff', 'Newcastle', 'Aberdeen', 'Exeter', 'Dover', 'Inverness', 'Carlisle'],
  Netherlands: ['Antwerp', 'Hamburg', 'Düsseldorf', 'Lille', 'Utrecht', 'Brussels', 'Dortmund', 'Groningen'],
  Poland: ['Warsaw', 'Berlin', 'Wrocław', 'Prague', 'Gdańsk', 'Łódź', 'Szczecin'],
};
const CUST_BY = {
  'United Kingdom': ['Brightline Foods', 'Halden Paper', 'Okto', 'Marlow Garden Supplies', 'Tecra Automotive', 'Zenith Pharma', 'Borealis'],
  Netherlands: ['Van Dijk Bloemen', 'Okto', 'Zenith Pharma', 'Van Dijk Bloemen', 'Tecra Automotive'],
  Poland: ['Kowalczyk Meble', 'Norda', 'Tecra Automotive', 'Kowalczyk Meble'],
};
// approximate road distances (km) from each depot; a shipment's route adds 0–8 % for drops and diversions
const ROAD = {
  Leeds: { Manchester: 70, Glasgow: 350, Birmingham: 190, Southampton: 390, Norwich: 280, Cardiff: 380, Newcastle: 160, Aberdeen: 580, Exeter: 460, Dover: 430, Inverness: 600, Carlisle: 190 },
  Bristol: { Manchester: 270, Glasgow: 590, Birmingham: 140, Southampton: 120, Norwich: 380, Cardiff: 70, Newcastle: 470, Aberdeen: 830, Exeter: 130, Dover: 330, Inverness: 880, Carlisle: 430 },
  Daventry: { Manchester: 190, Glasgow: 500, Birmingham: 65, Southampton: 200, Norwich: 200, Cardiff: 240, Newcastle: 360, Aberdeen: 750, Exeter: 300, Dover: 250, Inverness: 800, Carlisle: 350 },
  Rotterdam: { Antwerp: 100, Hamburg: 500, Düsseldorf: 230, Lille: 250, Utrecht: 60, Brussels: 150, Dortmund: 260, Groningen: 250 },
  Venlo: { Antwerp: 150, Hamburg: 430, Düsseldorf: 60, Lille: 290, Utrecht: 140, Brussels: 180, Dortmund: 120, Groningen: 250 },
  'Poznań': { Warsaw: 310, Berlin: 270, Wrocław: 180, Prague: 470, Gdańsk: 310, Łódź: 215, Szczecin: 260 },
};
const RATE = { GBP: [1.6, 2.4], EUR: [1.8, 2.7], PLN: [6.5, 9.5] };
const ORIGINS = [['Leeds', 8], ['Bristol', 6], ['Daventry', 8], ['Rotterdam', 7], ['Venlo', 4], ['Poznań', 7]];
const shipments = [];
let serial = 405;
for (const [depot, n] of ORIGINS) {
  const country = DP[depot].country;
  const vs = vehicles.filter((v) => v.depot === depot);
  const ds = drivers.filter((d) => d.depot === depot);
  const dests = r.shuffle(DEST[country]);
  for (let i = 0; i < n; i++) {
    serial += r.int(1, 9);
    const v = vs[i % vs.length];
    const drv = v.type === 'Van' && ds.some((d) => d.licence === 'B') ? ds.find((d) => d.licence === 'B') : ds[(i + r.int(0, 1)) % ds.length];
    const maxPal = v.type === 'Artic' ? 26 : v.type === 'Rigid' ? 14 : 4;
    const pallets = r.int(Math.max(1, Math.floor(maxPal / 3)), maxPal);
    const cap = Math.min(960, Math.floor(v.payload / pallets));
    const perPal = r.int(Math.min(280, cap), cap);
    const weight = Math.round((pallets * perPal) / 100) * 100;
    const booked = `2024-${r.chance(0.15) ? '05' : '06'}-${pad(r.int(1, 27))}`;
    const fixedBooked = booked.startsWith('2024-05') ? `2024-05-${pad(r.int(27, 31))}` : booked;
    const lead = country === 'United Kingdom' ? 1 : 2;
    const onTime = r.chance(0.7);
    const delivered = addDays(fixedBooked, onTime ? r.int(1, lead) : lead + r.int(1, 2));
    const dest = dests[i % dests.length];
    const distKm = Math.round(ROAD[depot][dest] * r.float(1, 1.08));
    const cur = CUR[country];
    const cost = Math.round((distKm * r.float(...RATE[cur]) + pallets * (cur === 'PLN' ? 40 : 9)) / 5) * 5;
    shipments.push({
      code: `SHP-24-${pad(serial, 4)}`, origin: depot, country, dest, customer: r.pick(CUST_BY[country]),
      pallets, weight, distKm, booked: fixedBooked, delivered, onTime, cur, cost, vehicle: v.reg, driver: drv.name,
    });
  }
}

function shipFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.code, 'shipment', attr, value, unit, stated, file);
  F('origin', s.origin, 'place', st.origin);
  F('destination', s.dest, 'place', st.dest);
  F('customer', s.customer, 'text', s.customer);
  F('weight', s.weight, 'kg', st.weight);
  F('pallets', s.pallets, '', st.pallets);
  F('distance', s.distance, 'km', st.distance);
  F('booked', s.booked, 'date', st.booked);
  F('delivered', s.delivered, 'date', st.delivered);
  F('on_time', s.onTime, 'bool', st.onTime);
  F('cost', s.cost, s.cur, st.cost);
  F('vehicle', s.vehicle, 'text', s.vehicle);
  F('driver', s.driver, 'person', st.driver ?? s.driver);
}
const byOrigin = (o) => shipments.filter((s) => s.origin === o);

// (a1) TMS export: Daventry, kind-word headers, units in the cells
{
  const file = 'operations/tms-export-daventry-2024-06.csv';
  const rows = byOrigin('Daventry').map((s, k) => {
    const miles = k % 3 === 1;
    const distStated = miles ? `${Math.round(s.distKm / MI)} mi` : `${s.distKm} km`;
    s.distance = miles ? r4(Math.round(s.distKm / MI) * MI) : s.distKm;
    const w = `${group(s.weight)} kg`;
    const cost = `£${group(s.cost.toFixed(2))}`;
    shipFacts(s, file, { origin: 'DAV', dest: s.dest, weight: w, pallets: '', distance: distStated, booked: ukDate(s.booked), delivered: ukDate(s.delivered), onTime: s.onTime ? 'On time' : 'Late', cost });
    return [s.code, ukDate(s.booked), 'DAV', s.dest, s.customer, w, s.pallets, distStated, s.vehicle, s.driver, ukDate(s.delivered), s.onTime ? 'On time' : 'Late', cost];
  });
  corpus.write(file, delimited(['Reference', 'Booked', 'Depot', 'Destination', 'Account', 'Weight', 'Pallets', 'Distance', 'Unit', 'Driver', 'Delivered', 'Status', 'Charge'], rows));
}

// (a2) weekly ops e-mails from Leeds: shipments as sentences, weights in t, distances in miles
{
  const leeds = byOrigin('Leeds').sort((a, b) => a.booked.localeCompare(b.booked));
  const halves = [leeds.slice(0, 4), leeds.slice(4)];
  halves.forEach((list, h) => {
    const file = `operations/ops-email-leeds-week-${h === 0 ? 23 : 25}.eml`;
    const sent = h === 0 ? 'Fri, 07 Jun 2024 17:42:10 +0100' : 'Fri, 21 Jun 2024 16:58:31 +0100';
    const out = [
      'From: Paula Hargreaves <p.hargreaves@harrowveld.co.uk>',
      'To: ops-uk@harrowveld.co.uk',
      'Cc: Rachel Okafor <r.okafor@harrowveld.co.uk>',
      `Subject: Leeds ops round-up, week ${h === 0 ? 23 : 25}`,
      `Date: ${sent}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hi all,',
      '',
      h === 0 ? 'Quick round-up of the notable Leeds loads this week. Yard was busy with the bank holiday backlog.' : 'Round-up for the week. The M62 roadworks cost us two deliveries again.',
      '',
    ];
    list.forEach((s, k) => {
      const t = (s.weight / 1000).toFixed(1);
      const miles = Math.round(s.distKm / MI);
      s.distance = r4(miles * MI);
      const late = s.onTime ? 'delivered on time' : (() => { const n = Math.round((Date.parse(s.delivered) - Date.parse(s.booked)) / 864e5) - 1; return n === 1 ? 'delivered a day late' : `delivered ${n} days late`; })();
      const first = s.driver.split(' ')[0];
      const wS = `${t} t`;
      const dS = `${miles} miles`;
      const cS = `£${group(s.cost)}`;
      const bS = dayMonth(s.booked);
      const delS = dayMonth(s.delivered);
      const onS = s.onTime ? 'on time' : 'late';
      const palS = s.pallets === 1 ? '1 pallet' : `${s.pallets} pallets`;
      shipFacts(s, file, { origin: 'Leeds depot', dest: s.dest, weight: wS, pallets: palS, distance: dS, booked: bS, delivered: delS, onTime: onS, cost: cS, driver: first });
      if (k % 2 === 0) {
        out.push(`${s.code} left Leeds depot on ${bS} with ${palS} (${wS}) for ${s.customer}, ${late}. ` +
          `It went to ${s.dest}, ${dS} on ${s.vehicle}, with ${s.driver} driving; the POD is dated ${delS} and we billed ${cS}.`);
      } else {
        out.push(`${s.customer}'s load ${s.code} (${palS}, ${wS}) was booked for ${bS} and ran ${dS} to ${s.dest} on ${s.vehicle} — ` +
          `${s.driver} took it and it arrived on ${delS}, ${s.onTime ? 'on time' : 'late'}. Charge ${cS}.`);
      }
      out.push('');
    });
    out.push(h === 0 ? 'Reminder: tacho downloads are due on Monday. Shabana is on the forklift refresher on Thursday.' : 'Reminder: fire drill on Wednesday at 10:00, 25 minutes.', '', 'Thanks,', 'Paula', '');
    corpus.write(file, out.join('\n'));
  });
}

// (a3) delivery notes: Bristol, Venlo, two of Rotterdam and two of Poznań
{
  const notes = [...byOrigin('Bristol'), ...byOrigin('Venlo'), ...byOrigin('Rotterdam').slice(5), ...byOrigin('Poznań').slice(5)];
  notes.forEach((s, k) => {
    const file = `delivery-notes/${s.code}.txt`;
    let wS;
    if (s.country === 'United Kingdom' && k % 2 === 0) {
      const lb = Math.round(s.weight / LB / 10) * 10;
      s.weight = r4(lb * LB);
      wS = `${group(lb)} lb`;
    } else wS = `${group(s.weight)} kg`;
    let dS;
    if (s.country === 'United Kingdom' && k % 2 === 1) {
      const mi = Math.round(s.distKm / MI);
      s.distance = r4(mi * MI);
      dS = `${mi} miles`;
    } else {
      s.distance = s.distKm;
      dS = `${s.distKm} km`;
    }
    const cS = s.cur === 'GBP' ? `GBP ${group(s.cost.toFixed(2))}` : s.cur === 'EUR' ? `€ ${nl(s.cost)}` : `PLN ${group(s.cost.toFixed(2))}`;
    const bS = k % 2 ? fmtDate(s.booked, 'short') : fmtDate(s.booked, 'dotted');
    const delS = k % 2 ? fmtDate(s.delivered, 'short') : fmtDate(s.delivered, 'dotted');
    const onS = s.onTime ? 'Delivered within agreed window' : 'LATE DELIVERY — outside agreed window';
    shipFacts(s, file, { origin: `${s.origin} depot`, dest: s.dest, weight: wS, pallets: `${s.pallets} pallets`, distance: dS, booked: bS, delivered: delS, onTime: onS, cost: cS });
    corpus.write(file, [
      'HARROW & VELD FREIGHT — DELIVERY NOTE', '=====================================', '',
      `Consignment:      ${s.code}`,
      `Order date:       ${bS}`,
      `Collected from:   ${s.origin} depot`,
      `Consignee:        ${s.customer}, ${s.dest}`,
      `Goods:            ${s.pallets} pallets, gross ${wS}`,
      `Route:            ${dS}`,
      `Vehicle / driver: ${s.vehicle} / ${s.driver}`,
      `Freight charge:   ${cS}`, '',
      `Proof of delivery signed ${delS} at ${pad(r.int(7, 17))}:${pad(r.int(0, 59))}.`,
      `${onS}.`,
      k % 4 === 3 ? 'Remarks: one pallet shrink-wrap damaged, accepted by consignee.' : 'Remarks: none.', '',
    ].join('\n'));
  });
}

// (a4) Dutch Markdown table of Rotterdam shipments
{
  const file = 'rotterdam/zendingen-juni-2024.md';
  const list = byOrigin('Rotterdam').slice(0, 5);
  const out = ['# Zendingen juni 2024 — vestiging Rotterdam', '', 'Overzicht uit het TMS, handmatig aangevuld. Bedragen excl. btw.', '',
    '| Zending | Geboekt | Bestemming | Klant | Gewicht | Pallets | Afstand | Kenteken | Chauffeur | Geleverd | Op tijd | Kosten |', '|---|---|---|---|---|---|---|---|---|---|---|---|'];
  list.forEach((s) => {
    s.distance = s.distKm;
    const wS = `${dec(s.weight / 1000, 1)} t`;
    const cS = `€ ${nl(s.cost)}`;
    shipFacts(s, file, { origin: 'Rotterdam', dest: s.dest, weight: wS, pallets: '', distance: `${s.distKm} km`, booked: nlDate(s.booked), delivered: nlDate(s.delivered), onTime: '', cost: cS });
    out.push(`| ${s.code} | ${nlDate(s.booked)} | ${s.dest} | ${s.customer} | ${wS} | ${s.pallets} | ${s.distKm} km | ${s.vehicle} | ${s.driver} | ${nlDate(s.delivered)} | ${s.onTime ? 'ja' : 'nee'} | ${cS} |`);
  });
  out.push('', 'Let op: Antwerpen en Hamburg rekenen vanaf juli een congestietoeslag van € 35 per rit.', '');
  corpus.write(file, out.join('\n'));
}

// (a5) Polish semicolon export of Poznań shipments
{
  const file = 'poznan/zlecenia-2024-06.csv';
  const rows = byOrigin('Poznań').slice(0, 5).map((s) => {
    s.distance = s.distKm;
    const pd = (iso) => fmtDate(iso, 'dotted');
    shipFacts(s, file, { origin: 'Poznań', dest: s.dest, weight: '', pallets: '', distance: '', booked: pd(s.booked), delivered: pd(s.delivered), onTime: '', cost: pl(s.cost).replace(/ /g, ' ') });
    return [s.code, 'Poznań', pd(s.booked), pd(s.delivered), s.customer, s.dest, String(s.weight), s.pallets, s.distKm, s.vehicle, s.driver, s.onTime ? 'tak' : 'nie', pl(s.cost)];
  });
  corpus.write(file, delimited(['Nr zlecenia', 'Oddział nadania', 'Data zlecenia', 'Data dostawy', 'Klient', 'Miejsce docelowe', 'Waga (kg)', 'Palety', 'Dystans (km)', 'Pojazd', 'Kierowca', 'Terminowo', 'Koszt (PLN)'], rows, ';'));
}

// ------------------------------------------------------------------ vehicles
const TYPE_NL = { Artic: 'Trekker', Rigid: 'Bakwagen', Van: 'Bestelbus' };
const TYPE_PL = { Artic: 'Ciągnik siodłowy', Rigid: 'Solówka', Van: 'Dostawczy' };
const FUEL_NL = { Diesel: 'diesel', LNG: 'LNG', Electric: 'elektrisch' };
const FUEL_PL = { Diesel: 'ON', LNG: 'LNG' };
function vehFacts(v, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(v.reg, 'vehicle', attr, value, unit, stated, file);
  F('make', v.make, '', st.make ?? v.make);
  F('model', v.model, '', st.model ?? v.model);
  F('type', v.type, '', st.type);
  F('year', v.year, '', st.year ?? '');
  F('depot', v.depot, 'place', st.depot ?? '');
  F('fuel', v.fuel, '', st.fuel);
  F('payload', v.payload, 'kg', st.payload);
  F('volume', v.volume, 'm3', st.volume);
}
{
  const file = 'fleet/fleet-list-uk.csv';
  const uk = vehicles.filter((v) => DP[v.depot].country === 'United Kingdom' && v.reg !== 'YE73 KZT');
  const rows = uk.map((v, k) => {
    const cuft = Math.round(v.vol / CUFT / 5) * 5;
    v.volume = r4(cuft * CUFT);
    const pS = k % 2 ? `${v.payload / 1000} t` : `${group(v.payload)} kg`;
    vehFacts(v, file, { type: v.type, payload: pS, volume: group(cuft), fuel: v.fuel });
    return [v.reg, v.make, v.model, v.type, v.year, v.depot, v.fuel, pS, group(cuft)];
  });
  corpus.write(file, delimited(['Registration', 'Make', 'Model', 'Body', 'Year', 'Depot', 'Fuel', 'Payload', 'Load volume (cu ft)'], rows));
}
{
  const file = 'fleet/ev-van-trial-leeds.md';
  const v = V['YE73 KZT'];
  v.volume = v.vol;
  vehFacts(v, file, { type: 'electric van', payload: '950 kg', volume: '11 m³', fuel: 'battery-electric', year: '2023' });
  corpus.write(file, `# Electric van trial — Leeds

Since October 2023 Leeds has run one battery-electric van on the city-centre multi-drop work.

- Vehicle: Mercedes-Benz eSprinter, registration YE73 KZT (first registered 2023)
- Based at: Leeds depot, charging on the 22 kW post by bay 3
- Payload: 950 kg; load space 11 m³
- Range seen in practice: 140–170 km in summer, about 115 km in January

Energy use over the first six months averaged 31 kWh per 100 km. Drivers like it; the only complaint is the
payload, which rules it out for Brightline's cased drinks. A decision on two more vans is due in September.
`);
}
{
  const file = 'rotterdam/wagenpark-nl.csv';
  const list = vehicles.filter((v) => DP[v.depot].country === 'Netherlands');
  const rows = list.map((v) => {
    v.volume = v.vol;
    vehFacts(v, file, { type: TYPE_NL[v.type], payload: String(v.payload), volume: String(v.vol), fuel: FUEL_NL[v.fuel] });
    return [v.reg, v.make, v.model, TYPE_NL[v.type], v.year, v.payload, v.vol, FUEL_NL[v.fuel], v.depot];
  });
  corpus.write(file, delimited(['Kenteken', 'Merk', 'Model', 'Type', 'Bouwjaar', 'Laadvermogen (kg)', 'Laadruimte (m³)', 'Brandstof', 'Vestiging'], rows, ';'));
}
{
  const file = 'poznan/flota-pojazdy.csv';
  const list = vehicles.filter((v) => v.depot === 'Poznań');
  const rows = list.map((v) => {
    v.volume = v.vol;
    const t = dec(v.payload / 1000, 1);
    vehFacts(v, file, { type: TYPE_PL[v.type], payload: t, volume: String(v.vol), fuel: FUEL_PL[v.fuel] });
    return [v.reg, v.make, v.model, TYPE_PL[v.type], v.year, t, v.vol, FUEL_PL[v.fuel], 'Poznań'];
  });
  corpus.write(file, delimited(['Nr rej.', 'Marka', 'Model', 'Rodzaj', 'Rok produkcji', 'Ładowność (t)', 'Pojemność (m³)', 'Paliwo', 'Oddział'], rows, ';'));
}
// MOT / APK / przegląd schedule (a second file for each vehicle)
{
  const file = 'fleet/inspections-2024.md';
  const out = ['# Annual tests and inspections 2024', '', 'UK: MOT (DVSA annual test). NL: APK. PL: badanie techniczne (przegląd). Book at least three weeks ahead.', '',
    '| Vehicle | Depot | Test | Due | Last service |', '|---|---|---|---|---|'];
  vehicles.forEach((v, k) => {
    const due = `2024-${pad(r.int(7, 12))}-${pad(r.int(1, 28))}`;
    const last = `2024-${pad(r.int(2, 5))}-${pad(r.int(1, 28))}`;
    const c = DP[v.depot].country;
    const test = c === 'United Kingdom' ? 'MOT' : c === 'Netherlands' ? 'APK' : 'Przegląd';
    const ds = c === 'United Kingdom' ? fmtDate(due, 'short') : fmtDate(due, 'dotted');
    corpus.also(v.reg, 'vehicle', 'test_due', due, 'date', ds, file);
    corpus.also(v.reg, 'vehicle', 'last_service', last, 'date', fmtDate(last, 'iso'), file);
    out.push(`| ${v.reg} | ${v.depot} | ${test} | ${ds} | ${last} |`);
  });
  out.push('', 'Tachograph calibration (two-yearly) is tracked separately by the workshop.', '');
  corpus.write(file, out.join('\n'));
}
// fuel log of June 2024: fill-ups; the vehicle's June total is a fact of the log
{
  const file = 'fleet/fuel-log-2024-06.csv';
  const rows = [];
  for (const v of vehicles) {
    if (v.fuel === 'Electric') continue;
    const n = v.type === 'Artic' ? r.int(4, 6) : r.int(2, 4);
    let odo = r.int(80000, 640000);
    let total = 0;
    const days = r.sample([...Array(28).keys()].map((x) => x + 1), n).sort((a, b) => a - b);
    for (const d of days) {
      const litres = v.fuel === 'LNG' ? r.int(140, 260) : v.type === 'Artic' ? r.int(280, 520) : v.type === 'Rigid' ? r.int(120, 220) : r.int(50, 80);
      odo += r.int(900, 2100);
      total += litres;
      rows.push([`2024-06-${pad(d)}`, v.reg, v.fuel === 'LNG' ? 'LNG (kg)' : v.fuel === 'HVO' ? 'HVO' : 'Diesel', litres, odo, r.pick(['Depot bunker', 'Shell card', 'DKV card', 'BP card'])]);
    }
    v.fuelJune = total;
    corpus.also(v.reg, 'vehicle', 'fuel_june', total, v.fuel === 'LNG' ? 'kg' : 'L', '', file);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
  corpus.write(file, delimited(['Date', 'Vehicle', 'Product', 'Quantity', 'Odometer', 'Source'], rows));
}

// ------------------------------------------------------------------ drivers
function drvFacts(d, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'driver', attr, value, unit, stated, file);
  F('depot', d.depot, 'place', st.depot);
  F('licence', d.licence, '', st.licence);
  F('hired', d.hired, 'date', st.hired);
}
{
  const file = 'people/drivers-uk.md';
  const out = ['# UK drivers', '', 'Agency drivers are not listed here. CPC hours are tracked in the training log.', ''];
  drivers.filter((d) => DP[d.depot].country === 'United Kingdom').forEach((d, k) => {
    const h = fmtDate(d.hired, k % 2 ? 'us' : 'long');
    drvFacts(d, file, { depot: `Depot: ${d.depot}`, licence: `Licence: Cat ${d.licence}`, hired: h });
    out.push(`## ${d.name}`, '', `- Depot: ${d.depot}`, `- Licence: Cat ${d.licence}`, `- Started: ${h}`,
      `- Notes: ${['ADR certificate, tankers', 'prefers nights', 'forklift (counterbalance) ticket', 'trainer for new starters', 'Moffett ticket', 'weekend cover only in winter'][k % 6]}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'people/chauffeurs-nl.md';
  const out = ['# Chauffeurs Nederland', '', 'Vaste chauffeurs van de vestigingen Rotterdam en Venlo.', ''];
  drivers.filter((d) => DP[d.depot].country === 'Netherlands').forEach((d) => {
    drvFacts(d, file, { depot: `Vestiging: ${d.depot}`, licence: `Rijbewijs: ${d.licence}`, hired: nlDate(d.hired) });
    out.push(`## ${d.name}`, '', `Vestiging: ${d.depot}  `, `Rijbewijs: ${d.licence}  `, `In dienst sinds: ${nlDate(d.hired)}  `, `Code 95 geldig tot: ${r.int(2025, 2028)}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'poznan/kierowcy.txt';
  const out = ['KIEROWCY — ODDZIAŁ POZNAŃ', '', ''];
  drivers.filter((d) => d.depot === 'Poznań').forEach((d) => {
    const h = fmtDate(d.hired, 'dotted');
    drvFacts(d, file, { depot: 'Oddział: Poznań', licence: `Kategoria prawa jazdy: ${d.licence}`, hired: h });
    out.push(`Imię i nazwisko: ${d.name}`, 'Oddział: Poznań', `Kategoria prawa jazdy: ${d.licence}`, `Data zatrudnienia: ${h}`, `Karta kierowcy ważna do: ${fmtDate(`${r.int(2025, 2028)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'dotted')}`, '');
  });
  corpus.write(file, out.join('\n'));
}
// WIDE roster: a column per weekday of week 23
{
  const file = 'people/driver-roster-week-23.csv';
  const header = ['Driver', 'Depot', 'Mon 3 Jun', 'Tue 4 Jun', 'Wed 5 Jun', 'Thu 6 Jun', 'Fri 7 Jun', 'Sat 8 Jun', 'Sun 9 Jun'];
  const rows = drivers.map((d) => {
    d.hours.forEach((h, i) => corpus.also(d.name, 'driver', `hours_${DAYS[i].toLowerCase()}`, h, 'h', h == null ? 'off' : String(h), file));
    return [d.name, d.depot, ...d.hours.map((h) => (h == null ? 'off' : String(h)))];
  });
  corpus.write(file, delimited(header, rows));
}

// ------------------------------------------------------------------ depots
function depotFacts(d, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'depot', attr, value, unit, stated, file);
  F('country', d.country, 'place', st.country);
  F('manager', d.manager, 'person', d.manager);
  F('bays', d.bays, '', st.bays);
  F('area', d.area, 'm2', st.area);
  F('opened', d.opened, '', st.opened);
}
for (const d of DEPOTS.filter((x) => x.country === 'United Kingdom')) {
  const file = `depots/${slug(d.name)}.md`;
  depotFacts(d, file, { country: 'England', bays: `Loading bays: ${d.bays}`, area: `${group(d.sqft)} sq ft`, opened: `Opened: ${d.opened}` });
  corpus.write(file, `# ${d.name} depot

Address: ${d.address}, England
Depot manager: ${d.manager}
Opened: ${d.opened}
Warehouse: ${group(d.sqft)} sq ft, ambient${d.name === 'Daventry' ? ', rail-connected (DIRFT)' : ''}
Loading bays: ${d.bays}
Operating hours: ${d.name === 'Daventry' ? '24/7' : 'Mon–Sat 05:00–22:00'}

${d.name === 'Leeds' ? 'Leeds covers Yorkshire, the North East and Scotland. The yard has 40 trailer parking spaces.' : d.name === 'Bristol' ? 'Bristol serves the South West and Wales; the site is leased until 2031.' : 'Daventry is the UK hub and cross-dock for the continental trunks via Harwich and Dover.'}
`);
}
{
  const d = DP.Rotterdam;
  const file = 'depots/rotterdam.html';
  depotFacts(d, file, { country: 'Netherlands', bays: String(d.bays), area: `${group(d.m2)} m²`, opened: String(d.opened) });
  corpus.write(file, htmlInfoboxPage({
    title: 'Rotterdam depot', docTitle: 'Rotterdam | Harrow & Veld Freight',
    sections: [
      { heading: 'Site', rows: [['Address', d.address], ['Country', 'Netherlands'], ['Opened', String(d.opened)], ['Site manager', d.manager]] },
      { heading: 'Facilities', rows: [['Warehouse area', `${group(d.m2)} m²`], ['Dock doors', String(d.bays)], ['Customs', 'AEO-certified bonded warehouse']] },
    ],
    lead: ['Our continental gateway on the Waalhaven, five minutes from the ferry terminals. Handles the Benelux and German trunks and the UK ferry traffic via Hoek van Holland.'],
    footer: 'Page owner: Marloes Verbeek. Last reviewed May 2024.',
  }));
}
{
  const d = DP.Venlo;
  const file = 'depots/venlo.md';
  depotFacts(d, file, { country: 'Nederland', bays: `Laaddocks: ${d.bays}`, area: `${group(d.m2).replace(',', '.')} m²`, opened: `Geopend: ${d.opened}` });
  corpus.write(file, `# Vestiging Venlo

Adres: ${d.address}
Land: Nederland
Vestigingsmanager: ${d.manager}
Geopend: ${d.opened}
Oppervlakte magazijn: ${group(d.m2).replace(',', '.')} m²
Laaddocks: ${d.bays}

Venlo bedient Limburg en het Ruhrgebied. Gekoelde opslag (2–8 °C) voor Zenith Pharma: 600 palletplaatsen.
`);
}
{
  const d = DP['Poznań'];
  const file = 'depots/poznan.md';
  depotFacts(d, file, { country: 'Polska', bays: `Liczba ramp: ${d.bays}`, area: `${group(d.m2).replace(',', ' ')} m²`, opened: `Otwarcie: ${d.opened}` });
  corpus.write(file, `# Oddział Poznań

Adres: ${d.address}
Kraj: Polska
Kierownik oddziału: ${d.manager}
Otwarcie: ${d.opened}
Powierzchnia magazynu: ${group(d.m2).replace(',', ' ')} m²
Liczba ramp: ${d.bays}

Oddział obsługuje Wielkopolskę, Śląsk i trasy do Niemiec i Czech. Parking na 30 naczep.
`);
}

// ------------------------------------------------------------------ customers
function custFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('sector', c.sector, '', st.sector);
  F('city', c.city, 'place', c.city);
  F('since', c.since, '', st.since);
  F('terms', c.terms, 'days', st.terms);
}
{
  const file = 'customers/accounts.html';
  const list = CUSTOMERS.filter((c) => !c.month);
  list.forEach((c) => custFacts(c, file, { sector: c.sector, since: String(c.since), terms: `${c.terms} days` }));
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Customer accounts — UK</title></head>
<body>
<h1>Customer accounts (UK ledger)</h1>
<p>Credit limits are reviewed every April by finance. Terms are days from invoice.</p>
<table>
  <thead><tr><th>Customer</th><th>Sector</th><th>Head office</th><th>Account since</th><th>Payment terms</th><th>Credit limit</th></tr></thead>
  <tbody>
${list.map((c) => `    <tr><td>${esc(c.name)}</td><td>${esc(c.sector)}</td><td>${esc(c.city)}</td><td>${c.since}</td><td>${c.terms} days</td><td>£${group(r.int(4, 30) * 5000)}</td></tr>`).join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}
{
  const file = 'customers/continental-accounts.md';
  const list = CUSTOMERS.filter((c) => c.month);
  const out = ['# Continental accounts', '', 'Accounts booked through Rotterdam and Poznań. Invoiced in EUR or PLN.', ''];
  list.forEach((c, k) => {
    const terms = `${c.terms} days`;
    custFacts(c, file, { sector: c.sector.toLowerCase(), since: `${c.month} ${c.since}`, terms });
    out.push(k === 0
      ? `${c.name}, a ${c.sector.toLowerCase()} wholesaler based in ${c.city}, has been an account since ${c.month} ${c.since} and pays at ${terms}.`
      : k === 1
        ? `${c.name} (${c.sector.toLowerCase()}, ${c.city}) opened its account in ${c.month} ${c.since}; payment terms are ${terms} after invoice.`
        : `Our newest continental account is ${c.name}, a ${c.sector.toLowerCase()} distributor in ${c.city}, with us since ${c.month} ${c.since} on ${terms}.`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents
corpus.write('README.txt', `HARROW & VELD FREIGHT — SHARED DRIVE
Depots: Leeds, Bristol, Daventry (UK), Rotterdam, Venlo (NL), Poznań (PL).

operations/   TMS exports, ops e-mails
delivery-notes/   scanned PODs transcribed by the office
fleet/        fleet lists, inspections, fuel
people/       drivers and rosters
rotterdam/, poznan/   local files of the continental depots
Please do not store personal data outside people/. Archive older than 24 months goes to the NAS.
`);
corpus.write('rates/rate-card-2024.md', `# Rate card 2024 (UK domestic, ex VAT)

| Pallets | Zone A (<100 mi) | Zone B (100–250 mi) | Zone C (>250 mi) |
|---|---|---|---|
| 1–4 | £95 per pallet | £120 per pallet | £155 per pallet |
| 5–12 | £78 per pallet | £98 per pallet | £126 per pallet |
| 13–26 (full load) | £1,150 | £1,640 | £2,380 |

Tail-lift delivery +£25. Timed delivery +£40. Highlands and islands surcharge 18 %.
Fuel surcharge is applied monthly on top of these rates (see fuel-surcharge.csv).
`);
corpus.write('rates/fuel-surcharge.csv', delimited(['Month', 'Diesel reference (p/litre)', 'Surcharge (%)'], [
  ['January 2024', '148.9', '9.5'], ['February 2024', '150.2', '10.0'], ['March 2024', '153.1', '11.0'], ['April 2024', '156.7', '12.0'], ['May 2024', '152.4', '10.5'], ['June 2024', '147.8', '9.0'],
]));
corpus.write('rates/tarieven-benelux-2024.md', `# Tarieven Benelux 2024

| Zone | Per pallet | Volle vracht |
|---|---|---|
| Randstad | € 68 | € 890 |
| Vlaanderen | € 82 | € 1.120 |
| Ruhrgebied | € 91 | € 1.260 |

Wachttijd na het eerste uur: € 55 per uur. Tolheffing Duitsland wordt doorberekend.
`);
corpus.write('policies/working-time-policy.md', `# Drivers' working time and rest

1. Daily driving: no more than 9 hours (twice a week 10 hours).
2. Weekly driving: no more than 56 hours; 90 hours in any two consecutive weeks.
3. Break of 45 minutes after 4.5 hours of driving (may be split 15 + 30).
4. Daily rest at least 11 hours (reduced 9 hours no more than three times between weekly rests).
5. Weekly working time (WTD) averages 48 hours over 17 weeks; the maximum in a single week is 60 hours.

Rosters above 52 planned hours in a week must be signed off by the depot manager.
`);
corpus.write('policies/dangerous-goods.md', `# Dangerous goods (ADR)

We carry limited quantities only, except Leeds, which holds an ADR tanker contract.
- Maximum 1,000 points per transport unit without orange plates (ADR 1.1.3.6).
- Fire extinguishers: 2 kg in the cab plus 6 kg for vehicles over 3.5 t.
- Drivers need a valid ADR certificate (renew every 5 years).
`);
corpus.write('policies/pallet-handling.md', `# Pallet handling standard

UK standard pallet 1200 × 1000 mm; Euro pallet 1200 × 800 mm. Maximum stacked height 1.8 m, maximum pallet weight
1,000 kg unless agreed. Damaged pallets go to the repair cage; we swap Euro pallets 1:1 with continental customers.
`);
corpus.write('finance/budget-2024.csv', delimited(['Line', 'Budget (GBP)', 'Actual H1 (GBP)'], [
  ['Fuel', '1,420,000', '702,350'], ['Tyres', '96,000', '51,200'], ['Maintenance', '310,000', '148,900'], ['Tolls and ferries', '388,000', '201,440'], ['Agency drivers', '240,000', '131,750'], ['Insurance', '182,000', '182,000'],
]));
corpus.write('finance/insurance-schedule-2024.md', `# Insurance schedule 2024

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Fleet (motor) | Aviva | unlimited third party | £214,500 |
| Goods in transit (CMR) | TT Club | 8.33 SDR per kg | £38,200 |
| Warehouse legal liability | Allianz | £5,000,000 | £12,750 |
| Employers' liability | Aviva | £10,000,000 | £9,900 |
`);
corpus.write('hse/incident-summary-q2-2024.md', `# HSE incident summary, Q2 2024

- 3 reportable incidents (RIDDOR): 1 at Daventry (fall from trailer bed, 9 days off), 2 at Leeds (manual handling).
- 11 near misses logged, 7 in the yard.
- 2 reversing incidents with minor damage (est. £3,400 total).
Lost-time injury frequency rate: 1.8 per 100,000 hours (target 1.5).
`);
corpus.write('hse/racking-inspection-2024.md', `# Racking inspection — Daventry, April 2024

Inspector: SEMA-approved, 2 days on site. 1,840 bays inspected.
- Red (offload immediately): 3 uprights, aisle 14.
- Amber (repair within 4 weeks): 22 locations.
- Green: remainder. Next inspection due April 2025.
`);
corpus.write('meetings/ops-meeting-2024-06-12.md', `# Ops meeting, 12 June 2024

Attendees: Rachel Okafor (chair), Paula Hargreaves, Owen Treharne, Marloes Verbeek, Ewa Zielińska.

1. On-time performance May: 91.2 % (target 95 %). Leeds weakest because of the M62 works.
2. Fleet: the FH Electric at Daventry averages 1.1 kWh per km on trunk work; second unit on order for Q4.
3. Agency spend is 9 % over budget; Rotterdam to recruit two drivers by August.
4. Poznań asks for a fourth tractor unit for the Czech lanes; business case by 30 June.
5. Next meeting 10 July, 09:30, Teams.
`);
corpus.write('training/cpc-plan-2024.md', `# Driver CPC plan 2024

Every driver needs 35 hours of periodic training every 5 years (Code 95 in NL and PL).
| Module | Hours | Dates |
|---|---|---|
| Fuel-efficient driving | 7 | 15 June, 20 July |
| Load security | 7 | 21 September |
| Vulnerable road users | 7 | 12 October |
`);
corpus.write('admin/tacho-download-schedule.md', `# Tachograph downloads

Driver cards: every 28 days at the latest. Vehicle units: every 90 days. Files are kept 12 months in the analysis
tool, then archived for 2 years. Infringement reports go to the depot manager every Monday.
`);
corpus.write('admin/bank-holidays-2024.txt', `Bank and public holidays 2024 (depots closed unless rostered)
UK: 1 Jan, 29 Mar, 1 Apr, 6 May, 27 May, 26 Aug, 25 Dec, 26 Dec
NL: 1 Jan, 31 Mar, 1 Apr, 27 Apr, 9 May, 20 May, 25 Dec, 26 Dec
PL: 1 Jan, 6 Jan, 1 Apr, 1 May, 3 May, 30 May, 15 Aug, 1 Nov, 11 Nov, 25 Dec, 26 Dec
`);
corpus.write('poznan/regulamin-bhp.md', `# Regulamin BHP — magazyn Poznań

1. Kamizelka odblaskowa i obuwie ochronne obowiązkowe na placu.
2. Prędkość wózków widłowych w magazynie: maks. 10 km/h.
3. Maksymalna wysokość składowania: 6 m (regały), 2 palety w stosie (blokowo).
4. Przerwa 15 minut po każdych 6 godzinach pracy.
`);
corpus.write('sustainability/co2-report-2023.md', `# CO₂ report 2023

Total fleet emissions 14,820 t CO₂e (scope 1), 62 g CO₂e per tonne-km. HVO share of UK fuel 18 %.
Target for 2026: 15 % fewer emissions per tonne-km than 2022, 10 zero-emission vehicles.
Offices and warehouses (scope 2): 1,140 t CO₂e; solar panels at Daventry produced 410 MWh.
`);
corpus.write('it/tms-migration-notes.md', `# TMS migration notes

The Daventry export moved to the new TMS in April 2024; Leeds and Bristol follow in September. Columns are kind words
only (Weight, Distance, Charge) with the unit in each cell, because the old system mixed km and miles.
Rotterdam and Poznań keep their local tools until 2025. Known issue: the export writes depot codes (DAV) not names.
`);

const stats = corpus.flush(source);
console.log(`logistics: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
