// Questions of the dental domain (held-out), written by hand with their meaning as structured constraints; the gold
// is computed from source.csv by gold.mjs. Written blind to Quarry's question parser.
// Conventions: "more than / over / after / before / under" strict, "or more / at least / within" inclusive, "between"
// exclusive; "dentists" = principal and associate dentists and the orthodontist (not hygienists or the therapist);
// "in the North" / "Northern Irish" = the three surgeries in Northern Ireland; "medical card" = DTSS; "missed",
// "no-show", "didn't turn up" = status Failed; "in pounds / sterling" scopes money to GBP (Letterkenny's euro is
// never converted); "years qualified" counts from the year of qualification to 2025; "the first half" = January to
// June 2025 (the wide tables).
const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id, category, kind, facet, question, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('dental-l01', 'lookup', 'value', 'staff', "What's Kathryn McAleese's GDC number?", { entity: 'Kathryn McAleese', field: 'gdc_number' }),
  Q('dental-l02', 'lookup', 'value', 'language', 'How many dental chairs does the Letterkenny clinic have?', { entity: 'Letterkenny Dental Clinic', field: 'chairs' }),
  Q('dental-l03', 'lookup', 'value', 'language', 'When was Pádraig Ó Domhnaill born?', { entity: 'Pádraig Ó Domhnaill', field: 'dob' }),
  Q('dental-l04', 'lookup', 'value', 'patients', 'What recall interval is Maeve Rafferty on, in months?', { entity: 'Maeve Rafferty', field: 'recall' }),
  Q('dental-l05', 'lookup', 'value', 'units', 'How many hours should I book for a root canal?', { entity: 'Root canal treatment', field: 'duration', unit: 'h' }),
  Q('dental-l06', 'lookup', 'value', 'language', 'How much is a porcelain crown in Letterkenny, in euro?', { entity: 'Porcelain crown', field: 'fee_eur' }),
  Q('dental-l07', 'lookup', 'value', 'wide', 'How many appointments did Dr Priya Nair have in April 2025?', { entity: 'Priya Nair', field: 'appts_apr' }),
  Q('dental-l08', 'lookup', 'value', 'prose', 'Which lab made the bridge on order LW-25-009?', { entity: 'LW-25-009', field: 'lab' }),
  Q('dental-l09', 'lookup', 'list', 'yaml', 'Which days does Tomasz Nowak work?', { entity: 'Tomasz Nowak', field: 'days' }),
  Q('dental-l10', 'lookup', 'list', 'language', 'what days is Gráinne Ní Fhearraigh in', { entity: 'Gráinne Ní Fhearraigh', field: 'days' }),
  Q('dental-l11', 'lookup', 'boolean', 'json', 'Is Declan Quinn an HSC patient?', { entity: 'Declan Quinn', check: [{ f: 'scheme', op: '=', v: 'HSC' }] }),
  Q('dental-l12', 'lookup', 'boolean', 'surgeries', 'Is Bann View Dental open on Saturdays?', { entity: 'Bann View Dental', check: [{ f: 'saturday', op: '=', v: true }] }),

  // ------------------------------------------------------------------ inverse (13)
  Q('dental-i01', 'inverse', 'list', 'link', 'Which patients have Dr Priya Nair as their dentist?', { type: 'patient', where: [{ f: 'dentist', op: '=', v: 'Priya Nair' }] }),
  Q('dental-i02', 'inverse', 'list', 'staff', 'Who works on Saturdays?', { type: 'clinician', where: [{ f: 'days', op: 'has', v: 'Sat' }] }),
  Q('dental-i03', 'inverse', 'list', 'fees', 'Which treatments are Band 3?', { type: 'treatment', where: [{ f: 'band', op: '=', v: 'Band 3' }] }),
  Q('dental-i04', 'inverse', 'list', 'staff', 'Who are our hygenists?', { type: 'clinician', where: [{ f: 'role', op: '=', v: 'Hygienist' }] }, { typo: 'hygenists → hygienists' }),
  Q('dental-i05', 'inverse', 'list', 'lab', 'Which lab orders went to Mourne Ceramics?', { type: 'lab_order', where: [{ f: 'lab', op: '=', v: 'Mourne Ceramics' }] }),
  Q('dental-i06', 'inverse', 'list', 'language', 'Which patients are on a medical card?', { type: 'patient', where: [{ f: 'scheme', op: '=', v: 'DTSS' }] }),
  Q('dental-i07', 'inverse', 'list', 'appointments', 'Which appointments were cancelled?', { type: 'appointment', where: [{ f: 'status', op: '=', v: 'Cancelled' }] }),
  Q('dental-i08', 'inverse', 'list', 'units', 'Which clinicians have been qualified for more than twenty years?', { type: 'clinician', where: [{ f: 'years_qualified', op: '>', v: 20 }] }),
  Q('dental-i09', 'inverse', 'list', 'units', 'Which treatments take longer than an hour?', { type: 'treatment', where: [{ f: 'duration', op: '>', v: 60 }] }),
  Q('dental-i10', 'inverse', 'list', 'json', 'Which appointments were booked with Dr Tomasz Nowak?', { type: 'appointment', where: [{ f: 'clinician', op: '=', v: 'Tomasz Nowak' }] }),
  Q('dental-i11', 'inverse', 'list', 'surgeries', 'Which of our surgeries is in County Fermanagh?', { type: 'surgery', where: [{ f: 'county', op: '=', v: 'County Fermanagh' }] }),
  Q('dental-i12', 'inverse', 'list', 'link', 'Which patients has Tirconnell Dental Lab made work for?', { type: 'patient', where: [{ f: 'labs', op: 'has', v: 'Tirconnell Dental Lab' }] }),
  Q('dental-i13', 'inverse', 'list', 'language', "Which treatments aren't on the Letterkenny price list?", { type: 'treatment', where: [{ f: 'fee_eur', op: '=', v: null }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('dental-m01', 'multi-condition', 'list', 'export', 'Which private patients at Bann View have a recall of 12 months or longer?', {
    type: 'patient', where: [{ f: 'surgery', op: '=', v: 'Bann View Dental' }, { f: 'scheme', op: '=', v: 'Private' }, { f: 'recall', op: '>=', v: 12 }],
  }),
  Q('dental-m02', 'multi-condition', 'list', 'patients', 'Which HSC patients were born before 1950?', {
    type: 'patient', where: [{ f: 'scheme', op: '=', v: 'HSC' }, { f: 'dob', op: '<', v: '1950-01-01' }],
  }),
  Q('dental-m03', 'multi-condition', 'list', 'staff', 'Which dentists in Northern Ireland work on a Friday?', {
    type: 'clinician', where: [{ f: 'dentist', op: '=', v: true }, { f: 'country', op: '=', v: 'Northern Ireland' }, { f: 'days', op: 'has', v: 'Fri' }],
  }),
  Q('dental-m04', 'multi-condition', 'list', 'appointments', 'Which March appointments were no-shows?', {
    type: 'appointment', where: [{ f: 'status', op: '=', v: 'Failed' }, { f: 'date', op: 'between_incl', v: ['2025-03-01', '2025-03-31'] }],
  }),
  Q('dental-m05', 'multi-condition', 'list', 'lab', 'Which lab orders sent in April came back within ten days?', {
    type: 'lab_order', where: [{ f: 'sent', op: 'between_incl', v: ['2025-04-01', '2025-04-30'] }, { f: 'turnaround_days', op: '<=', v: 10 }],
  }),
  Q('dental-m06', 'multi-condition', 'list', 'fees', 'Band 2 treatments costing between £40 and £70?', {
    type: 'treatment', where: [{ f: 'band', op: '=', v: 'Band 2' }, { f: 'fee', op: 'between', v: [40, 70] }],
  }),
  Q('dental-m07', 'multi-condition', 'list', 'link', "Who's registered at Clanrye other than Dr Nair's patients?", {
    type: 'patient', where: [{ f: 'surgery', op: '=', v: 'Clanrye Dental Practice' }, { f: 'dentist', op: '!=', v: 'Priya Nair' }],
  }),
  Q('dental-m08', 'multi-condition', 'list', 'language', 'Which Letterkenny medical-card or PRSI patients are recalled less often than once a year?', {
    type: 'patient', where: [{ f: 'surgery', op: '=', v: 'Letterkenny Dental Clinic' }, { f: 'scheme', op: 'in', v: ['DTSS', 'PRSI'] }, { f: 'recall', op: '>', v: 12 }],
  }),
  Q('dental-m09', 'multi-condition', 'list', 'staff', 'Which hygienists qualified after 2012?', {
    type: 'clinician', where: [{ f: 'role', op: '=', v: 'Hygienist' }, { f: 'qualified', op: '>', v: 2012 }],
  }),
  Q('dental-m10', 'multi-condition', 'list', 'json', 'which apointments at Erne started before 10 in the morning', {
    type: 'appointment', where: [{ f: 'surgery', op: '=', v: 'Erne Dental Surgery' }, { f: 'time', op: '<', v: '10:00' }],
  }, { typo: 'apointments → appointments' }),
  Q('dental-m11', 'multi-condition', 'list', 'link', 'Which attended appointments were for Band 3 treatments?', {
    type: 'appointment', where: [{ f: 'status', op: '=', v: 'Attended' }, { f: 'treatment', op: 'ref', where: [{ f: 'band', op: '=', v: 'Band 3' }] }],
  }),
  Q('dental-m12', 'multi-condition', 'list', 'link', 'Which HSC patients are registered with a dentist who qualified before 2000?', {
    type: 'patient', where: [{ f: 'scheme', op: '=', v: 'HSC' }, { f: 'dentist', op: 'ref', where: [{ f: 'qualified', op: '<', v: 2000 }] }],
  }),
  Q('dental-m13', 'multi-condition', 'list', 'money', 'Which appointments in the North were charged more than a thousand pounds?', {
    type: 'appointment', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'fee_charged', op: '>', v: 1000 }],
  }),
  Q('dental-m14', 'multi-condition', 'boolean', 'link', 'Did any private patient at Erne miss an appointment?', {
    type: 'appointment', where: [{ f: 'surgery', op: '=', v: 'Erne Dental Surgery' }, { f: 'status', op: '=', v: 'Failed' }, { f: 'patient', op: 'ref', where: [{ f: 'scheme', op: '=', v: 'Private' }] }], aggregate: 'exists',
  }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('dental-a01', 'aggregate', 'count', 'patients', 'How many patients are on HSC?', { type: 'patient', where: [{ f: 'scheme', op: '=', v: 'HSC' }], aggregate: 'count' }),
  Q('dental-a02', 'aggregate', 'count', 'appointments', "How many appointments did patients fail to turn up for?", { type: 'appointment', where: [{ f: 'status', op: '=', v: 'Failed' }], aggregate: 'count' }),
  Q('dental-a03', 'aggregate', 'count', 'staff', 'How many clinicians work four or more days a week?', { type: 'clinician', where: [{ f: 'days_per_week', op: '>=', v: 4 }], aggregate: 'count' }),
  Q('dental-a04', 'aggregate', 'value', 'lab', "What's our total lab bill in sterling this year?", { type: 'lab_order', where: [{ f: 'currency', op: '=', v: 'GBP' }], aggregate: 'sum', field: 'cost' }),
  Q('dental-a05', 'aggregate', 'value', 'export', 'How much did Bann View charge in total for its appointments, in pounds?', {
    type: 'appointment', where: [{ f: 'surgery', op: '=', v: 'Bann View Dental' }], aggregate: 'sum', field: 'fee_charged', tol: 0,
  }),
  Q('dental-a06', 'aggregate', 'value', 'language', 'What is the average recal interval for Letterkenny patients, in months?', {
    type: 'patient', where: [{ f: 'surgery', op: '=', v: 'Letterkenny Dental Clinic' }], aggregate: 'mean', field: 'recall',
  }, { typo: 'recal → recall' }),
  Q('dental-a07', 'aggregate', 'value', 'wide', 'How many appointments did the Erne clinicians have altogether in January?', {
    type: 'clinician', where: [{ f: 'surgery', op: '=', v: 'Erne Dental Surgery' }], aggregate: 'sum', field: 'appts_jan',
  }),
  Q('dental-a08', 'aggregate', 'value', 'wide', 'How many new patients did the group register in the first half of 2025?', {
    type: 'surgery', where: [], aggregate: 'sum', field: 'new_patients_h1', tol: 0,
  }),
  Q('dental-a09', 'aggregate', 'value', 'units', "What's the average chair time of a Band 1 treatment, in minutes?", {
    type: 'treatment', where: [{ f: 'band', op: '=', v: 'Band 1' }], aggregate: 'mean', field: 'duration',
  }),
  Q('dental-a10', 'aggregate', 'list', 'wide', 'Which clinician had the most appointments between January and June?', { type: 'clinician', where: [], aggregate: 'argmax', field: 'appts_h1' }),
  Q('dental-a11', 'aggregate', 'list', 'superlative', "Who's our most recently qualified clinician?", { type: 'clinician', where: [], aggregate: 'argmax', field: 'qualified' }),
  Q('dental-a12', 'aggregate', 'list', 'wide', 'Which surgery signed up the most new patients in the first half of the year?', { type: 'surgery', where: [], aggregate: 'argmax', field: 'new_patients_h1' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('dental-c01', 'comparison', 'list', 'units', 'Who has been qualified longer, Peter Moore or Claire Morrow?', { entities: ['Peter Moore', 'Claire Morrow'], field: 'qualified', winner: 'min' }),
  Q('dental-c02', 'comparison', 'boolean', 'fees', 'Is a zirconia crown dearer than a porcelain crown?', { entities: ['Zirconia crown', 'Porcelain crown'], field: 'fee', winner: 'max' }),
  Q('dental-c03', 'comparison', 'list', 'units', 'Which needs more chair time, a porcelain crown or a chrome partial denture?', { entities: ['Porcelain crown', 'Chrome partial denture'], field: 'duration', winner: 'max' }),
  Q('dental-c04', 'comparison', 'list', 'surgeries', 'Which of the four surgeries has the most chairs?', { type: 'surgery', where: [], aggregate: 'argmax', field: 'chairs' }),
  Q('dental-c05', 'comparison', 'list', 'wide', 'Who had more appointments in May, Fergal Leonard or Máiréad Nic Giolla Bhríde?', { entities: ['Fergal Leonard', 'Máiréad Nic Giolla Bhríde'], field: 'appts_may', winner: 'max' }),
  Q('dental-c06', 'comparison', 'boolean', 'wide', 'Did Erne register more new patients than Clanrye in February?', { entities: ['Erne Dental Surgery', 'Clanrye Dental Practice'], field: 'new_patients_feb', winner: 'max' }),
  Q('dental-c07', 'comparison', 'list', 'superlative', 'Which lab order took the longest to come back?', { type: 'lab_order', where: [], aggregate: 'argmax', field: 'turnaround_days' }),
  Q('dental-c08', 'comparison', 'value', 'fees', "What's the dearest private treatment on the NI fee lists, in pounds?", { type: 'treatment', where: [{ f: 'band', op: '=', v: 'Private' }], aggregate: 'max', field: 'fee' }),
  Q('dental-c09', 'comparison', 'list', 'staff', 'Which of Kathryn McAleese, Anil Mehta and Lisa Cochrane works the fewest days?', {
    entities: ['Kathryn McAleese', 'Anil Mehta', 'Lisa Cochrane'], field: 'days_per_week', winner: 'min',
  }),
];
