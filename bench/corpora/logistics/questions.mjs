// Questions of the logistics domain (held-out), written blind to Quarry's question parser and fact extraction,
// before Quarry was ever run on this folder. Each carries its meaning as constraints over source.csv (see
// gold-engine.mjs); gold.mjs computes the answers.
// Conventions: "over / more than / under / before / after" are strict; "or more" inclusive. "late" = on_time false,
// "on time" = on_time true. "tonnes" / "t" on weights use the derived weight_t / payload_t; miles and sq ft convert
// through the engine's units; cubic feet are turned into m³ by hand (3,000 cu ft = 84.95 m³). "Dutch depots" = the
// depots whose country is the Netherlands. "Week 23" = the roster of 3–9 June 2024. "Artic" = articulated tractor
// unit (Dutch `Trekker`, Polish `Ciągnik siodłowy`); "rigid" = `Bakwagen` / `Solówka`; "van" = `Bestelbus` /
// `Dostawczy`; "diesel" includes the Polish `ON`. Money questions stay in one currency (never converted).
const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id: `logistics-${id}`, category, kind, facet, question, constraints, ...extra });
const S = 'shipment';
const V = 'vehicle';
const D = 'driver';

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('l01', 'lookup', 'value', 'units', "What's the payload of YJ19 OPW in tonnes?", { entity: 'YJ19 OPW', field: 'payload_t' }),
  Q('l02', 'lookup', 'value', 'email', 'How many pallets were on SHP-24-0439?', { entity: 'SHP-24-0439', field: 'pallets' }),
  Q('l03', 'lookup', 'value', 'delivery-note', 'When was SHP-24-0601 delivered?', { entity: 'SHP-24-0601', field: 'delivered' }),
  Q('l04', 'lookup', 'value', 'drivers', 'what licence does Lewis Armitage have', { entity: 'Lewis Armitage', field: 'licence' }),
  Q('l05', 'lookup', 'value', 'language', 'Who manages the Poznań depot?', { entity: 'Poznań', field: 'manager' }),
  Q('l06', 'lookup', 'value', 'units', 'How many kilometres was the SHP-24-0508 run?', { entity: 'SHP-24-0508', field: 'distance', unit: 'km' }),
  Q('l07', 'lookup', 'value', 'language', 'What did SHP-24-0629 cost?', { entity: 'SHP-24-0629', field: 'cost' }),
  Q('l08', 'lookup', 'value', 'language', 'How many loading bays are there at Venlo?', { entity: 'Venlo', field: 'bays' }),
  Q('l09', 'lookup', 'value', 'customers', 'What are the payment terms for Halden Paper?', { entity: 'Halden Paper', field: 'terms' }),
  Q('l10', 'lookup', 'boolean', 'language', 'Was SHP-24-0610 delivered on time?', { entity: 'SHP-24-0610', check: [{ f: 'on_time', op: '=', v: true }] }),
  Q('l11', 'lookup', 'value', 'units', 'How heavy was SHP-24-0457 in tonnes?', { entity: 'SHP-24-0457', field: 'weight_t' }),
  Q('l12', 'lookup', 'value', 'inspections', 'When is the MOT due on FL17 GMA?', { entity: 'FL17 GMA', field: 'test_due' }),

  // ------------------------------------------------------------------ inverse (13)
  Q('i01', 'inverse', 'list', 'delivery-note', 'Which shipmnets did Tom Penhaligon drive?', { type: S, where: [{ f: 'driver', op: '=', v: 'Tom Penhaligon' }] }, { typo: 'shipmnets' }),
  Q('i02', 'inverse', 'list', 'fleet', 'Which trucks run on LNG?', { type: V, where: [{ f: 'fuel', op: '=', v: 'LNG' }] }),
  Q('i03', 'inverse', 'list', 'drivers', 'Which drivers are based at Daventry?', { type: D, where: [{ f: 'depot', op: '=', v: 'Daventry' }] }),
  Q('i04', 'inverse', 'list', 'shipments', 'List all shipments for Zenith Pharma.', { type: S, where: [{ f: 'customer', op: '=', v: 'Zenith Pharma' }] }),
  Q('i05', 'inverse', 'list', 'shipments', 'Which loads went to Inverness?', { type: S, where: [{ f: 'destination', op: '=', v: 'Inverness' }] }),
  Q('i06', 'inverse', 'list', 'customers', 'Which customers are on 60-day payment terms?', { type: 'customer', where: [{ f: 'terms', op: '=', v: 60 }] }),
  Q('i07', 'inverse', 'list', 'email', 'Which shipments were carried on YK21 HFD?', { type: S, where: [{ f: 'vehicle', op: '=', v: 'YK21 HFD' }] }),
  Q('i08', 'inverse', 'list', 'language', 'What vehicles does the Rotterdam depot have?', { type: V, where: [{ f: 'depot', op: '=', v: 'Rotterdam' }] }),
  Q('i09', 'inverse', 'list', 'drivers', 'Which drivers hold a C+E licence?', { type: D, where: [{ f: 'licence', op: '=', v: 'C+E' }] }),
  Q('i10', 'inverse', 'list', 'language', 'List the vans in our fleet.', { type: V, where: [{ f: 'type', op: '=', v: 'Van' }] }),
  Q('i11', 'inverse', 'list', 'link', 'Who drove for Kowalczyk Meble?', { type: D, where: [{ f: 'customers', op: 'has', v: 'Kowalczyk Meble' }] }),
  Q('i12', 'inverse', 'list', 'units', 'Which depots have more than 100,000 sq ft of warehouse space?', { type: 'depot', where: [{ f: 'area', op: '>', v: 100000, unit: 'sq ft' }] }),
  Q('i13', 'inverse', 'list', 'inspections', 'Which vehicles have their annual test due in July 2024?', { type: V, where: [{ f: 'test_due', op: 'between_incl', v: ['2024-07-01', '2024-07-31'] }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('m01', 'multi-condition', 'boolean', 'shipments', 'Was any Okto shipment late?', { type: S, where: [{ f: 'customer', op: '=', v: 'Okto' }, { f: 'on_time', op: '=', v: false }], aggregate: 'exists' }),
  Q('m02', 'multi-condition', 'list', 'units', 'Which shipments over 10 tonnes were delivered late?', { type: S, where: [{ f: 'weight_t', op: '>', v: 10 }, { f: 'on_time', op: '=', v: false }] }),
  Q('m03', 'multi-condition', 'list', 'language', 'Which artics were built before 2021?', { type: V, where: [{ f: 'type', op: '=', v: 'Artic' }, { f: 'year', op: '<', v: 2021 }] }),
  Q('m04', 'multi-condition', 'list', 'units', 'Which shipments from our Dutch depots ran more than 150 miles?', { type: S, where: [{ f: 'origin', op: 'ref', where: [{ f: 'country', op: '=', v: 'Netherlands' }] }, { f: 'distance', op: '>', v: 150, unit: 'mi' }] }),
  Q('m05', 'multi-condition', 'list', 'language', 'Which diesel vehicles can carry more than 10 t?', { type: V, where: [{ f: 'fuel', op: '=', v: 'Diesel' }, { f: 'payload_t', op: '>', v: 10 }] }),
  Q('m06', 'multi-condition', 'list', 'language', 'Which Poznań shipments that were not late cost more than 2,500 zł?', { type: S, where: [{ f: 'origin', op: '=', v: 'Poznań' }, { f: 'on_time', op: '=', v: true }, { f: 'cost', op: '>', v: 2500 }] }),
  Q('m07', 'multi-condition', 'list', 'drivers', 'Which C+E drivers were hired in 2018 or later?', { type: D, where: [{ f: 'licence', op: '=', v: 'C+E' }, { f: 'hired', op: '>=', v: '2018-01-01' }] }),
  Q('m08', 'multi-condition', 'list', 'units', 'Which Daventry shipments under 5 t arrived on time?', { type: S, where: [{ f: 'origin', op: '=', v: 'Daventry' }, { f: 'weight_t', op: '<', v: 5 }, { f: 'on_time', op: '=', v: true }] }),
  Q('m09', 'multi-condition', 'count', 'language', 'How many Van Dijk Bloemen loads out of Rotterdam arrived on time?', { type: S, where: [{ f: 'customer', op: '=', v: 'Van Dijk Bloemen' }, { f: 'origin', op: '=', v: 'Rotterdam' }, { f: 'on_time', op: '=', v: true }], aggregate: 'count' }),
  Q('m10', 'multi-condition', 'list', 'dates', 'Which shipments booked in May were delivered late?', { type: S, where: [{ f: 'booked', op: '<', v: '2024-06-01' }, { f: 'on_time', op: '=', v: false }] }),
  Q('m11', 'multi-condition', 'list', 'link', 'Which rigids are based at UK depots?', { type: V, where: [{ f: 'type', op: '=', v: 'Rigid' }, { f: 'depot', op: 'ref', where: [{ f: 'country', op: '=', v: 'United Kingdom' }] }] }),
  Q('m12', 'multi-condition', 'list', 'shipments', 'Which loads of 20 pallets or more were delivered on time?', { type: S, where: [{ f: 'pallets', op: '>=', v: 20 }, { f: 'on_time', op: '=', v: true }] }),
  Q('m13', 'multi-condition', 'list', 'roster', 'Which Poznań drivers worked on the Saturday of week 23?', { type: D, where: [{ f: 'depot', op: '=', v: 'Poznań' }, { f: 'hours_sat', op: '>', v: 0 }] }),
  Q('m14', 'multi-condition', 'list', 'units', 'Which non-electric vehicles have more than 3,000 cubic feet of load space?', { type: V, where: [{ f: 'fuel', op: '!=', v: 'Electric' }, { f: 'volume', op: '>', v: 84.95 }] }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('a01', 'aggregate', 'count', 'shipments', 'How many shipments were delivered late?', { type: S, where: [{ f: 'on_time', op: '=', v: false }], aggregate: 'count' }),
  Q('a02', 'aggregate', 'value', 'language', 'What was the total weight shipped out of Rotterdam, in tonnes?', { type: S, where: [{ f: 'origin', op: '=', v: 'Rotterdam' }], aggregate: 'sum', field: 'weight_t' }),
  Q('a03', 'aggregate', 'value', 'units', 'average distance of the Leeds shipments in miles?', { type: S, where: [{ f: 'origin', op: '=', v: 'Leeds' }], aggregate: 'mean', field: 'distance', unit: 'mi' }),
  Q('a04', 'aggregate', 'value', 'roster', 'How many hours is Jeroen de Wit rostered for in week 23?', { entity: 'Jeroen de Wit', field: 'hours_week' }),
  Q('a05', 'aggregate', 'list', 'roster', 'Who had the fewest hours on the week 23 roster?', { type: D, aggregate: 'argmin', field: 'hours_week' }),
  Q('a06', 'aggregate', 'value', 'tms', 'What did the Daventry shipments cost in total?', { type: S, where: [{ f: 'origin', op: '=', v: 'Daventry' }], aggregate: 'sum', field: 'cost' }),
  Q('a07', 'aggregate', 'value', 'shipments', 'How many pallets did we move for Van Dijk Bloemen?', { type: S, where: [{ f: 'customer', op: '=', v: 'Van Dijk Bloemen' }], aggregate: 'sum', field: 'pallets' }),
  Q('a08', 'aggregate', 'list', 'superlative', 'What was the heaviest shipment?', { type: S, aggregate: 'argmax', field: 'weight' }),
  Q('a09', 'aggregate', 'list', 'fuel', 'Which truck took on the most diesel in June?', { type: V, where: [{ f: 'fuel', op: '=', v: 'Diesel' }], aggregate: 'argmax', field: 'fuel_june' }),
  Q('a10', 'aggregate', 'count', 'fleet', 'How many electric vehicles do we run?', { type: V, where: [{ f: 'fuel', op: '=', v: 'Electric' }], aggregate: 'count' }),
  Q('a11', 'aggregate', 'value', 'units', 'What is the average payload of our artics in tonnes?', { type: V, where: [{ f: 'type', op: '=', v: 'Artic' }], aggregate: 'mean', field: 'payload_t' }),
  Q('a12', 'aggregate', 'value', 'language', "What's the longest distance any Poznań shipment travelled, in km?", { type: S, where: [{ f: 'origin', op: '=', v: 'Poznań' }], aggregate: 'max', field: 'distance', unit: 'km' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('c01', 'comparison', 'list', 'units', 'Which depot is bigger, Leeds or Venlo?', { entities: ['Leeds', 'Venlo'], field: 'area', winner: 'max' }),
  Q('c02', 'comparison', 'boolean', 'units', 'Did SHP-24-0439 travel further than SHP-24-0465?', { entities: ['SHP-24-0439', 'SHP-24-0465'], field: 'distance', winner: 'max' }),
  Q('c03', 'comparison', 'list', 'language', 'Which can carry more, FL17 GMA or VT-602-B?', { entities: ['FL17 GMA', 'VT-602-B'], field: 'payload', winner: 'max' }),
  Q('c04', 'comparison', 'list', 'drivers', 'Who has been with the company longer, Tom Penhaligon or Gareth Mills?', { entities: ['Tom Penhaligon', 'Gareth Mills'], field: 'hired', winner: 'min' }),
  Q('c05', 'comparison', 'boolean', 'language', 'Is the Daventry depot older than the Rotterdam one?', { entities: ['Daventry', 'Rotterdam'], field: 'opened', winner: 'min' }),
  Q('c06', 'comparison', 'list', 'units', 'Which was heavier: SHP-24-0449 or SHP-24-0543?', { entities: ['SHP-24-0449', 'SHP-24-0543'], field: 'weight', winner: 'max' }),
  Q('c07', 'comparison', 'list', 'customers', 'Which customer has had an account with us longer, Borealis or Halden Paper?', { entities: ['Borealis', 'Halden Paper'], field: 'since', winner: 'min' }),
  Q('c08', 'comparison', 'boolean', 'tms', 'Was SHP-24-0486 more expensive than SHP-24-0465?', { entities: ['SHP-24-0486', 'SHP-24-0465'], field: 'cost', winner: 'max' }),
  Q('c09', 'comparison', 'list', 'language', 'Which depot has more loading bays, Rotterdam or Poznań?', { entities: ['Rotterdam', 'Poznań'], field: 'bays', winner: 'max' }),
];
