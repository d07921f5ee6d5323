// Questions of the pharmacy domain (held-out), written by hand, blind to Quarry's question parser. Each carries its
// meaning as structured constraints; gold.mjs computes the answers from the generated source table.
// Conventions: "more than / over / above / stronger than" strict, "at least" inclusive, "less than / under / fewer
// than / below" strict; "before the end of 2025" = expiry before 2026-01-01; "prescription-only" = MSRM / POM (P and
// GSL medicines are not); "OTC" = not prescription-only; "in the fridge" = stored at 2–8 °C; "oral liquids" = the
// oral solutions and suspensions; "in Portugal" = at a Portuguese branch or priced in EUR; "this year" = 2025; "the
// first half" = January–June 2025; a month-only expiry is the month's last day; a day of lead time is 24 hours.
const FOZ = 'Farmácia da Foz';
const ALV = 'Farmácia Alvalade';
const QSP = 'Quayside Pharmacy';

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'pharmacy-l01', category: 'lookup', kind: 'value', facet: 'sheets', question: "What's the active ingredient in Ventilair?", constraints: { entity: 'Ventilair', field: 'substance' } },
  { id: 'pharmacy-l02', category: 'lookup', kind: 'value', facet: 'sheets', question: 'How many tablets are in a box of Glucomet XR?', constraints: { entity: 'Glucomet XR', field: 'pack_size' } },
  { id: 'pharmacy-l03', category: 'lookup', kind: 'value', facet: 'language', question: 'How much does a pack of Omeprex cost?', constraints: { entity: 'Omeprex', field: 'price_eur' } },
  { id: 'pharmacy-l04', category: 'lookup', kind: 'value', facet: 'html', question: 'What is the price of Tussilen at Quayside?', constraints: { entity: 'Tussilen', field: 'price_gbp' } },
  { id: 'pharmacy-l05', category: 'lookup', kind: 'value', facet: 'branches', question: 'Who manages Farmácia Alvalade?', constraints: { entity: ALV, field: 'manager' } },
  { id: 'pharmacy-l06', category: 'lookup', kind: 'value', facet: 'staff', question: "What is Priya Raman's GPhC registration number?", constraints: { entity: 'Priya Raman', field: 'registration' } },
  { id: 'pharmacy-l07', category: 'lookup', kind: 'value', facet: 'prose', question: 'how many hours a week does Tiago Moreira work', constraints: { entity: 'Tiago Moreira', field: 'hours' } },
  { id: 'pharmacy-l08', category: 'lookup', kind: 'value', facet: 'units', question: "What's Coopfarma Centro's delivery lead time in hours?", constraints: { entity: 'Coopfarma Centro', field: 'lead_time' } },
  { id: 'pharmacy-l09', category: 'lookup', kind: 'value', facet: 'stock', question: 'When does batch AB1732 expire?', constraints: { entity: 'AB1732', field: 'expiry' } },
  { id: 'pharmacy-l10', category: 'lookup', kind: 'value', facet: 'stock', question: 'How many packs of Formair have we got in stock at Alvalade?', constraints: { entity: 'FX2209', field: 'quantity' } },
  { id: 'pharmacy-l11', category: 'lookup', kind: 'boolean', facet: 'language', question: 'Is Amoxan Suspensão prescription-only?', constraints: { entity: 'Amoxan Suspensão', check: [{ f: 'prescription_only', op: '=', v: true }] } },
  { id: 'pharmacy-l12', category: 'lookup', kind: 'boolean', facet: 'language', question: 'Does Coopfarma Centro do cold chain deliveries?', constraints: { entity: 'Coopfarma Centro', check: [{ f: 'cold_chain', op: '=', v: true }] } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'pharmacy-i01', category: 'inverse', kind: 'list', facet: 'language', typo: 'prodcuts', question: 'Which prodcuts contain ibuprofen?', constraints: { type: 'product', where: [{ f: 'substance', op: '=', v: 'ibuprofen' }] } },
  { id: 'pharmacy-i02', category: 'inverse', kind: 'list', facet: 'prose', question: 'which medicines have to be kept in the fridge', constraints: { type: 'product', where: [{ f: 'storage', op: '=', v: 'Fridge' }] } },
  { id: 'pharmacy-i03', category: 'inverse', kind: 'list', facet: 'forms', question: 'Which of our products are inhalers?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Inhaler' }] } },
  { id: 'pharmacy-i04', category: 'inverse', kind: 'list', facet: 'staff', question: 'Who works at Quayside Pharmacy?', constraints: { type: 'staff', where: [{ f: 'branch', op: '=', v: QSP }] } },
  { id: 'pharmacy-i05', category: 'inverse', kind: 'list', facet: 'json', question: 'What do we buy from Distrifarma Norte?', constraints: { type: 'product', where: [{ f: 'supplier', op: '=', v: 'Distrifarma Norte' }] } },
  { id: 'pharmacy-i06', category: 'inverse', kind: 'list', facet: 'incidents', question: 'Which incidents happened at Farmácia da Foz?', constraints: { type: 'incident', where: [{ f: 'branch', op: '=', v: FOZ }] } },
  { id: 'pharmacy-i07', category: 'inverse', kind: 'list', facet: 'suppliers', question: "Which wholesalers can't deliver fridge items because they have no cold chain?", constraints: { type: 'supplier', where: [{ f: 'cold_chain', op: '=', v: false }] } },
  { id: 'pharmacy-i08', category: 'inverse', kind: 'list', facet: 'language', question: 'Who are our pharmacy technicians?', constraints: { type: 'staff', where: [{ f: 'role', op: '=', v: 'Pharmacy technician' }] } },
  { id: 'pharmacy-i09', category: 'inverse', kind: 'list', facet: 'stock', question: 'Which batches are held at the Alvalade pharmacy?', constraints: { type: 'lot', where: [{ f: 'branch', op: '=', v: ALV }] } },
  { id: 'pharmacy-i10', category: 'inverse', kind: 'list', facet: 'incidents', question: 'List the cold chain excursions we had.', constraints: { type: 'incident', where: [{ f: 'type', op: '=', v: 'Cold chain excursion' }] } },
  { id: 'pharmacy-i11', category: 'inverse', kind: 'list', facet: 'forms', question: 'Which products come as capsules?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Capsule' }] } },
  { id: 'pharmacy-i12', category: 'inverse', kind: 'list', facet: 'link', question: 'Which incidents did Kerensa Hocking report?', constraints: { type: 'incident', where: [{ f: 'reported_by', op: '=', v: 'Kerensa Hocking' }] } },
  { id: 'pharmacy-i13', category: 'inverse', kind: 'list', facet: 'branches', question: 'Which of our pharmacies open on Sundays?', constraints: { type: 'branch', where: [{ f: 'open_sunday', op: '=', v: true }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'pharmacy-m01', category: 'multi-condition', kind: 'list', facet: 'language', question: 'Which prescription-only tablets cost less than €3?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Tablet' }, { f: 'prescription_only', op: '=', v: true }, { f: 'price_eur', op: '<', v: 3 }] } },
  { id: 'pharmacy-m02', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which tablets are stronger than 500 mg?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Tablet' }, { f: 'strength', op: '>', v: 500 }] } },
  { id: 'pharmacy-m03', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which tablets or capsules have less than 5 mg of active substance?', constraints: { type: 'product', where: [{ f: 'form', op: 'in', v: ['Tablet', 'Capsule'] }, { f: 'strength', op: '<', v: 5 }] } },
  { id: 'pharmacy-m04', category: 'multi-condition', kind: 'list', facet: 'json', question: 'Which fridge lines do we get from Distrifarma Norte?', constraints: { type: 'product', where: [{ f: 'storage', op: '=', v: 'Fridge' }, { f: 'supplier', op: '=', v: 'Distrifarma Norte' }] } },
  { id: 'pharmacy-m05', category: 'multi-condition', kind: 'list', facet: 'stock', question: 'Which Quayside batches are below their reorder level?', constraints: { type: 'lot', where: [{ f: 'branch', op: '=', v: QSP }, { f: 'below_reorder', op: '=', v: true }] } },
  { id: 'pharmacy-m06', category: 'multi-condition', kind: 'list', facet: 'language', question: 'Which lots at Foz expire before the end of 2025?', constraints: { type: 'lot', where: [{ f: 'branch', op: '=', v: FOZ }, { f: 'expiry', op: '<', v: '2026-01-01' }] } },
  { id: 'pharmacy-m07', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which staff in the Portuguese pharmacies work fewer than 35 hours a week?', constraints: { type: 'staff', where: [{ f: 'branch', op: 'ref', where: [{ f: 'country', op: '=', v: 'Portugal' }] }, { f: 'hours', op: '<', v: 35 }] } },
  { id: 'pharmacy-m08', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which cold chain incidents went above 10 °C?', constraints: { type: 'incident', where: [{ f: 'type', op: '=', v: 'Cold chain excursion' }, { f: 'max_temp', op: '>', v: 10 }] } },
  { id: 'pharmacy-m09', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which products come from wholesalers with a lead time of more than two days?', constraints: { type: 'product', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'lead_time', op: '>', v: 48 }] }] } },
  { id: 'pharmacy-m10', category: 'multi-condition', kind: 'list', facet: 'html', question: 'Which Quayside staff work at least 37.5 hours a week?', constraints: { type: 'staff', where: [{ f: 'branch', op: '=', v: QSP }, { f: 'hours', op: '>=', v: 37.5 }] } },
  { id: 'pharmacy-m11', category: 'multi-condition', kind: 'list', facet: 'prose', question: 'Which incidents from April to June 2025 were reported to a regulator?', constraints: { type: 'incident', where: [{ f: 'date', op: 'between_incl', v: ['2025-04-01', '2025-06-30'] }, { f: 'reported_externally', op: '=', v: true }] } },
  { id: 'pharmacy-m12', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which oral liquids come in bottles bigger than 150 ml?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Oral solution' }, { f: 'pack_size', op: '>', v: 150 }] } },
  { id: 'pharmacy-m13', category: 'multi-condition', kind: 'list', facet: 'html', question: 'Which OTC products cost under £3?', constraints: { type: 'product', where: [{ f: 'prescription_only', op: '=', v: false }, { f: 'price_gbp', op: '<', v: 3 }] } },
  { id: 'pharmacy-m14', category: 'multi-condition', kind: 'list', facet: 'language', question: 'Which prescription-only capsules cost more than 5 euros?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Capsule' }, { f: 'prescription_only', op: '=', v: true }, { f: 'price_eur', op: '>', v: 5 }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'pharmacy-a01', category: 'aggregate', kind: 'count', facet: 'prose', typo: 'refridgerated', question: 'How many products need to be refridgerated?', constraints: { type: 'product', where: [{ f: 'storage', op: '=', v: 'Fridge' }], aggregate: 'count' } },
  { id: 'pharmacy-a02', category: 'aggregate', kind: 'count', facet: 'incidents', question: 'How many incidents has Quayside had this year?', constraints: { type: 'incident', where: [{ f: 'branch', op: '=', v: QSP }], aggregate: 'count' } },
  { id: 'pharmacy-a03', category: 'aggregate', kind: 'count', facet: 'stock', question: 'How many batches expire in 2025?', constraints: { type: 'lot', where: [{ f: 'expiry', op: 'between_incl', v: ['2025-01-01', '2025-12-31'] }], aggregate: 'count' } },
  { id: 'pharmacy-a04', category: 'aggregate', kind: 'value', facet: 'forms', question: 'What is the average price in euros of our inhalers?', constraints: { type: 'product', where: [{ f: 'form', op: '=', v: 'Inhaler' }, { f: 'price_eur', op: '>', v: 0 }], aggregate: 'mean', field: 'price_eur' } },
  { id: 'pharmacy-a05', category: 'aggregate', kind: 'value', facet: 'language', question: 'How many packs do we have on hand at Farmácia da Foz in total?', constraints: { type: 'lot', where: [{ f: 'branch', op: '=', v: FOZ }], aggregate: 'sum', field: 'quantity', tol: 0 } },
  { id: 'pharmacy-a06', category: 'aggregate', kind: 'value', facet: 'wide', question: 'How many packs of Omeprex were dispensed in the first half of 2025?', constraints: { entity: 'Omeprex', field: 'dispensed_h1', tol: 0 } },
  { id: 'pharmacy-a07', category: 'aggregate', kind: 'value', facet: 'units', question: 'What was the highest temperature recorded in a cold chain incident, in °C?', constraints: { type: 'incident', where: [{ f: 'type', op: '=', v: 'Cold chain excursion' }], aggregate: 'max', field: 'max_temp' } },
  { id: 'pharmacy-a08', category: 'aggregate', kind: 'value', facet: 'units', question: "What's the average lead time of the UK wholesalers, in hours?", constraints: { type: 'supplier', where: [{ f: 'country', op: '=', v: 'United Kingdom' }], aggregate: 'mean', field: 'lead_time' } },
  { id: 'pharmacy-a09', category: 'aggregate', kind: 'list', facet: 'wide', question: 'Which products did we dispense more than 1,000 packs of between January and June?', constraints: { type: 'product', where: [{ f: 'dispensed_h1', op: '>', v: 1000 }] } },
  { id: 'pharmacy-a10', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Which wholesaler supplies the most of our products?', constraints: { type: 'supplier', aggregate: 'argmax', field: 'product_count' } },
  { id: 'pharmacy-a11', category: 'aggregate', kind: 'list', facet: 'wide', question: "What was Quayside's most dispensed item in the first half of the year?", constraints: { type: 'product', where: [{ f: 'market', op: '=', v: 'United Kingdom' }], aggregate: 'argmax', field: 'dispensed_h1' } },
  { id: 'pharmacy-a12', category: 'aggregate', kind: 'boolean', facet: 'stock', question: 'Is any stock at Quayside going out of date before September 2025?', constraints: { type: 'lot', where: [{ f: 'branch', op: '=', v: QSP }, { f: 'expiry', op: '<', v: '2025-09-01' }], aggregate: 'exists' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'pharmacy-c01', category: 'comparison', kind: 'list', facet: 'language', question: 'Which costs more, Omeprex or Gastrolan?', constraints: { entities: ['Omeprex', 'Gastrolan'], field: 'price_eur', winner: 'max' } },
  { id: 'pharmacy-c02', category: 'comparison', kind: 'boolean', facet: 'sheets', question: 'Is Ventilair cheaper than Beclomax?', constraints: { entities: ['Ventilair', 'Beclomax'], field: 'price_eur', winner: 'min' } },
  { id: 'pharmacy-c03', category: 'comparison', kind: 'list', facet: 'superlative', question: 'Which wholesaler has the shortest lead time?', constraints: { type: 'supplier', aggregate: 'argmin', field: 'lead_time' } },
  { id: 'pharmacy-c04', category: 'comparison', kind: 'list', facet: 'wide', question: 'Apart from paracetamol, which product did the Portuguese pharmacies dispense most in March?', constraints: { type: 'product', where: [{ f: 'market', op: '=', v: 'Portugal' }, { f: 'substance', op: '!=', v: 'paracetamol' }], aggregate: 'argmax', field: 'dispensed_mar' } },
  { id: 'pharmacy-c05', category: 'comparison', kind: 'list', facet: 'branches', question: 'Which of our pharmacies is open the most hours a week?', constraints: { type: 'branch', aggregate: 'argmax', field: 'weekly_hours' } },
  { id: 'pharmacy-c06', category: 'comparison', kind: 'list', facet: 'stock', question: 'Which batch expires first?', constraints: { type: 'lot', aggregate: 'argmin', field: 'expiry' } },
  { id: 'pharmacy-c07', category: 'comparison', kind: 'boolean', facet: 'units', question: 'Does Distrifarma Norte deliver faster than Westcountry Pharma Supplies?', constraints: { entities: ['Distrifarma Norte', 'Westcountry Pharma Supplies'], field: 'lead_time', winner: 'min' } },
  { id: 'pharmacy-c08', category: 'comparison', kind: 'list', facet: 'units', question: 'Which is stronger, Paramax Forte or Metforal?', constraints: { entities: ['Paramax Forte', 'Metforal'], field: 'strength', winner: 'max' } },
  { id: 'pharmacy-c09', category: 'comparison', kind: 'list', facet: 'superlative', question: 'What are our three most expensive products in euros?', constraints: { type: 'product', aggregate: 'argmax', field: 'price_eur', n: 3 } },
];
