#!/usr/bin/env node
// Gold answers of the lab questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/lab/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/lab/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following the room and supplier links) and about counts of 0. Each question
// keeps its finer `facet`.
// Derived fields: chemical.building / floor / safety_officer / room_temp_controlled (through the room),
// chemical.supplier_country / supplier_city / lead_time (through the supplier), chemical.currency (the unit of its
// price), chemical.bp_f (boiling point in °F), chemical.density_kgm3, chemical.stock_ml (liquids in mL);
// room.chemicals / room.equipment, supplier.chemicals (how many link to it); equipment.building, equipment.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const get = (name) => gold.entity(name);
  const count = (type, f) => gold.ofType(type).filter((x) => x.attrs[f] === e.name).length;
  if (e.type === 'chemical') {
    const rm = get(e.attrs.room);
    const sp = get(e.attrs.supplier);
    const bp = e.attrs.boiling_point;
    return {
      building: rm.attrs.building,
      floor: rm.attrs.floor,
      safety_officer: rm.attrs.safety_officer,
      room_temp_controlled: rm.attrs.temperature_controlled,
      supplier_country: sp.attrs.country,
      supplier_city: sp.attrs.city,
      lead_time: sp.attrs.lead_time,
      currency: e.units.price,
      bp_f: bp == null ? null : (bp * 9) / 5 + 32,
      density_kgm3: e.attrs.density * 1000,
      stock_ml: e.attrs.stock_volume == null ? null : e.attrs.stock_volume * 1000,
    };
  }
  if (e.type === 'room') return { chemicals: count('chemical', 'room'), equipment: count('equipment', 'room') };
  if (e.type === 'supplier') return { chemicals: count('chemical', 'supplier') };
  if (e.type === 'equipment') return { building: get(e.attrs.room).attrs.building, currency: e.units.price };
  return {};
}
const derivedUnits = {
  'chemical.building': '', 'chemical.floor': '', 'chemical.safety_officer': '', 'chemical.room_temp_controlled': 'bool', 'chemical.supplier_country': '',
  'chemical.supplier_city': '', 'chemical.lead_time': 'days', 'chemical.currency': '', 'chemical.bp_f': '°F', 'chemical.density_kgm3': 'kg/m3', 'chemical.stock_ml': 'mL',
  'room.chemicals': '', 'room.equipment': '', 'supplier.chemicals': '', 'equipment.building': '', 'equipment.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (99.5 / 99,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'lab',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { room: 'room', supplier: 'supplier' }, statedExactly }),
  facets: true,
});
