#!/usr/bin/env node
// Pharmacy corpus (held-out): the shared drive of "Farmácias Atlântico", a small group of three community pharmacies —
// Farmácia da Foz (Porto), Farmácia Alvalade (Lisbon) and Quayside Pharmacy (Falmouth, Cornwall, England) — in 2025.
// 46 medicines and products, 8 wholesalers, 12 staff, 3 branches, 30 stock lots, 15 incidents and near misses.
//   node bench/corpora/pharmacy/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "pharmacy-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) products: Markdown `Key: value` product sheets (half with Portuguese labels: `Substância ativa`, `Dosagem`,
//     `PVP: 6,85 €`, `Receita médica: MSRM`, `Conservação: Frigorífico (2–8 °C)`), the Quayside OTC price list as an
//     HTML table (`GSL` / `P`), the Quayside formulary in YAML (two items without a storage line: their storage is
//     stated only in the cold-chain SOP), an Alvalade price list CSV (supplier short names, `RT` / `2-8C`, `Y|N`), a
//     nested JSON export of the wholesaler Distrifarma Norte (`dosagem: {valor, unidade}`, `0.2 L`), and two new lines
//     only in the prose of an e-mail;
// (b) stock lots: a Portuguese semicolon export of the Foz system (decimal commas, dd/mm/yyyy, product names in the
//     system's upper-case abbreviations), an Alvalade stock-take note as a Markdown table (`out/2025`), a Quayside
//     CSV from the PMR system (`MM/YYYY` expiries);
// (c) WIDE monthly dispensing tables (a column per month, Jan–Jun 2025): Portuguese semicolon `jan;fev;…` with
//     dotted thousands, and a Markdown table for Quayside;
// (d) wholesalers in Portuguese YAML (`prazo_entrega: 2 dias`, `encomenda_minima: "250,00 €"`), English Markdown
//     bullets and one only in an e-mail;
// (e) staff in Portuguese YAML, HTML cards (`three days a week (7.5 h days)`) and a welcome e-mail;
// (f) incidents: a near-miss log (Markdown table, generic names), five prose reports, a Portuguese form, an e-mail;
// (g) branches: a Portuguese Markdown page, an English Markdown page, an HTML infobox; SOPs and background documents.
//
// Canonical units of source.csv: strength in mg per tablet / capsule (`1 g` → 1000, `100 microgramas` → 0.1), mg/ml
// for oral liquids and eye drops (`250 mg/5 ml` → 50, `0.5%` → 5), µg per dose for inhalers (`0,2 mg/dose` → 200),
// mg/g for creams (`1%` → 10), units/ml for insulins, µg for the vaccine; pack size in tablets / capsules, ml (`0.2 L`
// → 200), g, doses, pens / cartridges / syringes; prices in EUR or GBP (never converted); lead times in hours (`2
// dias` → 48, `5 working days` → 120, a day = 24 h); temperatures in °C (`58 °F` → 14.4444); durations in minutes
// (`3 h 20 min` → 200); expiry dates ISO, a month-only expiry is its last day (`03/2026` → 2026-03-31); hours per
// week; stock in packs. Portuguese words in English (`Cápsula` = Capsule, `Comprimido` = Tablet, `Frigorífico` =
// Fridge, `MSRM` = prescription-only, `MNSRM` = not, `Farmacêutico` = Pharmacist, `Técnica de farmácia` = Pharmacy
// technician, `Técnica auxiliar` = Pharmacy assistant, `Diretora técnica` = Technical director).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('pharmacy-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pt = (x, d = 2) => Number(x).toFixed(d).replace('.', ',');
const ptThousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const dmy = (iso) => iso.split('-').reverse().join('/');
const PT_MON = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const lastDay = (y, m) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthEnd = (ym) => {
  const [y, m] = ym.split('-').map(Number);
  return `${y}-${String(m).padStart(2, '0')}-${lastDay(y, m)}`;
};

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (dispensing tables, SOP). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ branches
const BRANCHES = [
  { key: 'FOZ', name: 'Farmácia da Foz', city: 'Porto', country: 'Portugal', manager: 'Helena Marques', opens: '09:00', closes: '20:00', sat: [9, 13], sun: null, opened: 1987 },
  { key: 'ALV', name: 'Farmácia Alvalade', city: 'Lisbon', country: 'Portugal', manager: 'Ana Luísa Ferreira', opens: '08:30', closes: '21:00', sat: [9, 19], sun: [10, 13], opened: 1962 },
  { key: 'QSP', name: 'Quayside Pharmacy', city: 'Falmouth', country: 'United Kingdom', manager: 'James Trevithick', opens: '09:00', closes: '18:00', sat: [9, 13], sun: null, opened: 1998 },
];
const BR = Object.fromEntries(BRANCHES.map((b) => [b.key, b]));
const hm = (s) => Number(s.slice(0, 2)) + Number(s.slice(3)) / 60;
for (const b of BRANCHES) b.weekly = 5 * (hm(b.closes) - hm(b.opens)) + (b.sat ? b.sat[1] - b.sat[0] : 0) + (b.sun ? b.sun[1] - b.sun[0] : 0);

// ------------------------------------------------------------------ suppliers
const SUPPLIERS = [
  { key: 'DN', name: 'Distrifarma Norte', city: 'Maia', country: 'Portugal', lead: 12, leadPt: '12 h', min: 100, cur: 'EUR', cold: true },
  { key: 'ML', name: 'Medilusa Distribuição', city: 'Loures', country: 'Portugal', lead: 24, leadPt: '24 horas', min: 150, cur: 'EUR', cold: true },
  { key: 'CC', name: 'Coopfarma Centro', city: 'Coimbra', country: 'Portugal', lead: 48, leadPt: '2 dias', min: 250, cur: 'EUR', cold: false },
  { key: 'IB', name: 'Iberfarma Logística', city: 'Madrid', country: 'Spain', lead: 96, leadPt: '4 dias úteis', min: 500, cur: 'EUR', cold: true },
  { key: 'WC', name: 'Westcountry Pharma Supplies', city: 'Exeter', country: 'United Kingdom', lead: 6, leadEn: 'same day (6 hours from order)', min: 75, cur: 'GBP', cold: true },
  { key: 'PW', name: 'Pennine Wholesale Pharmacy', city: 'Leeds', country: 'United Kingdom', lead: 24, leadEn: '1 day', min: 200, cur: 'GBP', cold: true },
  { key: 'SG', name: 'Solent Generics Ltd', city: 'Southampton', country: 'United Kingdom', lead: 120, leadEn: '5 working days', min: 50, cur: 'GBP', cold: false },
  { key: 'KC', name: 'Kernow Cold Chain', city: 'Truro', country: 'United Kingdom', lead: 8, min: 150, cur: 'GBP', cold: true },
];
const SUP = Object.fromEntries(SUPPLIERS.map((s) => [s.key, s]));

// ------------------------------------------------------------------ products
// name, substance (canonical, English), strength, strength unit, form, pack, pack unit, prescription-only, fridge,
// supplier, price, currency, layout, stated forms {subst, strength, form, pack, storage}
const T = 'Tablet', C = 'Capsule', OS = 'Oral solution', CR = 'Cream', INH = 'Inhaler', ED = 'Eye drops', INJ = 'Injection';
const PRODUCTS = [
  // (a1) Portuguese product sheets
  { name: 'Paramax', subst: 'paracetamol', st: 500, su: 'mg', form: T, pack: 20, pu: 'tablets', rx: false, fridge: false, sup: 'DN', price: 2.95, lay: 'sheet-pt', s: { subst: 'Paracetamol', strength: '500 mg', form: 'Comprimido', pack: '20 comprimidos' } },
  { name: 'Paramax Forte', subst: 'paracetamol', st: 1000, su: 'mg', form: T, pack: 18, pu: 'tablets', rx: false, fridge: false, sup: 'DN', price: 3.6, lay: 'sheet-pt', s: { subst: 'Paracetamol', strength: '1 g', form: 'Comprimido', pack: '18 comprimidos' } },
  { name: 'Ibufen', subst: 'ibuprofen', st: 400, su: 'mg', form: T, pack: 20, pu: 'tablets', rx: false, fridge: false, sup: 'ML', price: 4.15, lay: 'sheet-pt', s: { subst: 'Ibuprofeno', strength: '400 mg', form: 'Comprimido revestido por película', pack: '20 comprimidos' } },
  { name: 'Omeprex', subst: 'omeprazole', st: 20, su: 'mg', form: C, pack: 28, pu: 'capsules', rx: true, fridge: false, sup: 'ML', price: 6.85, lay: 'sheet-pt', s: { subst: 'Omeprazol', strength: '20 mg', form: 'Cápsula gastrorresistente', pack: '28 cápsulas' } },
  { name: 'Gastrolan', subst: 'lansoprazole', st: 30, su: 'mg', form: C, pack: 28, pu: 'capsules', rx: true, fridge: false, sup: 'CC', price: 8.4, lay: 'sheet-pt', s: { subst: 'Lansoprazol', strength: '30 mg', form: 'Cápsula', pack: '28 cápsulas' } },
  { name: 'Metforal', subst: 'metformin', st: 850, su: 'mg', form: T, pack: 60, pu: 'tablets', rx: true, fridge: false, sup: 'DN', price: 3.25, lay: 'sheet-pt', s: { subst: 'Metformina (cloridrato)', strength: '850 mg', form: 'Comprimido', pack: '60 comprimidos' } },
  { name: 'Levotir', subst: 'levothyroxine', st: 0.1, su: 'mg', form: T, pack: 50, pu: 'tablets', rx: true, fridge: false, sup: 'DN', price: 2.8, lay: 'sheet-pt', s: { subst: 'Levotiroxina sódica', strength: '100 microgramas', form: 'Comprimido', pack: '50 comprimidos' } },
  { name: 'Amoxan Suspensão', subst: 'amoxicillin', st: 50, su: 'mg/ml', form: OS, pack: 100, pu: 'ml', rx: true, fridge: true, sup: 'DN', price: 5.1, lay: 'sheet-pt', s: { subst: 'Amoxicilina', strength: '250 mg/5 ml', form: 'Pó para suspensão oral', pack: 'Frasco de 100 ml' } },
  { name: 'Hidrocort', subst: 'hydrocortisone', st: 10, su: 'mg/g', form: CR, pack: 30, pu: 'g', rx: false, fridge: false, sup: 'CC', price: 5.95, lay: 'sheet-pt', s: { subst: 'Hidrocortisona', strength: '1% (10 mg/g)', form: 'Creme', pack: 'Bisnaga de 30 g' } },
  // (a1) English product sheets
  { name: 'Glucomet XR', subst: 'metformin', st: 1000, su: 'mg', form: T, pack: 56, pu: 'tablets', rx: true, fridge: false, sup: 'ML', price: 7.9, lay: 'sheet-en', s: { subst: 'Metformin hydrochloride', strength: '1000 mg', form: 'Prolonged-release tablet', pack: '56 tablets' } },
  { name: 'Amlodin', subst: 'amlodipine', st: 5, su: 'mg', form: T, pack: 30, pu: 'tablets', rx: true, fridge: false, sup: 'CC', price: 2.4, lay: 'sheet-en', s: { subst: 'Amlodipine (as besilate)', strength: '5 mg', form: 'Tablet', pack: '30 tablets' } },
  { name: 'Sertral', subst: 'sertraline', st: 50, su: 'mg', form: T, pack: 28, pu: 'tablets', rx: true, fridge: false, sup: 'ML', price: 5.7, lay: 'sheet-en', s: { subst: 'Sertraline', strength: '50 mg', form: 'Film-coated tablet', pack: '2 x 14 tablets' } },
  { name: 'Ventilair', subst: 'salbutamol', st: 100, su: 'µg', form: INH, pack: 200, pu: 'doses', rx: true, fridge: false, sup: 'DN', price: 4.6, lay: 'sheet-en', s: { subst: 'Salbutamol (as sulfate)', strength: '100 micrograms per actuation', form: 'Pressurised inhaler (pMDI)', pack: '200 doses' } },
  { name: 'Latanex', subst: 'latanoprost', st: 0.05, su: 'mg/ml', form: ED, pack: 2.5, pu: 'ml', rx: true, fridge: true, sup: 'ML', price: 9.8, lay: 'sheet-en', s: { subst: 'Latanoprost', strength: '50 micrograms/ml', form: 'Eye drops, solution', pack: '1 bottle of 2.5 ml' } },
  { name: 'Glargin Pen', subst: 'insulin glargine', st: 100, su: 'units/ml', form: INJ, pack: 5, pu: 'pens', rx: true, fridge: true, sup: 'IB', price: 41.2, lay: 'sheet-en', s: { subst: 'Insulin glargine', strength: '100 units/ml', form: 'Solution for injection in pre-filled pen', pack: '5 pens x 3 ml' } },
  { name: 'Beclomax', subst: 'beclometasone', st: 250, su: 'µg', form: INH, pack: 200, pu: 'doses', rx: true, fridge: false, sup: 'CC', price: 14.35, lay: 'sheet-en', s: { subst: 'Beclometasone dipropionate', strength: '250 µg/dose', form: 'Inhaler', pack: '200 metered doses' } },
  // (a2) Quayside OTC price list (HTML table)
  { name: 'Nurolex', subst: 'ibuprofen', st: 200, su: 'mg', form: C, pack: 16, pu: 'capsules', rx: false, fridge: false, sup: 'WC', price: 2.49, cur: 'GBP', lay: 'html', legal: 'GSL', s: { subst: 'Ibuprofen', strength: '200mg', form: 'Liquid capsules', pack: '16' } },
  { name: 'Cetiral', subst: 'cetirizine', st: 10, su: 'mg', form: T, pack: 30, pu: 'tablets', rx: false, fridge: false, sup: 'WC', price: 3.49, cur: 'GBP', lay: 'html', legal: 'P', s: { subst: 'Cetirizine hydrochloride', strength: '10mg', form: 'Tablets', pack: '30' } },
  { name: 'Loratan', subst: 'loratadine', st: 10, su: 'mg', form: T, pack: 14, pu: 'tablets', rx: false, fridge: false, sup: 'PW', price: 1.89, cur: 'GBP', lay: 'html', legal: 'GSL', s: { subst: 'Loratadine', strength: '10mg', form: 'Tablets', pack: '14' } },
  { name: 'Clotrim', subst: 'clotrimazole', st: 10, su: 'mg/g', form: CR, pack: 20, pu: 'g', rx: false, fridge: false, sup: 'PW', price: 3.25, cur: 'GBP', lay: 'html', legal: 'P', s: { subst: 'Clotrimazole', strength: '1%', form: 'Cream', pack: '20g' } },
  { name: 'Aciclor', subst: 'aciclovir', st: 50, su: 'mg/g', form: CR, pack: 2, pu: 'g', rx: false, fridge: false, sup: 'WC', price: 4.49, cur: 'GBP', lay: 'html', legal: 'GSL', s: { subst: 'Aciclovir', strength: '5% w/w', form: 'Cream', pack: '2g' } },
  { name: 'Loperam', subst: 'loperamide', st: 2, su: 'mg', form: C, pack: 12, pu: 'capsules', rx: false, fridge: false, sup: 'PW', price: 3.15, cur: 'GBP', lay: 'html', legal: 'P', s: { subst: 'Loperamide hydrochloride', strength: '2mg', form: 'Capsules', pack: '12' } },
  { name: 'Tussilen', subst: 'dextromethorphan', st: 3, su: 'mg/ml', form: OS, pack: 150, pu: 'ml', rx: false, fridge: false, sup: 'WC', price: 4.79, cur: 'GBP', lay: 'html', legal: 'GSL', s: { subst: 'Dextromethorphan hydrobromide', strength: '15mg/5ml', form: 'Oral solution', pack: '150ml' } },
  { name: 'Calpanol', subst: 'paracetamol', st: 24, su: 'mg/ml', form: OS, pack: 100, pu: 'ml', rx: false, fridge: false, sup: 'PW', price: 2.69, cur: 'GBP', lay: 'html', legal: 'GSL', s: { subst: 'Paracetamol', strength: '120mg/5ml', form: 'Oral suspension (infant)', pack: '100ml' } },
  // (a3) Quayside formulary (YAML)
  { name: 'Atorvel', subst: 'atorvastatin', st: 20, su: 'mg', form: T, pack: 28, pu: 'tablets', rx: true, fridge: false, sup: 'PW', price: 1.19, cur: 'GBP', lay: 'yaml', s: { subst: 'atorvastatin', strength: '20 mg', form: 'tablet', pack: '28' } },
  { name: 'Clopidex', subst: 'clopidogrel', st: 75, su: 'mg', form: T, pack: 28, pu: 'tablets', rx: true, fridge: false, sup: 'PW', price: 1.45, cur: 'GBP', lay: 'yaml', s: { subst: 'clopidogrel', strength: '75 mg', form: 'tablet', pack: '28' } },
  { name: 'Apixa', subst: 'apixaban', st: 5, su: 'mg', form: T, pack: 56, pu: 'tablets', rx: true, fridge: false, sup: 'WC', price: 53.1, cur: 'GBP', lay: 'yaml', s: { subst: 'apixaban', strength: '5 mg', form: 'tablet', pack: '56' } },
  { name: 'Ramicor', subst: 'ramipril', st: 5, su: 'mg', form: C, pack: 28, pu: 'capsules', rx: true, fridge: false, sup: 'SG', price: 1.05, cur: 'GBP', lay: 'yaml', s: { subst: 'ramipril', strength: '5 mg', form: 'capsule', pack: '28' } },
  { name: 'Bisocard', subst: 'bisoprolol', st: 2.5, su: 'mg', form: T, pack: 28, pu: 'tablets', rx: true, fridge: false, sup: 'SG', price: 0.98, cur: 'GBP', lay: 'yaml', s: { subst: 'bisoprolol fumarate', strength: '2.5 mg', form: 'tablet', pack: '28' } },
  { name: 'Tiovent', subst: 'tiotropium', st: 18, su: 'µg', form: INH, pack: 30, pu: 'doses', rx: true, fridge: false, sup: 'PW', price: 23.65, cur: 'GBP', lay: 'yaml', s: { subst: 'tiotropium', strength: '18 micrograms', form: 'inhalation powder, hard capsule (with inhaler)', pack: '30' } },
  { name: 'Insulex Rapid', subst: 'insulin aspart', st: 100, su: 'units/ml', form: INJ, pack: 5, pu: 'cartridges', rx: true, fridge: true, sup: 'KC', price: 28.31, cur: 'GBP', lay: 'yaml', noStorage: true, s: { subst: 'insulin aspart', strength: '100 units/ml', form: 'solution for injection, 3 ml cartridge', pack: '5' } },
  { name: 'Cloranfen', subst: 'chloramphenicol', st: 5, su: 'mg/ml', form: ED, pack: 10, pu: 'ml', rx: false, fridge: true, sup: 'KC', price: 4.85, cur: 'GBP', lay: 'yaml', noStorage: true, s: { subst: 'chloramphenicol', strength: '0.5%', form: 'eye drops', pack: '10 ml' } },
  // (a4) Alvalade price list (CSV)
  { name: 'Escitalon', subst: 'escitalopram', st: 10, su: 'mg', form: T, pack: 28, pu: 'tablets', rx: true, fridge: false, sup: 'ML', price: 6.15, lay: 'csv', s: { subst: 'Escitalopram', strength: '10 mg', form: 'Tablet', pack: '28' } },
  { name: 'Tramadex', subst: 'tramadol', st: 50, su: 'mg', form: C, pack: 20, pu: 'capsules', rx: true, fridge: false, sup: 'ML', price: 3.9, lay: 'csv', s: { subst: 'Tramadol', strength: '50 mg', form: 'Capsule', pack: '20' } },
  { name: 'Azitro', subst: 'azithromycin', st: 500, su: 'mg', form: T, pack: 3, pu: 'tablets', rx: true, fridge: false, sup: 'CC', price: 4.75, lay: 'csv', s: { subst: 'Azitromicina', strength: '500 mg', form: 'Tablet', pack: '3' } },
  { name: 'Lactulax', subst: 'lactulose', st: 667, su: 'mg/ml', form: OS, pack: 200, pu: 'ml', rx: false, fridge: false, sup: 'CC', price: 6.3, lay: 'csv', s: { subst: 'Lactulose', strength: '667 mg/ml', form: 'Oral solution', pack: '200 ml' } },
  { name: 'Diclofen', subst: 'diclofenac', st: 10, su: 'mg/g', form: CR, pack: 100, pu: 'g', rx: false, fridge: false, sup: 'ML', price: 7.45, lay: 'csv', s: { subst: 'Diclofenac', strength: '1%', form: 'Cream', pack: '100 g' } },
  { name: 'Budecort', subst: 'budesonide', st: 200, su: 'µg', form: INH, pack: 200, pu: 'doses', rx: true, fridge: false, sup: 'CC', price: 12.6, lay: 'csv', s: { subst: 'Budesonido', strength: '0.2 mg/dose', form: 'Inhaler', pack: '200 doses' } },
  // (a5) Distrifarma Norte export (nested JSON)
  { name: 'Ibufen Kids', subst: 'ibuprofen', st: 20, su: 'mg/ml', form: OS, pack: 200, pu: 'ml', rx: false, fridge: false, sup: 'DN', price: 5.95, lay: 'json', j: { subst: 'Ibuprofeno', dose: [100, 'mg/5 ml'], form: 'Suspensão oral', pack: [0.2, 'L'], regime: 'MNSRM', cons: 'ambiente' } },
  { name: 'Paramax Infantil', subst: 'paracetamol', st: 40, su: 'mg/ml', form: OS, pack: 85, pu: 'ml', rx: false, fridge: false, sup: 'DN', price: 3.1, lay: 'json', j: { subst: 'Paracetamol', dose: [40, 'mg/ml'], form: 'Solução oral', pack: [85, 'ml'], regime: 'MNSRM', cons: 'ambiente' } },
  { name: 'Prednil', subst: 'prednisolone', st: 20, su: 'mg', form: T, pack: 20, pu: 'tablets', rx: true, fridge: false, sup: 'DN', price: 2.15, lay: 'json', j: { subst: 'Prednisolona', dose: [20, 'mg'], form: 'Comprimido', pack: [20, 'un.'], regime: 'MSRM', cons: 'ambiente' } },
  { name: 'Diazemin', subst: 'diazepam', st: 5, su: 'mg', form: T, pack: 30, pu: 'tablets', rx: true, fridge: false, sup: 'DN', price: 1.95, lay: 'json', j: { subst: 'Diazepam', dose: [5, 'mg'], form: 'Comprimido', pack: [30, 'un.'], regime: 'MSRM', cons: 'ambiente' } },
  { name: 'Formair', subst: 'formoterol', st: 12, su: 'µg', form: INH, pack: 60, pu: 'doses', rx: true, fridge: true, sup: 'DN', price: 18.4, lay: 'json', j: { subst: 'Formoterol (fumarato)', dose: [12, 'µg/dose'], form: 'Inalador (pó para inalação)', pack: [60, 'doses'], regime: 'MSRM', cons: 'frio 2-8 °C' } },
  { name: 'Fusidex', subst: 'fusidic acid', st: 20, su: 'mg/g', form: CR, pack: 15, pu: 'g', rx: true, fridge: false, sup: 'DN', price: 4.35, lay: 'json', j: { subst: 'Ácido fusídico', dose: [20, 'mg/g'], form: 'Creme', pack: [15, 'g'], regime: 'MSRM', cons: 'ambiente' } },
  // (a6) two new lines only in an e-mail
  { name: 'Fluvaxa Tetra', subst: 'influenza vaccine', st: 15, su: 'µg', form: INJ, pack: 1, pu: 'syringes', rx: true, fridge: true, sup: 'ML', price: 11.9, lay: 'mail' },
  { name: 'Sildena', subst: 'sildenafil', st: 50, su: 'mg', form: T, pack: 4, pu: 'tablets', rx: true, fridge: false, sup: 'CC', price: 12.5, lay: 'mail' },
];
for (const p of PRODUCTS) p.cur ??= 'EUR';
const PR = Object.fromEntries(PRODUCTS.map((p) => [p.name, p]));

function productFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'product', attr, value, unit, stated, file);
  F('substance', p.subst, 'text', s.subst);
  F('strength', p.st, p.su, s.strength);
  F('form', p.form, '', s.form);
  F('pack_size', p.pack, p.pu, s.pack);
  F('prescription_only', p.rx, 'bool', s.rx);
  if (p.noStorage) F('supplier', SUP[p.sup].name, 'text', s.sup);
  else {
    F('storage', p.fridge ? 'Fridge' : 'Room temperature', '', s.storage);
    F('supplier', SUP[p.sup].name, 'text', s.sup);
  }
  F(p.cur === 'EUR' ? 'price_eur' : 'price_gbp', p.price, p.cur, s.price);
}

// (a1) product sheets
const L = (k, xs) => xs[k % xs.length];
const IND = {
  paracetamol: ['Dor ligeira a moderada e febre.', 'Mild to moderate pain and fever.'], ibuprofen: ['Dor, febre e inflamação.', 'Pain, fever and inflammation.'],
  omeprazole: ['Refluxo gastroesofágico, úlcera péptica.', 'Reflux and peptic ulcer.'], lansoprazole: ['Refluxo gastroesofágico, úlcera duodenal.', 'Reflux, duodenal ulcer.'],
  metformin: ['Diabetes mellitus tipo 2.', 'Type 2 diabetes.'], levothyroxine: ['Hipotiroidismo.', 'Hypothyroidism.'], amoxicillin: ['Infeções bacterianas (pediatria).', 'Bacterial infections.'],
  hydrocortisone: ['Dermatite e picadas de inseto.', 'Eczema and insect bites.'], amlodipine: ['Hipertensão, angina.', 'High blood pressure and angina.'],
  sertraline: ['Depressão, perturbações de ansiedade.', 'Depression and anxiety disorders.'], salbutamol: ['Asma (alívio).', 'Asthma and COPD (reliever).'],
  latanoprost: ['Glaucoma.', 'Open-angle glaucoma and ocular hypertension.'], 'insulin glargine': ['Diabetes.', 'Diabetes (basal insulin).'],
  beclometasone: ['Asma (prevenção).', 'Asthma (preventer).'],
};
PRODUCTS.filter((p) => p.lay === 'sheet-pt').forEach((p, k) => {
  const file = `produtos/fichas/${slug(p.name)}.md`;
  const price = k % 2 ? `${pt(p.price)} €` : `€ ${pt(p.price)}`;
  const storage = p.fridge ? 'Frigorífico (2–8 °C)' : L(k, ['Temperatura ambiente (abaixo de 25 °C)', 'Não conservar acima de 25 °C', 'Temperatura ambiente']);
  const rx = p.rx ? 'MSRM' : 'MNSRM';
  const s = { ...p.s, rx, storage, sup: SUP[p.sup].name, price };
  productFacts(p, file, s);
  corpus.write(file, [
    `# ${p.name} ${p.s.strength} — ficha de produto`, '',
    `Nome comercial: ${p.name}`, `Substância ativa: ${p.s.subst}`, `Dosagem: ${p.s.strength}`, `Forma farmacêutica: ${p.s.form}`,
    `Embalagem: ${p.s.pack}`, `CNP: ${5000000 + r.int(10000, 899999)}`, `PVP: ${price}`, `Receita médica: ${rx}`,
    `Conservação: ${storage}`, `Fornecedor habitual: ${SUP[p.sup].name}`, `Indicação: ${IND[p.subst][0]}`, '',
    L(k, ['Dispensar com o folheto informativo; confirmar alergias.', 'Produto com boa rotação; manter stock mínimo no balcão.', 'Verificar interações com anticoagulantes.', 'Aconselhar toma às refeições.']),
    p.fridge ? 'Depois de reconstituída, a suspensão conserva-se no frigorífico durante 7 dias.' : '', '',
  ].join('\n'));
});
PRODUCTS.filter((p) => p.lay === 'sheet-en').forEach((p, k) => {
  const file = `produtos/fichas/${slug(p.name)}.md`;
  const price = L(k, [`EUR ${p.price.toFixed(2)}`, `€${p.price.toFixed(2)}`, `${p.price.toFixed(2)} EUR`]);
  const storage = p.fridge ? L(k, ['Store in a refrigerator (2 °C – 8 °C)', 'Fridge, 2-8 °C, do not freeze']) : L(k, ['Below 25 °C', 'Room temperature', 'Do not store above 30 °C']);
  const rx = p.rx ? 'Yes' : 'No';
  const s = { ...p.s, rx: `Prescription only: ${rx}`, storage, sup: SUP[p.sup].name, price };
  productFacts(p, file, s);
  corpus.write(file, [
    `# ${p.name}`, '',
    `Active substance: ${p.s.subst}`, `Strength: ${p.s.strength}`, `Form: ${p.s.form}`, `Pack size: ${p.s.pack}`,
    `Price (PVP): ${price}`, `Prescription only: ${rx}`, `Storage: ${storage}`, `Supplier: ${SUP[p.sup].name}`, `Indication: ${IND[p.subst][1]}`, '',
    L(k, ['Sold at both Portuguese branches.', 'Counsel on first supply; see SOP-07.', 'Generic substitution allowed.', 'Check the patient has a spacer if needed.']), '',
  ].join('\n'));
});

// (a2) Quayside OTC price list, HTML table
{
  const file = 'quayside/otc-price-list.html';
  const rows = PRODUCTS.filter((p) => p.lay === 'html').map((p) => {
    const price = `£${p.price.toFixed(2)}`;
    const s = { ...p.s, rx: p.legal, storage: 'Below 25°C', sup: SUP[p.sup].name, price };
    productFacts(p, file, s);
    return `    <tr><td>${esc(p.name)}</td><td>${esc(p.s.subst)}</td><td>${esc(p.s.strength)}</td><td>${esc(p.s.form)}</td><td>${esc(p.s.pack)}</td><td>${p.legal}</td><td>Below 25°C</td><td>${esc(SUP[p.sup].name)}</td><td>${price}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Quayside Pharmacy — OTC price list</title></head>
<body>
<h1>Over-the-counter price list (Quayside)</h1>
<p>Shelf prices including VAT, from 1 April 2025. P = pharmacy medicine (sale supervised by a pharmacist), GSL = general sale.</p>
<table>
  <thead><tr><th>Product</th><th>Active ingredient</th><th>Strength</th><th>Form</th><th>Pack</th><th>Legal category</th><th>Storage</th><th>Supplier</th><th>Price</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Codeine linctus and pseudoephedrine products are kept behind the counter and are not on this list.</p>
</body></html>
`);
}

// (a3) Quayside formulary YAML
{
  const file = 'quayside/formulary-2025.yaml';
  const out = ['# Quayside Pharmacy — dispensing formulary (prescription lines and fridge items)', '# prices: NHS Drug Tariff, June 2025', 'items:'];
  PRODUCTS.filter((p) => p.lay === 'yaml').forEach((p) => {
    const price = `£${p.price.toFixed(2)}`;
    const storage = 'room temperature';
    const s = { ...p.s, rx: `pom: ${p.rx}`, storage, sup: SUP[p.sup].name, price };
    productFacts(p, file, s);
    out.push(`  - name: ${p.name}`, `    generic: ${p.s.subst}`, `    strength: ${p.s.strength}`, `    form: ${p.s.form}`, `    pack: ${p.s.pack}`, `    pom: ${p.rx}`);
    if (!p.noStorage) out.push(`    storage: ${storage}`);
    out.push(`    supplier: ${SUP[p.sup].name}`, `    tariff_price: "${price}"`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// (a4) Alvalade price list CSV
{
  const file = 'produtos/tabela-precos-alvalade-2025.csv';
  const SHORT = { ML: 'Medilusa', CC: 'Coopfarma', DN: 'Distrifarma' };
  const rows = PRODUCTS.filter((p) => p.lay === 'csv').map((p) => {
    const s = { ...p.s, rx: '', storage: '', sup: SHORT[p.sup], price: p.price.toFixed(2) };
    productFacts(p, file, s);
    return [p.name, p.s.subst, p.s.strength, p.s.form, p.s.pack, p.price.toFixed(2), p.rx ? 'Y' : 'N', p.fridge ? '2-8C' : 'RT', SHORT[p.sup]];
  });
  corpus.write(file, delimited(['Product', 'Active substance', 'Strength', 'Form', 'Pack', 'Retail price (EUR)', 'Rx', 'Storage', 'Supplier'], rows));
}

// (a5) Distrifarma Norte nested JSON export
{
  const file = 'fornecedores/distrifarma-norte-export-2025-06.json';
  const artigos = PRODUCTS.filter((p) => p.lay === 'json').map((p) => {
    const j = p.j;
    const s = { subst: j.subst, strength: '', form: j.form, pack: '', rx: j.regime, storage: j.cons, sup: '', price: '' };
    productFacts(p, file, s);
    return {
      artigo: { cnp: String(5000000 + r.int(10000, 899999)), designacao: `${p.name} ${j.dose[0]} ${j.dose[1]} ${j.form.toLowerCase()}`, nome_comercial: p.name },
      composicao: { substancia_ativa: j.subst, dosagem: { valor: j.dose[0], unidade: j.dose[1] } },
      apresentacao: { forma: j.form, embalagem: { quantidade: j.pack[0], unidade: j.pack[1] } },
      regime: j.regime,
      conservacao: j.cons,
      precos: { pvp: { valor: p.price, moeda: 'EUR' }, pva: { valor: r4(p.price * 0.72), moeda: 'EUR' } },
    };
  });
  corpus.write(file, JSON.stringify({
    exportacao: { data: '2025-06-27', fornecedor: { nome: 'Distrifarma Norte', nif: '503118427', armazem: 'Maia' }, cliente: { nome: 'Farmácia da Foz', conta: 'FZ-0412' } },
    artigos,
  }, null, 2) + '\n');
}

// (a6) new lines in an e-mail
{
  const file = 'mail/2025-05-14-new-lines-from-july.eml';
  const fl = PR['Fluvaxa Tetra'];
  const si = PR.Sildena;
  const F = (p, attr, value, unit, stated) => corpus.fact(p.name, 'product', attr, value, unit, stated, file);
  F(fl, 'substance', fl.subst, 'text', 'quadrivalent flu vaccine');
  F(fl, 'strength', fl.st, fl.su, '15 µg of haemagglutinin per strain');
  F(fl, 'form', fl.form, '', 'pre-filled syringe');
  F(fl, 'pack_size', fl.pack, fl.pu, 'one 0.5 ml pre-filled syringe');
  F(fl, 'prescription_only', true, 'bool', 'prescription-only');
  F(fl, 'storage', 'Fridge', '', 'between 2 and 8 °C');
  F(fl, 'supplier', SUP.ML.name, 'text', SUP.ML.name);
  F(fl, 'price_eur', fl.price, 'EUR', '€11.90');
  F(si, 'substance', si.subst, 'text', 'sildenafil');
  F(si, 'strength', si.st, si.su, '50 mg');
  F(si, 'form', si.form, '', 'film-coated tablets');
  F(si, 'pack_size', si.pack, si.pu, 'packs of 4');
  F(si, 'prescription_only', true, 'bool', 'also prescription-only');
  F(si, 'storage', 'Room temperature', '', 'room temperature');
  F(si, 'supplier', SUP.CC.name, 'text', SUP.CC.name);
  F(si, 'price_eur', si.price, 'EUR', '€12.50');
  corpus.write(file, `From: Joana Albuquerque <compras@farmacias-atlantico.pt>
To: Helena Marques <foz@farmacias-atlantico.pt>, Ana Luísa Ferreira <alvalade@farmacias-atlantico.pt>
Date: Wed, 14 May 2025 10:12:40 +0100
Subject: New lines from July (Portugal)

Olá Helena, olá Ana,

From July we will stock two new lines at both Portuguese pharmacies.

Fluvaxa Tetra is the 2025/26 quadrivalent flu vaccine: 15 µg of haemagglutinin per strain, one 0.5 ml pre-filled syringe per pack. It is prescription-only and has to be kept between 2 and 8 °C from the moment it arrives. PVP €11.90; we order it from Medilusa Distribuição, who will deliver in cool boxes.

Sildena is sildenafil 50 mg film-coated tablets, in packs of 4, also prescription-only, room temperature, €12.50. It comes from Coopfarma Centro with the usual weekly order.

Please make room in the fridges before the first vaccine delivery (expected 1 September).

Obrigada,
Joana
Compras — Farmácias Atlântico
`);
}

// ------------------------------------------------------------------ suppliers
{
  const file = 'fornecedores/fornecedores-portugal.yaml';
  const out = ['# Fornecedores / armazenistas — Portugal (revisto em maio de 2025)', 'fornecedores:'];
  SUPPLIERS.filter((s) => s.cur === 'EUR').forEach((s) => {
    const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
    const min = `${pt(s.min)} €`;
    F('city', s.city, 'place', s.city);
    F('country', s.country, 'place', s.country === 'Spain' ? 'Espanha' : 'Portugal');
    F('lead_time', s.lead, 'h', s.leadPt);
    F('min_order', s.min, 'EUR', min);
    F('cold_chain', s.cold, 'bool', `cadeia_de_frio: ${s.cold ? 'sim' : 'não'}`);
    out.push(`  - nome: ${s.name}`, `    sede: ${s.city}`, `    pais: ${s.country === 'Spain' ? 'Espanha' : 'Portugal'}`, `    prazo_entrega: ${s.leadPt}`,
      `    encomenda_minima: "${min}"`, `    cadeia_de_frio: ${s.cold ? 'sim' : 'não'}`, `    contacto: encomendas@${slug(s.name)}.${s.country === 'Spain' ? 'es' : 'pt'}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'quayside/uk-wholesalers.md';
  const out = ['# Quayside — wholesalers', '', 'Who we order from. Orders go through the PMR; fridge lines only from wholesalers with a cold chain.', ''];
  SUPPLIERS.filter((s) => s.cur === 'GBP' && s.key !== 'KC').forEach((s) => {
    const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
    F('city', s.city, 'place', s.city);
    F('country', s.country, 'place', 'UK');
    F('lead_time', s.lead, 'h', s.leadEn);
    F('min_order', s.min, 'GBP', `£${s.min}`);
    F('cold_chain', s.cold, 'bool', `Cold chain: ${s.cold ? 'Yes' : 'No'}`);
    out.push(`## ${s.name}`, '', `- Depot: ${s.city}, UK`, `- Lead time: ${s.leadEn}`, `- Minimum order: £${s.min}`, `- Cold chain: ${s.cold ? 'Yes' : 'No'}`, `- Account: QSP-${r.int(1000, 9999)}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'mail/2025-03-10-kernow-cold-chain-account.eml';
  const s = SUP.KC;
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('city', s.city, 'place', 'Truro');
  F('country', s.country, 'place', '');
  F('lead_time', s.lead, 'h', 'within 8 hours');
  F('min_order', s.min, 'GBP', '£150');
  F('cold_chain', true, 'bool', 'validated cold chain');
  corpus.write(file, `From: James Trevithick <quayside@farmacias-atlantico.co.uk>
To: Joana Albuquerque <compras@farmacias-atlantico.pt>
Date: Mon, 10 Mar 2025 16:45:03 +0000
Subject: New account - Kernow Cold Chain

Hi Joana,

Quick note to say we've opened an account with Kernow Cold Chain, a small specialist wholesaler based in Truro. They run a validated cold chain and deliver within 8 hours of an order, which beats anything we can get from up-country for insulin and eye drops. Minimum order is £150, so I'll batch the fridge lines twice a week.

Insulex Rapid and Cloranfen will move over to them from next week.

Cheers,
James
`);
}

// ------------------------------------------------------------------ staff
const STAFF = [
  { name: 'Helena Marques', role: 'Technical director', rolePt: 'Diretora técnica', br: 'FOZ', reg: '9871', regS: 'OF 9871', hours: 40, start: '2008-09-01' },
  { name: 'Rui Carvalho', role: 'Pharmacist', rolePt: 'Farmacêutico', br: 'FOZ', reg: '17342', regS: 'OF 17342', hours: 40, start: '2016-02-15' },
  { name: 'Sofia Pinto', role: 'Pharmacy technician', rolePt: 'Técnica de farmácia', br: 'FOZ', reg: 'C-048213', regS: 'C-048213', hours: 35, start: '2019-06-03' },
  { name: 'Ana Luísa Ferreira', role: 'Technical director', rolePt: 'Diretora técnica', br: 'ALV', reg: '11206', regS: 'OF 11206', hours: 40, start: '2011-01-10' },
  { name: 'Miguel Santos', role: 'Pharmacist', rolePt: 'Farmacêutico', br: 'ALV', reg: '21455', regS: 'OF 21455', hours: 30, start: '2021-10-04' },
  { name: 'Beatriz Lopes', role: 'Pharmacy technician', rolePt: 'Técnica de farmácia', br: 'ALV', reg: 'C-052871', regS: 'C-052871', hours: 40, start: '2020-03-16' },
  { name: 'Carla Nunes', role: 'Pharmacy assistant', rolePt: 'Técnica auxiliar de farmácia', br: 'ALV', reg: null, hours: 25, start: '2023-05-02' },
  { name: 'Tiago Moreira', role: 'Pharmacy assistant', br: 'FOZ', reg: null, hours: 20, start: '2025-02-03', mail: true },
  { name: 'James Trevithick', role: 'Pharmacist', roleEn: 'Pharmacist & branch manager', br: 'QSP', reg: '2071843', regS: 'GPhC reg. 2071843', hours: 40, hoursS: '40 per week', start: '2014-04-01' },
  { name: 'Priya Raman', role: 'Pharmacist', roleEn: 'Pharmacist', br: 'QSP', reg: '2210457', regS: 'GPhC 2210457', hours: 22.5, hoursS: 'three days a week (7.5 h days)', start: '2022-08-15' },
  { name: 'Kerensa Hocking', role: 'Pharmacy technician', roleEn: 'Pharmacy technician (accuracy checking)', br: 'QSP', reg: '5012876', regS: 'GPhC 5012876', hours: 37.5, hoursS: '37.5 hours', start: '2017-01-09' },
  { name: 'Daniel Osei', role: 'Pharmacy assistant', roleEn: 'Dispenser / medicines counter assistant', br: 'QSP', reg: null, hours: 30, hoursS: '30 hrs/wk', start: '2024-03-04' },
];
{
  const file = 'pessoal/equipa-portugal.yaml';
  const out = ['# Equipa — farmácias em Portugal (atualizado em junho de 2025)', '# OF = carteira profissional da Ordem dos Farmacêuticos; C- = cédula profissional (técnicos)', 'equipa:'];
  STAFF.filter((p) => p.br !== 'QSP' && !p.mail).forEach((p, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
    const since = k % 2 ? dmy(p.start) : p.start;
    F('role', p.role, '', p.rolePt);
    F('branch', BR[p.br].name, 'text', BR[p.br].name);
    if (p.reg) F('registration', p.reg, 'text', p.regS);
    F('hours', p.hours, 'h/week', `horas_semanais: ${p.hours}`);
    F('started', p.start, 'date', since);
    out.push(`  - nome: ${p.name}`, `    funcao: ${p.rolePt}`, `    farmacia: ${BR[p.br].name}`);
    if (p.reg) out.push(`    registo: ${p.regS}`);
    out.push(`    horas_semanais: ${p.hours}`, `    desde: "${since}"`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'mail/2025-02-03-welcome-tiago.eml';
  const p = STAFF.find((x) => x.mail);
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', 'pharmacy assistant');
  F('branch', BR.FOZ.name, 'text', 'Foz team');
  F('hours', p.hours, 'h/week', '20 hours a week');
  F('started', p.start, 'date', '');
  corpus.write(file, `From: Helena Marques <foz@farmacias-atlantico.pt>
To: equipa@farmacias-atlantico.pt
Date: Mon, 3 Feb 2025 08:31:17 +0000
Subject: Welcome Tiago!

Bom dia a todos,

Please welcome Tiago Moreira, who joins the Foz team today as a pharmacy assistant (técnico auxiliar de farmácia). Tiago will work 20 hours a week, mornings from Monday to Friday, mostly on the counter and on receiving the wholesaler deliveries. Sofia will show him the stock system this week.

He comes to us from a parapharmacy in Matosinhos, so he already knows the OTC side well.

Helena
`);
}
{
  const file = 'quayside/team.html';
  const cards = STAFF.filter((p) => p.br === 'QSP').map((p) => {
    const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
    F('role', p.role, '', p.roleEn);
    F('branch', BR.QSP.name, 'text', '');
    if (p.reg) F('registration', p.reg, 'text', p.regS);
    F('hours', p.hours, 'h/week', p.hoursS);
    F('started', p.start, 'date', fmtDate(p.start, 'month'));
    return `  <div class="card">
    <h3>${esc(p.name)}</h3>
    <p class="role">${esc(p.roleEn)}</p>
${p.reg ? `    <p class="reg">${esc(p.regS)}</p>\n` : ''}    <p>Hours: ${esc(p.hoursS)}</p>
    <p>With us since ${fmtDate(p.start, 'month')}</p>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Meet the team — Quayside Pharmacy</title></head>
<body>
<h1>Meet the Quayside Pharmacy team</h1>
<p>Falmouth's pharmacy on the quay. Part of Farmácias Atlântico since 2023.</p>
<div class="cards">
${cards.join('\n')}
</div>
<p>Locum cover on Saturdays is booked through the group office.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ branches
{
  const b = BR.FOZ;
  const file = 'farmacias/farmacia-da-foz.md';
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  const horario = 'segunda a sexta 09:00–20:00; sábado 09:00–13:00; domingo encerrada';
  F('city', b.city, 'place', 'Porto');
  F('country', b.country, 'place', 'Portugal');
  F('manager', b.manager, 'text', 'Dra. Helena Marques');
  F('opens', b.opens, '', '09:00');
  F('closes', b.closes, '', '20:00');
  F('open_sunday', false, 'bool', 'domingo encerrada');
  F('weekly_hours', b.weekly, 'h', '');
  F('opened', b.opened, '', '1987');
  corpus.write(file, `# Farmácia da Foz

Morada: Rua de Gondarém 412, 4150-375 Porto
Cidade: Porto
País: Portugal
Diretora técnica: Dra. Helena Marques
Horário: ${horario}
Aberta desde: 1987
Telefone: +351 226 170 412
Alvará n.º: 2931
Serviços: medição da tensão arterial, glicemia, administração de vacinas, preparação individualizada da medicação

A farmácia fica a duas ruas do Passeio Alegre; estacionamento na rua.
`);
}
{
  const b = BR.ALV;
  const file = 'farmacias/farmacia-alvalade.md';
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  F('city', b.city, 'place', 'Lisbon');
  F('country', b.country, 'place', 'Portugal');
  F('manager', b.manager, 'text', b.manager);
  F('opens', b.opens, '', '8:30');
  F('closes', b.closes, '', '21:00');
  F('open_sunday', true, 'bool', 'Sun 10:00–13:00');
  F('weekly_hours', b.weekly, 'h', '');
  F('opened', b.opened, '', '1962');
  corpus.write(file, `# Farmácia Alvalade

Address: Avenida da Igreja 18-A, 1700-235 Lisboa
City: Lisbon
Country: Portugal
Manager (technical director): ${b.manager}
Opening hours: Mon–Fri 8:30–21:00 · Sat 9:00–19:00 · Sun 10:00–13:00
Opened: 1962
Phone: +351 218 480 226
Services: blood pressure, INR testing, flu and COVID vaccination, home delivery in Alvalade and Roma

On the rota for night service (farmácia de serviço) about once every three weeks.
`);
}
{
  const b = BR.QSP;
  const file = 'quayside/quayside-pharmacy.html';
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  F('city', b.city, 'place', 'Falmouth');
  F('country', b.country, 'place', 'England, UK');
  F('manager', b.manager, 'text', b.manager);
  F('opens', b.opens, '', '9am');
  F('closes', b.closes, '', '6pm');
  F('open_sunday', false, 'bool', 'closed Sunday');
  F('weekly_hours', b.weekly, 'h', '');
  F('opened', b.opened, '', '1998');
  corpus.write(file, htmlInfoboxPage({
    title: 'Quayside Pharmacy',
    sections: [
      { heading: 'Branch', rows: [['Address', '14 Arwenack Street, Falmouth TR11 3JA'], ['Town', 'Falmouth'], ['Country', 'England, UK'], ['Manager', b.manager], ['GPhC premises', '1039274']] },
      { heading: 'Hours', rows: [['Opening hours', 'Monday–Friday 9am–6pm; Saturday 9am–1pm; closed Sunday']] },
      { heading: 'History', rows: [['Opened', '1998'], ['Part of Farmácias Atlântico since', '2023']] },
    ],
    lead: ['Quayside Pharmacy is an NHS community pharmacy on the harbour front, offering the Pharmacy First service, blood pressure checks and flu vaccination.'],
    footer: 'Bank holiday hours are posted on the door and in admin/holiday-hours-2025.md.',
  }));
}

// ------------------------------------------------------------------ stock lots
// code, product, branch, quantity on hand, reorder level, expiry (ISO or YYYY-MM)
const LOTS = [
  ['B24K117', 'Paramax', 'FOZ', 46, 30, '2026-10-31'],
  ['3K4491', 'Omeprex', 'FOZ', 12, 20, '2026-03-31'],
  ['L240815', 'Metforal', 'FOZ', 25, 15, '2026-08-31'],
  ['AB1732', 'Levotir', 'FOZ', 8, 10, '2025-11-30'],
  ['V23119C', 'Ventilair', 'FOZ', 14, 12, '2025-09-30'],
  ['AMX0425', 'Amoxan Suspensão', 'FOZ', 6, 5, '2025-08-31'],
  ['GL7Q21', 'Glargin Pen', 'FOZ', 3, 4, '2026-01-31'],
  ['IB2506', 'Ibufen', 'FOZ', 38, 25, '2027-05-31'],
  ['SE4410', 'Sertral', 'FOZ', 9, 10, '2026-06-30'],
  ['HC2291', 'Hidrocort', 'FOZ', 11, 6, '2025-12-31'],
  ['DN5520', 'Ibufen Kids', 'FOZ', 7, 8, '2025-10-31'],
  ['24G0913', 'Paramax Forte', 'ALV', 22, 15, '2026-07'],
  ['K88213', 'Omeprex', 'ALV', 31, 20, '2027-01'],
  ['ESC2403', 'Escitalon', 'ALV', 5, 8, '2026-04'],
  ['T1906B', 'Tramadex', 'ALV', 10, 6, '2025-12'],
  ['LT5501', 'Latanex', 'ALV', 4, 3, '2025-09'],
  ['BU24031', 'Budecort', 'ALV', 6, 6, '2026-02'],
  ['GM0310', 'Glucomet XR', 'ALV', 18, 12, '2026-11'],
  ['AZ7741', 'Azitro', 'ALV', 2, 5, '2025-07'],
  ['FX2209', 'Formair', 'ALV', 3, 2, '2025-10'],
  ['V24033A', 'Ventilair', 'ALV', 9, 10, '2026-05'],
  ['KX4471', 'Atorvel', 'QSP', 40, 30, '2027-02'],
  ['CL0932', 'Clopidex', 'QSP', 18, 20, '2026-09'],
  ['APX5521', 'Apixa', 'QSP', 6, 4, '2026-12'],
  ['RC2210', 'Ramicor', 'QSP', 22, 15, '2025-11'],
  ['IA8830', 'Insulex Rapid', 'QSP', 5, 6, '2025-09'],
  ['NU3327', 'Nurolex', 'QSP', 30, 24, '2027-04'],
  ['TV1128', 'Tiovent', 'QSP', 4, 5, '2026-01'],
  ['CF0719', 'Cloranfen', 'QSP', 7, 6, '2025-08'],
  ['CT6612', 'Cetiral', 'QSP', 16, 12, '2027-06'],
];
function lotFacts(l, file, s) {
  const [code, prod, br, qty, reorder, exp] = l;
  const F = (attr, value, unit, stated) => corpus.fact(code, 'lot', attr, value, unit, stated, file);
  F('product', prod, 'text', s.prod);
  F('branch', BR[br].name, 'text', s.branch);
  F('quantity', qty, 'packs', s.qty);
  F('reorder_level', reorder, 'packs', s.reorder);
  F('expiry', exp.length === 7 ? monthEnd(exp) : exp, 'date', s.exp);
}
const FORM_PT = { Tablet: 'COMP', Capsule: 'CAPS', 'Oral solution': 'SUSP ORAL', Cream: 'CREME', Inhaler: 'INAL', 'Eye drops': 'COLIRIO', Injection: 'SOL INJ CANETA' };
const label = (p) => ({ mg: p.st >= 1000 ? `${p.st / 1000} g` : p.st >= 1 ? `${p.st} mg` : `${p.st * 1000} mcg`, 'mg/ml': `${p.st} mg/ml`, µg: `${p.st} mcg`, 'mg/g': `${p.st / 10}%`, 'units/ml': `${p.st} U/ml` }[p.su]);
const strengthShort = (p) => ({ mg: `${p.st >= 1 ? p.st : p.st * 1000}${p.st >= 1 ? 'MG' : 'MCG'}`, 'mg/ml': `${p.st}MG/ML`, µg: `${p.st}MCG`, 'mg/g': `${p.st / 10}%`, 'units/ml': `${p.st}U/ML` }[p.su]);
{
  const file = 'stock/exportacao-stock-foz-20250630.csv';
  const rows = LOTS.filter((l) => l[2] === 'FOZ').map((l) => {
    const p = PR[l[1]];
    const desig = `${p.name.toUpperCase()} ${strengthShort(p)} ${FORM_PT[p.form]} ${p.pu === 'ml' ? `FR ${p.pack}ML` : `X${p.pack}`}`;
    lotFacts(l, file, { prod: desig, branch: '', qty: '', reorder: '', exp: dmy(l[5]) });
    return [String(5000000 + r.int(10000, 899999)), desig, l[0], dmy(l[5]), l[3], l[4], pt(p.price), p.fridge ? 'FRIO' : 'GERAL', 'FOZ'];
  });
  corpus.write(file, delimited(['CNP', 'Designação', 'Lote', 'Validade', 'Stock atual', 'Stock mínimo', 'PVP (€)', 'Local', 'Farmácia'], rows, ';'));
}
{
  const file = 'stock/inventario-alvalade-junho-2025.md';
  const out = ['# Inventário — Farmácia Alvalade', '', 'Contagem física de 28/06/2025 (Beatriz e Carla). Só os lotes com movimento no trimestre.', '',
    '| Produto | Lote | Validade | Qtd. | Mínimo |', '|---|---|---|---|---|'];
  LOTS.filter((l) => l[2] === 'ALV').forEach((l) => {
    const p = PR[l[1]];
    const [y, m] = l[5].split('-').map(Number);
    const exp = `${PT_MON[m - 1]}/${y}`;
    const name = `${p.name} ${label(p)}`;
    lotFacts(l, file, { prod: name, branch: '', qty: `${l[3]} emb.`, reorder: '', exp });
    out.push(`| ${name} | ${l[0]} | ${exp} | ${l[3]} emb. | ${l[4]} |`);
  });
  out.push('', 'Diferenças de contagem corrigidas no sistema no mesmo dia. Produtos de frio contados no frigorífico 2.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'stock/quayside-stock-20250630.csv';
  const UKNAME = { Atorvel: 'Atorvastatin 20mg tabs (Atorvel)', Clopidex: 'Clopidogrel 75mg tabs (Clopidex)', Apixa: 'Apixaban 5mg tabs (Apixa)', Ramicor: 'Ramipril 5mg caps (Ramicor)', 'Insulex Rapid': 'Insulex Rapid 100u/ml cartridges', Nurolex: 'Nurolex 200mg liquid caps', Tiovent: 'Tiotropium 18mcg inh caps (Tiovent)', Cloranfen: 'Chloramphenicol 0.5% eye drops (Cloranfen)', Cetiral: 'Cetiral 10mg tabs' };
  const rows = LOTS.filter((l) => l[2] === 'QSP').map((l) => {
    const p = PR[l[1]];
    const [y, m] = l[5].split('-');
    const exp = `${m}/${y}`;
    lotFacts(l, file, { prod: UKNAME[p.name], branch: '', qty: '', reorder: '', exp });
    return [UKNAME[p.name], l[0], exp, l[3], l[4], p.fridge ? 'Fridge' : `Shelf ${L(l[3], ['A', 'B', 'C'])}${l[4] % 5 + 1}`];
  });
  corpus.write(file, delimited(['Item', 'Batch', 'Expiry', 'On hand', 'Reorder level', 'Location'], rows));
}

// ------------------------------------------------------------------ wide dispensing tables (Jan–Jun 2025)
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const DISP_PT = [['Paramax', 900, 1250], ['Paramax Forte', 200, 300], ['Ibufen', 300, 450], ['Omeprex', 150, 220], ['Metforal', 120, 180], ['Glucomet XR', 60, 90],
  ['Levotir', 80, 120], ['Amlodin', 100, 150], ['Sertral', 50, 80], ['Ventilair', 40, 70], ['Escitalon', 40, 60], ['Ibufen Kids', 70, 130]];
const DISP_UK = [['Atorvel', 180, 240], ['Clopidex', 60, 90], ['Apixa', 40, 60], ['Ramicor', 70, 100], ['Bisocard', 60, 90], ['Tiovent', 15, 25], ['Insulex Rapid', 10, 20], ['Nurolex', 90, 140]];
{
  const file = 'relatorios/dispensas-mensais-2025-s1.csv';
  const rows = DISP_PT.map(([n, lo, hi]) => {
    const p = PR[n];
    const ms = MONTHS.map((m, i) => Math.round(r.int(lo, hi) * (n.startsWith('Ibufen') || n === 'Paramax' ? [1.25, 1.2, 1.05, 0.95, 0.85, 0.8][i] : 1)));
    ms.forEach((v, i) => corpus.also(n, 'product', `dispensed_${MONTHS[i]}`, v, 'packs', ptThousands(v), file));
    return [`${n} ${label(p)}`, ...ms.map(ptThousands)];
  });
  corpus.write(file, delimited(['Produto', 'jan', 'fev', 'mar', 'abr', 'mai', 'jun'], rows, ';'));
}
{
  const file = 'quayside/items-dispensed-h1-2025.md';
  const out = ['# Quayside — items dispensed per month, January to June 2025', '', 'Packs dispensed (NHS + private), from the PMR monthly report.', '',
    '| Item | Jan | Feb | Mar | Apr | May | Jun |', '|---|---|---|---|---|---|---|'];
  DISP_UK.forEach(([n, lo, hi]) => {
    const p = PR[n];
    const ms = MONTHS.map(() => r.int(lo, hi));
    ms.forEach((v, i) => corpus.also(n, 'product', `dispensed_${MONTHS[i]}`, v, 'packs', String(v), file));
    out.push(`| ${n} ${label(p).replace(' ', '')} | ${ms.join(' | ')} |`);
  });
  out.push('', 'Insulex Rapid counted in packs of 5 cartridges.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ incidents
// id, date, branch, type, product, severity, reported by, reported externally, max temp °C, duration min, loss, currency
const INC = [];
const incFacts = (i, file, s) => {
  const F = (attr, value, unit, stated) => corpus.fact(i.id, 'incident', attr, value, unit, stated, file);
  F('date', i.date, 'date', s.date);
  F('branch', BR[i.br].name, 'text', s.branch);
  F('type', i.type, '', s.type);
  if (i.product) F('product', i.product, 'text', s.product);
  F('severity', i.sev, '', s.sev);
  F('reported_by', i.by, 'text', i.by);
  F('reported_externally', i.ext, 'bool', s.ext);
  if (i.temp != null) F('max_temp', i.temp, '°C', s.temp);
  if (i.dur != null) F('duration', i.dur, 'min', s.dur);
  if (i.loss != null) F('loss', i.loss, i.cur, s.loss);
  INC.push(i);
};
{
  const file = 'incidentes/near-miss-log-2025.md';
  const NM = [
    ['NM-2025-01', '2025-01-14', 'FOZ', 'Amlodin', 'amlodipine 5 mg', 'Amlodipine 10 mg picked from the shelf instead of 5 mg; spotted at the final check.', 'Sofia Pinto'],
    ['NM-2025-02', '2025-01-29', 'QSP', 'Bisocard', 'bisoprolol 2.5mg', 'Label printed for bisoprolol 5mg against a 2.5mg prescription.', 'Kerensa Hocking'],
    ['NM-2025-03', '2025-02-11', 'ALV', 'Omeprex', 'omeprazol 20 mg', 'Omeprazol 40 mg separado em vez de 20 mg.', 'Beatriz Lopes'],
    ['NM-2025-04', '2025-03-05', 'FOZ', 'Levotir', 'levotiroxina 100 mcg', 'Levotiroxina 50 mcg picked against a 100 mcg prescription.', 'Rui Carvalho'],
    ['NM-2025-05', '2025-03-19', 'QSP', 'Atorvel', 'atorvastatin 20mg', 'Bag labelled with the wrong patient name (same surname).', 'Priya Raman'],
    ['NM-2025-06', '2025-04-08', 'ALV', 'Escitalon', 'escitalopram 10 mg', 'Look-alike boxes: sertralina taken instead of escitalopram.', 'Miguel Santos'],
    ['NM-2025-07', '2025-05-13', 'QSP', 'Clopidex', 'clopidogrel 75mg', 'Quantity 56 counted out against a prescription for 28.', 'Daniel Osei'],
    ['NM-2025-08', '2025-06-02', 'FOZ', 'Ibufen Kids', 'ibuprofeno 100 mg/5 ml', 'Oral syringe missing from the box; replaced before hand-out.', 'Tiago Moreira'],
  ];
  const out = ['# Near-miss log 2025 (all branches)', '', 'Errors caught before the medicine reached the patient. No harm in every case; reviewed monthly by the technical directors and James.', '',
    '| Ref | Date | Branch | Product | What happened | Spotted by |', '|---|---|---|---|---|---|'];
  const SHORT = { FOZ: 'Foz', ALV: 'Alvalade', QSP: 'Quayside' };
  for (const [id, date, br, product, pstated, what, by] of NM) {
    incFacts({ id, date, br, type: 'Near miss', product, sev: 'No harm', by, ext: false }, file, { date: dmy(date), branch: SHORT[br], type: '', product: pstated, sev: '', ext: '' });
    out.push(`| ${id} | ${dmy(date)} | ${SHORT[br]} | ${pstated} | ${what} | ${by} |`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const REPORTS = [
    {
      i: { id: 'INC-2025-003', date: '2025-02-20', br: 'QSP', type: 'Dispensing error', product: 'Tiovent', sev: 'Low harm', by: 'James Trevithick', ext: true },
      s: { date: '20 February 2025', branch: 'Quayside Pharmacy', type: 'dispensing error', product: 'tiotropium 18 microgram capsules', sev: 'low harm', ext: 'reported to LFPSE' },
      text: `INCIDENT REPORT INC-2025-003

On 20 February 2025 a dispensing error occurred at Quayside Pharmacy. A patient collecting a repeat prescription was given tiotropium 18 microgram capsules without the inhaler device; the patient swallowed two capsules before calling us the next morning. James Trevithick spoke to the patient and to the GP surgery, and recorded the outcome as low harm (mild dry mouth, no treatment needed).

The incident was reported to LFPSE (Learn from Patient Safety Events) on 24 February. Action: capsule-inhaler packs now carry a shelf talker, and the counselling check in SOP-07 was updated.
`,
    },
    {
      i: { id: 'INC-2025-006', date: '2025-03-27', br: 'FOZ', type: 'Dispensing error', product: 'Glucomet XR', sev: 'Low harm', by: 'Helena Marques', ext: true },
      s: { date: '27 de março de 2025', branch: 'Farmácia da Foz', type: 'dispensing error', product: 'Glucomet XR', sev: 'low harm', ext: 'notified INFARMED' },
      text: `Incident report — INC-2025-006 — Farmácia da Foz

Date: 27 de março de 2025

What happened: a diabetic patient was supplied Metforal 850 mg (immediate release) when the prescription was for Glucomet XR 1000 mg prolonged-release tablets. The patient noticed the different box two days later and came back. Mild stomach upset only; we classed it as a dispensing error with low harm.

Helena Marques completed the report and notified INFARMED through the Portal RAM on 31 March, as the patient had taken the wrong medicine. The two products now sit on different shelves.
`,
    },
    {
      i: { id: 'INC-2025-009', date: '2025-04-24', br: 'QSP', type: 'Cold chain excursion', product: 'Insulex Rapid', sev: 'No harm', by: 'Kerensa Hocking', ext: false, temp: r4(((58 - 32) * 5) / 9), dur: 120, loss: 141.55, cur: 'GBP' },
      s: { date: '24/04/2025', branch: 'Quayside', type: 'cold chain excursion', product: 'Insulex Rapid', sev: 'no patient harm', ext: 'did not need to be reported externally', temp: '58 °F', dur: 'about two hours', loss: '£141.55' },
      text: `Quayside — incident write-up
Ref: INC-2025-009   Date: 24/04/2025   Written by: Kerensa Hocking

A Kernow delivery tote containing five packs of Insulex Rapid cartridges was left on the shop floor behind the counter instead of going straight into the fridge. It was found about two hours later. The data logger in the tote showed a peak of 58 °F. All five packs (£141.55 at tariff price) were quarantined and returned for credit; none had been supplied, so there was no patient harm.

This cold chain excursion was discussed with James and did not need to be reported externally. Totes from Kernow are now signed for by whoever is on the dispensary bench.
`,
    },
    {
      i: { id: 'INC-2025-011', date: '2025-05-16', br: 'FOZ', type: 'Controlled drug discrepancy', product: 'Diazemin', sev: 'No harm', by: 'Rui Carvalho', ext: true },
      s: { date: '16 May 2025', branch: 'Foz', type: 'controlled drug register', product: 'Diazemin', sev: 'no harm', ext: 'reported to INFARMED' },
      text: `INC-2025-011 — Controlled drug discrepancy (Foz)

During the monthly balance check on 16 May 2025 Rui Carvalho found the Diazemin 5 mg count two tablets short of the controlled drug register (psicotrópicos). The difference was traced to a broken tablet recorded on the wrong line in April; no medicine left the pharmacy unrecorded and no patient was affected (no harm).

Because the register had to be corrected, the discrepancy was reported to INFARMED together with the monthly return. Rui will check the register with a second person for the next three months.
`,
    },
    {
      i: { id: 'INC-2025-013', date: '2025-06-05', br: 'ALV', type: 'Dispensing error', product: 'Azitro', sev: 'Low harm', by: 'Ana Luísa Ferreira', ext: true },
      s: { date: 'June 5, 2025', branch: 'Alvalade', type: 'dispensing error', product: 'Azitro', sev: 'low harm', ext: 'sent to INFARMED' },
      text: `Alvalade — incident INC-2025-013

June 5, 2025. The dosage label on a pack of Azitro 500 mg said "one tablet twice a day" instead of once a day. The patient took two tablets on the first day and phoned after reading the leaflet; the doctor was informed and the course was finished as prescribed. Outcome: low harm.

Ana Luísa Ferreira wrote up this dispensing error and the report was sent to INFARMED. Dosage labels for antibiotics are now read back to the patient at the counter.
`,
    },
  ];
  for (const { i, s, text } of REPORTS) {
    const file = `incidentes/reports/${i.id}.txt`;
    incFacts(i, file, s);
    corpus.write(file, text);
  }
}
{
  const file = 'incidentes/ocorrencia-alvalade-2025-04-03.md';
  const i = { id: 'INC-2025-007', date: '2025-04-03', br: 'ALV', type: 'Cold chain excursion', product: 'Latanex', sev: 'No harm', by: 'Beatriz Lopes', ext: false, temp: 9.1, dur: 45, loss: 0, cur: 'EUR' };
  incFacts(i, file, { date: '03/04/2025', branch: 'Farmácia Alvalade', type: 'Desvio de temperatura', product: 'Latanex', sev: 'Sem danos', ext: 'Comunicado ao INFARMED: Não', temp: '9,1 °C', dur: '45 minutos', loss: '0,00 €' });
  corpus.write(file, `# Registo de ocorrência

Referência: INC-2025-007
Data: 03/04/2025
Farmácia: Farmácia Alvalade
Tipo: Desvio de temperatura (cadeia de frio)
Equipamento: frigorífico 2 (balcão)
Temperatura máxima: 9,1 °C
Duração: 45 minutos
Produto afetado: Latanex colírio (lote LT5501)
Perdas: 0,00 € (produtos mantidos após avaliação)
Gravidade: Sem danos
Notificado por: Beatriz Lopes
Comunicado ao INFARMED: Não

Descrição: a porta do frigorífico ficou mal fechada depois da receção da encomenda da tarde. O alarme tocou às 17:40 e a temperatura voltou ao intervalo 2–8 °C às 18:25. O fabricante confirmou a estabilidade do Latanex nestas condições.
`);
}
{
  const file = 'mail/2025-06-09-fridge-alarm-foz.eml';
  const i = { id: 'INC-2025-014', date: '2025-06-08', br: 'FOZ', type: 'Cold chain excursion', product: 'Glargin Pen', sev: 'No harm', by: 'Helena Marques', ext: false, temp: 11.4, dur: 200, loss: 612.4, cur: 'EUR' };
  incFacts(i, file, { date: '8 June 2025', branch: 'Foz', type: 'fridge alarm', product: 'Glargin Pen', sev: 'No patient was affected', ext: 'internal only', temp: '11.4 °C', dur: '3 h 20 min', loss: '€612.40' });
  corpus.write(file, `From: Helena Marques <foz@farmacias-atlantico.pt>
To: Joana Albuquerque <compras@farmacias-atlantico.pt>
Cc: Ana Luísa Ferreira <alvalade@farmacias-atlantico.pt>, James Trevithick <quayside@farmacias-atlantico.co.uk>
Date: Mon, 9 Jun 2025 09:02:55 +0100
Subject: INC-2025-014 fridge alarm at Foz over the weekend

Joana,

Logging this as INC-2025-014. In the early hours of Sunday 8 June 2025 the main fridge at Foz lost power after the breaker tripped. The logger shows it reached 11.4 °C and was out of the 2–8 °C range for 3 h 20 min before the security company reset the breaker.

We discarded the Glargin Pen stock in that fridge and two bottles of Amoxan Suspensão already reconstituted, €612.40 at cost in total. No patient was affected and no medicine from that fridge was supplied over the weekend, so this stays internal only; no notification needed.

Can we get an electrician to put the fridges on their own circuit? Quote attached.

Helena
`);
}

// ------------------------------------------------------------------ SOPs (one states two products' storage)
{
  const file = 'sops/SOP-03-cold-chain.md';
  for (const n of ['Insulex Rapid', 'Cloranfen']) corpus.also(n, 'product', 'storage', 'Fridge', '', n, file);
  corpus.write(file, `# SOP-03 — Cold chain (all branches)

Version 4, approved by the technical directors and the Quayside superintendent, March 2025.

Fridge lines must be kept between 2 °C and 8 °C from delivery until the moment they are handed to the patient. Each branch has at least one pharmaceutical fridge with a data logger; minimum and maximum temperatures are read and signed at opening and at closing. A reading outside 2–8 °C is an excursion and must be logged as an incident the same day, with the maximum temperature, how long it lasted and any stock that was thrown away.

At Quayside the formulary does not list storage for every item, so to be clear: Insulex Rapid cartridges are kept in the fridge until dispensed (the patient may then keep the cartridge in use at room temperature for four weeks), and Cloranfen eye drops are also a fridge item, both before and after opening. Everything else on the Quayside formulary is stored at room temperature.

Deliveries from the wholesaler go into the fridge before any other item in the tote is unpacked. Do not store food, drink or samples in pharmaceutical fridges. If a fridge fails, move the stock to the spare fridge or to a validated cool box and call the group office.
`);
}
corpus.write('sops/SOP-07-dispensing-checks.md', `# SOP-07 — Dispensing and final accuracy check

Every prescription item is picked against the prescription, labelled, and checked by a second person (a pharmacist or an accuracy-checking technician) before it is bagged. The person who dispensed does not do the final check unless the pharmacist is working alone, in which case a mental break of at least five minutes is taken.

Look-alike, sound-alike pairs (amlodipine 5 mg and 10 mg; sertraline and escitalopram boxes; metformin immediate and prolonged release) are kept on separate shelves and highlighted with a yellow shelf strip. Capsule inhalers are always handed out with the device and a demonstration.

Near misses are written in the near-miss log on the day; errors that reach a patient get an incident report (INC number) and are discussed at the monthly team meeting.
`);
corpus.write('sops/SOP-11-controlled-drugs.md', `# SOP-11 — Controlled drugs (psicotrópicos e estupefacientes / UK CDs)

Portugal: psychotropic and narcotic medicines are entered in the register on the day of supply and the balance is checked monthly by the technical director or a pharmacist she names. The quarterly return goes to INFARMED by the 15th of the following month.

England: Schedule 2 CDs are kept in the CD cabinet and the running balance is checked weekly (Mondays). Destruction of patient-returned CDs is witnessed by an authorised person. Schedule 3 and 4 items (for example diazepam) are not entered in the CD register but are stored in the cabinet at Quayside by local policy.
`);

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.md', `# Farmácias Atlântico — shared drive

Three community pharmacies: Farmácia da Foz (Porto), Farmácia Alvalade (Lisboa) and Quayside Pharmacy (Falmouth, Cornwall; part of the group since 2023).

| Folder | What is in it |
|---|---|
| farmacias/ | one page per Portuguese pharmacy |
| produtos/ | product sheets (fichas) and the Alvalade price list |
| fornecedores/ | Portuguese wholesalers, Distrifarma export |
| stock/ | stock exports and stock-takes (all three branches) |
| relatorios/ | monthly dispensing (Portugal) |
| pessoal/ | team list (Portugal) |
| incidentes/ | near-miss log, incident reports, occurrence forms |
| quayside/ | everything specific to the English branch: price list, formulary, team, wholesalers, stock, dispensing |
| sops/ | standard operating procedures (group-wide) |
| mail/ | e-mails worth keeping |
| admin/ | rotas, holidays, meetings, training |

Portuguese prices are PVP including IVA; UK prices include VAT where VAT applies. Stock quantities are packs.
Do not put patient names in anything on this drive.
`);
corpus.write('admin/holiday-hours-2025.md', `# Holiday opening 2025

| Date | Foz | Alvalade | Quayside |
|---|---|---|---|
| 18 April (Good Friday) | closed | 10:00–13:00 | closed |
| 21 April (Easter Monday) | normal | normal | 10:00–14:00 |
| 25 April (Dia da Liberdade) | closed | 10:00–13:00 | normal |
| 10 June | closed | closed | normal |
| 13 June (Santo António, Lisboa) | normal | closed | normal |
| 24 June (São João, Porto) | closed | normal | normal |
| 25–26 December | closed | 25 closed, 26 normal | closed |
`);
corpus.write('admin/quayside-rota-week-24.md', `# Quayside rota — week 24 (9–14 June 2025)

| Day | Pharmacist | Dispensary | Counter |
|---|---|---|---|
| Mon | James | Kerensa | Daniel |
| Tue | Priya | Kerensa | Daniel |
| Wed | James | Kerensa | Daniel |
| Thu | Priya | Kerensa | Daniel |
| Fri | James (am), Priya (pm) | Kerensa | Daniel |
| Sat | locum (A. Pascoe) | Daniel | — |

Pharmacy First consultations: book 15-minute slots, max 6 a day.
`);
corpus.write('admin/reuniao-grupo-2025-05-22.md', `# Reunião de grupo — 22 de maio de 2025

Presentes: Joana Albuquerque, Helena Marques, Ana Luísa Ferreira, James Trevithick (vídeo).

1. Vendas do 1.º quadrimestre: +4 % no grupo; Quayside acima do orçamento graças ao Pharmacy First.
2. Novo frigorífico para Alvalade aprovado (orçamento de 2.350 €).
3. Quebras por validade em 2024: 1,9 % do stock em Portugal, 1,2 % em Quayside. Objetivo 2025: abaixo de 1,5 %.
4. Formação obrigatória de vacinação renovada para todos os farmacêuticos até setembro.
5. Próxima reunião: 17 de julho.
`);
corpus.write('admin/cpd-and-training-2025.md', `# Training plan 2025

- Vaccination refresher (Ordem dos Farmacêuticos accredited course, 7 h): all Portuguese pharmacists by September.
- Accuracy checking technician revalidation: Kerensa, due October.
- Pharmacy First clinical pathways (CPPE): James and Priya, completed January.
- Medication review workshop (Lisboa, 14 October): two places booked.
- Manual handling and fire safety: everyone, annually.

Budget: €1,800 in Portugal, £950 at Quayside.
`);
corpus.write('admin/fridge-log-foz-2025-06.csv', delimited(['Dia', 'Mín (°C)', 'Máx (°C)', 'Assinatura'], [
  ['02/06', '3,1', '6,4', 'SP'], ['03/06', '3,4', '6,9', 'SP'], ['04/06', '3,0', '6,2', 'RC'], ['05/06', '3,2', '7,1', 'SP'], ['06/06', '3,3', '6,6', 'TM'],
  ['09/06', '2,9', '6,0', 'HM'], ['10/06', '3,1', '6,3', 'SP'], ['11/06', '3,5', '6,8', 'RC'], ['12/06', '3,0', '6,5', 'SP'],
], ';'));
corpus.write('mail/2025-04-22-infarmed-circular.eml', `From: Ana Luísa Ferreira <alvalade@farmacias-atlantico.pt>
To: equipa@farmacias-atlantico.pt
Date: Tue, 22 Apr 2025 11:20:09 +0100
Subject: Circular INFARMED — recolha de lotes

Olá a todos,

INFARMED issued a recall today for two batches of a ranitidine-free antacid we do not stock, so nothing to do at Foz or Alvalade. Please still check the quarantine shelf for anything waiting to be returned to the wholesalers and send the list to Joana by Friday.

Reminder: recalled stock is kept in the red box, never on the dispensing shelves.

Ana
`);
corpus.write('quayside/mhra-drug-alert-2025-03.txt', `MHRA DRUG ALERT — CLASS 3 MEDICINES RECALL (action within 5 days)
Issued: 12 March 2025

Product: a 100 ml oral suspension (not stocked at Quayside)
Reason: out-of-specification result for preservative content in two batches.

Quayside action: checked 13/03/2025 by K. Hocking — no affected stock on the shelves or in the fridge. Filed.
`);
corpus.write('admin/iva-and-vat-notes.md', `# IVA / VAT notes

- Portugal: medicines carry IVA at 6 %; most parapharmacy and cosmetics at 23 %.
- UK: NHS-dispensed items are zero-rated; OTC medicines are standard-rated at 20 %.
- Price changes from the wholesalers are loaded on the 1st of each month; shelf labels must be reprinted the same day.
`);
corpus.write('admin/delivery-drivers-2025.md', `# Home delivery

Alvalade delivers on weekdays between 14:00 and 17:00 (minimum order €15, free for over-65s). Foz delivers on Tuesdays and Fridays only. Quayside uses a volunteer driver for the housebound on Wednesday afternoons; controlled drugs are never sent with the volunteer.
`);

corpus.write('sops/SOP-05-expiry-and-returns.md', `# SOP-05 — Date checking, short-dated stock and returns

Every shelf section is date-checked once a quarter on a rota (see the stock folder for the counts). Stock expiring within three months is moved to the front, marked with an orange sticker and listed for the technical director; stock expiring within one month is taken off the shelf and returned to the wholesaler if the return window allows, otherwise it goes in the pharmaceutical waste bin (VALORMED in Portugal, the yellow-lidded bin at Quayside).

Expiry dates given only as a month (for example 09/2025 or set/2025) mean the last day of that month.

Reorder levels are set in the stock system from the last three months of sales and reviewed every January and July. When the quantity on hand falls below the reorder level the system adds the item to the next wholesaler order; fridge lines are ordered by hand.

Returns: Distrifarma Norte and Medilusa collect returns with the next delivery; Coopfarma Centro only once a month. At Quayside returns go back with the Westcountry driver.
`);
corpus.write('mail/2025-01-20-pharmacy-first-quayside.eml', `From: James Trevithick <quayside@farmacias-atlantico.co.uk>
To: Joana Albuquerque <compras@farmacias-atlantico.pt>
Date: Mon, 20 Jan 2025 18:04:11 +0000
Subject: Pharmacy First numbers for December

Hi Joana,

December was our busiest month yet for Pharmacy First: 212 consultations (sore throat and UTI the biggest), plus 96 blood pressure checks. The NHS fees for the quarter should land in March.

Priya and I have both finished the updated clinical pathways training. Daniel is booked on the medicines counter assistant course in February.

Staffing is fine for now but if Priya goes up to four days in the autumn I'll let you know before the budget.

James
`);
corpus.write('admin/opening-checklist.md', `# Opening and closing checklist (all branches)

Opening
1. Alarm off, lights, check the fridge min/max and sign the log.
2. Log in to the stock system / PMR; print overnight orders.
3. Put out the pharmacy sign for the pharmacist on duty (Quayside: display the responsible pharmacist notice).
4. Check the delivery tote list against the order; fridge lines first.

Closing
1. Fridge min/max, sign and reset.
2. Controlled drugs cabinet locked; keys with the pharmacist.
3. Cash up; card terminal end of day.
4. Back up the stock system (Portugal) — automatic at 22:00, check the green tick in the morning.
`);
corpus.write('quayside/nhs-contract-notes-2025.md', `# NHS contract notes — Quayside (2025/26)

- Essential services: dispensing, repeat dispensing, disposal of unwanted medicines, public health campaigns (six a year).
- Advanced services signed up: Pharmacy First, hypertension case-finding, New Medicine Service, flu vaccination.
- Monthly prescription volume: about 5,900 items (May 2025).
- The premises are inspected by the GPhC; last inspection November 2023, all standards met.
`);

const stats = corpus.flush(source);
console.log(`pharmacy: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
