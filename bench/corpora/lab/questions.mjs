// The lab questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints for gold-engine.mjs. The gold answers are computed by gold.mjs from the source table.
//
// Conventions: "more than / over / above / after / later than" strict, "at least / or more / or better / within"
// inclusive, "under / less than / below / before" strict; a plain "between" is exclusive (no value sits on a bound).
// Values in the unit the question names; boiling points in °C, densities in g/cm³, stock of liquids in litres and
// of solids in grams unless the question names another unit. The engine knows no temperature or density units:
// the two thresholds given in °F and kg/m³ carry their value converted by hand (noted next to them), and lookups in
// °F, kg/m³ or mL read the derived bp_f / density_kgm3 / stock_ml. Money is never converted: a question about
// prices names a currency or a supplier that invoices in one. "Liquids" / "solids" are the physical state the
// pages state (Physical state / Form / State / Aggregatzustand).
const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id: `lab-${id}`, category, kind, facet, question, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('l01', 'lookup', 'value', 'lookup', "What's the CAS number for toluene?", { entity: 'Toluene', field: 'cas' }),
  Q('l02', 'lookup', 'value', 'conversion', 'What is the boiling point of THF in degrees Celcius?', { entity: 'Tetrahydrofuran', field: 'boiling_point' },
    { typo: 'Celcius → Celsius' }),
  Q('l03', 'lookup', 'value', 'conversion', 'How many millilitres of nitric acid have we got left?', { entity: 'Nitric acid', field: 'stock_ml' }),
  Q('l04', 'lookup', 'value', 'money', 'how much does a bottle of diethyl ether cost us?', { entity: 'Diethyl ether', field: 'price' }),
  Q('l05', 'lookup', 'value', 'lookup', 'Who do we order potassium permanganate from?', { entity: 'Potassium permanganate', field: 'supplier' }),
  Q('l06', 'lookup', 'value', 'link', 'Which country is the supplier of our N,N-dimethylformamide based in?', { entity: 'N,N-Dimethylformamide', field: 'supplier_country' }),
  Q('l07', 'lookup', 'value', 'conversion', "What's the density of bromine in kg/m³?", { entity: 'Bromine', field: 'density_kgm3' }),
  Q('l08', 'lookup', 'value', 'date', 'When does our iodine expire?', { entity: 'Iodine', field: 'expiry' }),
  Q('l09', 'lookup', 'boolean', 'yes/no', 'Is DCM flammable?', { entity: 'Dichloromethane', check: [{ f: 'flammable', op: '=', v: true }] }),
  Q('l10', 'lookup', 'list', 'list field', 'What hazard classes does potassium dichromate carry?', { entity: 'Potassium dichromate', field: 'hazards' }),
  Q('l11', 'lookup', 'value', 'lookup', 'How many fume hoods are there in the teaching lab?', { entity: 'Teaching Lab D1.01', field: 'fume_hoods' }),
  Q('l12', 'lookup', 'value', 'date', 'When is the GC-MS next due for calibration?', { entity: 'GC-MS System 2', field: 'calibration_due' }),

  // ------------------------------------------------------------------ inverse (13)
  Q('i01', 'inverse', 'list', 'inverse', "What's stored in the cold room?", { type: 'chemical', where: [{ f: 'room', op: '=', v: 'Cold Room C1.03' }] }),
  Q('i02', 'inverse', 'list', 'synonym', 'Which of our chemicals are carcinogenic?', { type: 'chemical', where: [{ f: 'hazards', op: 'has', v: 'carcinogen' }] }),
  Q('i03', 'inverse', 'list', 'yes/no', 'Which rooms are temperature controlled?', { type: 'room', where: [{ f: 'temperature_controlled', op: '=', v: true }] }),
  Q('i04', 'inverse', 'list', 'link', 'Which chemicals are kept in building B?', { type: 'chemical', where: [{ f: 'room', op: 'ref', where: [{ f: 'building', op: '=', v: 'B' }] }] }),
  Q('i05', 'inverse', 'list', 'link', 'List everything we buy from German suppliers', { type: 'chemical', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'Germany' }] }] }),
  // 120 °F = 48.89 °C (converted by hand: the engine has no temperature units)
  Q('i06', 'inverse', 'list', 'conversion', 'Which chemicals have a boiling point under 120 °F?', { type: 'chemical', where: [{ f: 'boiling_point', op: '<', v: 48.8889 }] }),
  Q('i07', 'inverse', 'list', 'negation', "Which chemicals haven't been opened yet?", { type: 'chemical', where: [{ f: 'opened', op: '=', v: false }] }),
  Q('i08', 'inverse', 'list', 'date', 'Which chemicals expire some time in 2025?', { type: 'chemical', where: [{ f: 'expiry', op: 'between_incl', v: ['2025-01-01', '2025-12-31'] }] }),
  Q('i09', 'inverse', 'list', 'number word', 'What do we have at least five litres of?', { type: 'chemical', where: [{ f: 'stock_volume', op: '>=', v: 5 }] }),
  // 3,000 kg/m³ = 3 g/cm³ (converted by hand: the engine has no density units)
  Q('i10', 'inverse', 'list', 'conversion', 'Anything with a density above 3000 kg/m3?', { type: 'chemical', where: [{ f: 'density', op: '>', v: 3 }] }),
  Q('i11', 'inverse', 'list', 'link', 'Which chemicals are in rooms where Miriam Okafor is the saftey officer?', { type: 'chemical', where: [{ f: 'room', op: 'ref', where: [{ f: 'safety_officer', op: '=', v: 'Dr. Miriam Okafor' }] }] },
    { typo: 'saftey → safety' }),
  Q('i12', 'inverse', 'list', 'inverse', 'What equipment is in the instrument hall?', { type: 'equipment', where: [{ f: 'room', op: '=', v: 'Instrument Hall C0.20' }] }),
  Q('i13', 'inverse', 'list', 'conversion', 'Which suppliers can deliver within a week?', { type: 'supplier', where: [{ f: 'lead_time', op: '<=', v: 7 }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('m01', 'multi-condition', 'list', 'other than', 'Which flammable liquids are kept somewhere other than the solvent store?',
    { type: 'chemical', where: [{ f: 'flammable', op: '=', v: true }, { f: 'state', op: '=', v: 'liquid' }, { f: 'room', op: '!=', v: 'Solvent Store C-01' }] }),
  Q('m02', 'multi-condition', 'list', 'negation', "Corrosive stuff that doesn't need a fume hood?", { type: 'chemical', where: [{ f: 'hazards', op: 'has', v: 'corrosive' }, { f: 'fume_hood', op: '=', v: false }] }),
  Q('m03', 'multi-condition', 'list', 'yes/no', 'Which chemicals from Northfield are still sealed?',
    { type: 'chemical', where: [{ f: 'supplier', op: '=', v: 'Northfield Chemical Co.' }, { f: 'opened', op: '=', v: false }] }),
  Q('m04', 'multi-condition', 'list', 'link', 'oxidizers stored in bulding A', { type: 'chemical', where: [{ f: 'hazards', op: 'has', v: 'oxidiser' }, { f: 'room', op: 'ref', where: [{ f: 'building', op: '=', v: 'A' }] }] },
    { typo: 'bulding → building' }),
  Q('m05', 'multi-condition', 'list', 'link', 'Which toxic chemicals come from UK suppliers?', { type: 'chemical', where: [{ f: 'hazards', op: 'has', v: 'toxic' }, { f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'United Kingdom' }] }] }),
  Q('m06', 'multi-condition', 'list', 'conversion', 'Which solids do we have more than 1 kg of?', { type: 'chemical', where: [{ f: 'state', op: '=', v: 'solid' }, { f: 'stock_mass', op: '>', v: 1, unit: 'kg' }] }),
  Q('m07', 'multi-condition', 'list', 'range', 'Non-carcinogenic solvents that boil between 75 and 85 °C?',
    { type: 'chemical', where: [{ f: 'state', op: '=', v: 'liquid' }, { f: 'hazards', op: 'lacks', v: 'carcinogen' }, { f: 'boiling_point', op: 'between', v: [75, 85] }] }),
  Q('m08', 'multi-condition', 'list', 'date', "Which opened bottles expire before the end of 2026?", { type: 'chemical', where: [{ f: 'opened', op: '=', v: true }, { f: 'expiry', op: '<', v: '2027-01-01' }] }),
  Q('m09', 'multi-condition', 'list', 'negation', 'What in the prep room is not corrosive?', { type: 'chemical', where: [{ f: 'room', op: '=', v: 'Prep Room B0.11' }, { f: 'hazards', op: 'lacks', v: 'corrosive' }] }),
  Q('m10', 'multi-condition', 'list', 'money', 'Chemicals from French suppliers that cost over €150', { type: 'chemical', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'France' }] }, { f: 'price', op: '>', v: 150 }] }),
  Q('m11', 'multi-condition', 'list', 'link', 'Which toxic substances are stored in temperature-controlled rooms?',
    { type: 'chemical', where: [{ f: 'hazards', op: 'has', v: 'toxic' }, { f: 'room', op: 'ref', where: [{ f: 'temperature_controlled', op: '=', v: true }] }] }),
  Q('m12', 'multi-condition', 'boolean', 'exists', 'Is there anything from Helvetia Reagents that expires before 2026?',
    { type: 'chemical', where: [{ f: 'supplier', op: '=', v: 'Helvetia Reagents AG' }, { f: 'expiry', op: '<', v: '2026-01-01' }], aggregate: 'exists' }),
  Q('m13', 'multi-condition', 'list', 'conversion', 'Which liquids of 99 % purity or better do we have less than a litre of?',
    { type: 'chemical', where: [{ f: 'state', op: '=', v: 'liquid' }, { f: 'purity', op: '>=', v: 99 }, { f: 'stock_volume', op: '<', v: 1 }] }),
  Q('m14', 'multi-condition', 'list', 'multi', 'Which instruments bought after 2018 can reach more than 200 °C?', { type: 'equipment', where: [{ f: 'purchase_year', op: '>', v: 2018 }, { f: 'max_temp', op: '>', v: 200 }] }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('a01', 'aggregate', 'count', 'count', 'How many chemicals are in the solvent store?', { type: 'chemical', where: [{ f: 'room', op: '=', v: 'Solvent Store C-01' }], aggregate: 'count' }),
  Q('a02', 'aggregate', 'count', 'link', 'how many of our chemicals come from Swiss suppliers', { type: 'chemical', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'Switzerland' }] }], aggregate: 'count' }),
  Q('a03', 'aggregate', 'count', 'negation', 'How many rooms have no fume hood at all?', { type: 'room', where: [{ f: 'fume_hoods', op: '=', v: 0 }], aggregate: 'count' }),
  Q('a04', 'aggregate', 'value', 'aggregate', "What's the total volume of flammable liquids in stock, in litres?",
    { type: 'chemical', where: [{ f: 'flammable', op: '=', v: true }, { f: 'state', op: '=', v: 'liquid' }], aggregate: 'sum', field: 'stock_volume' }),
  Q('a05', 'aggregate', 'value', 'aggregate', 'avg molar mass of the chemicals kept in lab A2.07?', { type: 'chemical', where: [{ f: 'room', op: '=', v: 'Lab A2.07' }], aggregate: 'mean', field: 'molar_mass' }),
  Q('a06', 'aggregate', 'value', 'superlative', 'What is the highest boiling point of any liquid we stock?', { type: 'chemical', where: [{ f: 'state', op: '=', v: 'liquid' }], aggregate: 'max', field: 'boiling_point' }),
  Q('a07', 'aggregate', 'list', 'superlative', 'Which chemical has the lowest boiling point?', { type: 'chemical', where: [], aggregate: 'argmin', field: 'boiling_point' }),
  Q('a08', 'aggregate', 'list', 'top-N', 'What are the three most expensive chemicals we pay for in euros?', { type: 'chemical', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'argmax', field: 'price', n: 3 }),
  Q('a09', 'aggregate', 'list', 'superlative', "What's the priciest chemical we get from a German supplier?",
    { type: 'chemical', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'Germany' }] }], aggregate: 'argmax', field: 'price' }),
  Q('a10', 'aggregate', 'value', 'conversion', "What's the shortest lead time any of our suppliers quotes, in days?", { type: 'supplier', where: [], aggregate: 'min', field: 'lead_time' }),
  Q('a11', 'aggregate', 'list', 'derived', 'Which room holds the most chemicals?', { type: 'room', where: [], aggregate: 'argmax', field: 'chemicals' }),
  Q('a12', 'aggregate', 'value', 'conversion', 'How many kg of solids are stored in the teaching lab altogether?',
    { type: 'chemical', where: [{ f: 'state', op: '=', v: 'solid' }, { f: 'room', op: '=', v: 'Teaching Lab D1.01' }], aggregate: 'sum', field: 'stock_mass', unit: 'kg' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('c01', 'comparison', 'list', 'comparison', 'Which boils at a higher temperature, toluene or pyridine?', { entities: ['Toluene', 'Pyridine'], field: 'boiling_point', winner: 'max' }),
  Q('c02', 'comparison', 'boolean', 'conversion', 'Is ethanol denser than isopropanol?', { entities: ['Ethanol', 'Isopropanol'], field: 'density', winner: 'max' }),
  Q('c03', 'comparison', 'list', 'conversion', 'Do we have more sodium hydroxide or potassium permanganate in stock?', { entities: ['Sodium hydroxide', 'Potassium permanganate'], field: 'stock_mass', winner: 'max' }),
  Q('c04', 'comparison', 'list', 'money', 'Which costs more per bottle, chloroform or ethyl acetate?', { entities: ['Chloroform', 'Ethyl acetate'], field: 'price', winner: 'max' }),
  Q('c05', 'comparison', 'list', 'date', "Which supplier's been around longer, Rheinchem or Vernier?", { entities: ['Rheinchem GmbH', 'Laboratoires Vernier SA'], field: 'founded', winner: 'min' }),
  Q('c06', 'comparison', 'boolean', 'comparison', 'Is the cold room bigger than the solvent store?', { entities: ['Cold Room C1.03', 'Solvent Store C-01'], field: 'area', winner: 'max' }),
  Q('c07', 'comparison', 'list', 'comparison', 'Which has more fume hoods, Lab A1.12 or Lab B2.05?', { entities: ['Lab A1.12', 'Lab B2.05'], field: 'fume_hoods', winner: 'max' }),
  Q('c08', 'comparison', 'list', 'date', 'Which did we buy first, the HPLC or the FTIR?', { entities: ['HPLC Unit 1', 'FTIR Spectrometer IR-4'], field: 'purchase_year', winner: 'min' }),
  Q('c09', 'comparison', 'boolean', 'conversion', 'Does the muffle furnace get hotter than the drying oven?', { entities: ['Muffle Furnace MF-12', 'Drying Oven DO-2'], field: 'max_temp', winner: 'max' }),
];
