// Questions of the campsite domain (held-out), written by hand, each with its meaning as structured constraints; the
// gold answers are computed by gold.mjs from the ground-truth table, never typed here.
// Conventions: "more than / over / bigger than / under / less than" strict, "at least / or more / or later"
// inclusive, "between A and B" exclusive; money in the currency the question names (a question about £ scopes to
// Thornsgill, € to Kerléo); sizes in m² unless the question names square feet; "the French site" / "Kerléo" =
// Camping municipal de Kerléo; "at Thornsgill" = Thornsgill Holiday Park; a booking is at the site of its pitch;
// "still owing" = the payments export (to 15 September) does not cover the booking's total; "looked after by X" =
// the pitch's field has X as its field warden; typos are marked `typo`.
const TG = 'Thornsgill Holiday Park';
const KL = 'Camping municipal de Kerléo';

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'campsite-l01', category: 'lookup', kind: 'value', facet: 'sheet', question: "What's the nightly rate for Hardstanding 3?", constraints: { entity: 'Hardstanding 3', field: 'price' } },
  { id: 'campsite-l02', category: 'lookup', kind: 'value', facet: 'units', question: 'How big is pitch P-02 in square metres?', constraints: { entity: 'P-02', field: 'size', unit: 'm2' } },
  { id: 'campsite-l03', category: 'lookup', kind: 'value', facet: 'register', question: 'What amp hook-up does P-11 have?', constraints: { entity: 'P-11', field: 'ehu_amps' } },
  { id: 'campsite-l04', category: 'lookup', kind: 'value', facet: 'prose', question: 'Which pitch is booking TG-25-0316 for?', constraints: { entity: 'TG-25-0316', field: 'pitch' } },
  { id: 'campsite-l05', category: 'lookup', kind: 'value', facet: 'export', question: 'how many nights is pitchup booking PU-8883306', constraints: { entity: 'PU-8883306', field: 'nights' } },
  { id: 'campsite-l06', category: 'lookup', kind: 'value', facet: 'prose', question: "What's Kirsty Raine's car registration?", constraints: { entity: 'Kirsty Raine', field: 'vehicle_reg' } },
  { id: 'campsite-l07', category: 'lookup', kind: 'value', facet: 'log', question: 'When was the Glade Shower Hut last cleaned?', constraints: { entity: 'Glade Shower Hut', field: 'last_cleaned' } },
  { id: 'campsite-l08', category: 'lookup', kind: 'value', facet: 'language', question: 'What is Maëlle Kerbrat paid per hour?', constraints: { entity: 'Maëlle Kerbrat', field: 'hourly_rate' } },
  { id: 'campsite-l09', category: 'lookup', kind: 'value', facet: 'wide', question: 'What was the occupancy of Orchard Field in July?', constraints: { entity: 'Orchard Field', field: 'occ_jul' } },
  { id: 'campsite-l10', category: 'lookup', kind: 'list', facet: 'payments', question: 'How was booking TG-25-0229 paid for?', constraints: { entity: 'TG-25-0229', field: 'payment_methods' } },
  { id: 'campsite-l11', category: 'lookup', kind: 'list', facet: 'link', question: 'Which fields is Karen Alderson the warden of?', constraints: { entity: 'Karen Alderson', field: 'fields' } },
  { id: 'campsite-l12', category: 'lookup', kind: 'boolean', facet: 'language', question: 'Are dogs allowed in Mobil-home 2?', constraints: { entity: 'Mobil-home 2', check: [{ f: 'dogs_allowed', op: '=', v: true }] } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'campsite-i01', category: 'inverse', kind: 'list', facet: 'sheet', question: 'Which pitches are in Top Meadow?', constraints: { type: 'pitch', where: [{ f: 'field', op: '=', v: 'Top Meadow' }] } },
  { id: 'campsite-i02', category: 'inverse', kind: 'list', facet: 'export', question: 'Which bookings came in through Pitchup?', constraints: { type: 'booking', where: [{ f: 'channel', op: '=', v: 'Pitchup' }] } },
  { id: 'campsite-i03', category: 'inverse', kind: 'list', facet: 'sheet', question: 'Which pitches have no electric hook-up?', constraints: { type: 'pitch', where: [{ f: 'electric', op: '=', v: false }] } },
  { id: 'campsite-i04', category: 'inverse', kind: 'list', facet: 'link', question: 'Which pitches are looked after by Sam Thwaite?', constraints: { type: 'pitch', where: [{ f: 'field', op: 'ref', where: [{ f: 'warden', op: '=', v: 'Sam Thwaite' }] }] } },
  { id: 'campsite-i05', category: 'inverse', kind: 'list', facet: 'guests', question: 'Who are our returning guests?', constraints: { type: 'guest', where: [{ f: 'returning', op: '=', v: true }] } },
  { id: 'campsite-i06', category: 'inverse', kind: 'list', facet: 'prose', question: 'Which maintenance jobs did Swaledale Plumbing & Heating do?', constraints: { type: 'job', where: [{ f: 'contractor', op: '=', v: 'Swaledale Plumbing & Heating' }] } },
  { id: 'campsite-i07', category: 'inverse', kind: 'list', facet: 'prose', question: 'What bookings has Alison Hartley made?', constraints: { type: 'booking', where: [{ f: 'guest', op: '=', v: 'Alison Hartley' }] } },
  { id: 'campsite-i08', category: 'inverse', kind: 'list', facet: 'link', question: 'Who has booked one of the yurts?', constraints: { type: 'guest', where: [{ f: 'pitches', op: 'ref', where: [{ f: 'type', op: '=', v: 'yurt' }] }] } },
  { id: 'campsite-i09', category: 'inverse', kind: 'list', facet: 'wide', question: 'Which staff work late shifts?', constraints: { type: 'staff', where: [{ f: 'shift', op: '=', v: 'late' }] } },
  { id: 'campsite-i10', category: 'inverse', kind: 'list', facet: 'language', question: 'Which toilet blocks are in the Pré de la Dune?', constraints: { type: 'facility', where: [{ f: 'field', op: '=', v: 'Pré de la Dune' }] } },
  { id: 'campsite-i11', category: 'inverse', kind: 'list', facet: 'yaml', question: 'Which facilities are wheelchair accesible?', typo: 'accesible', constraints: { type: 'facility', where: [{ f: 'accessible', op: '=', v: true }] } },
  { id: 'campsite-i12', category: 'inverse', kind: 'list', facet: 'link', question: 'On which pitches has Dales Electrical Services done work?', constraints: { type: 'pitch', where: [{ f: 'contractors', op: 'has', v: 'Dales Electrical Services' }] } },
  { id: 'campsite-i13', category: 'inverse', kind: 'list', facet: 'html', question: 'Which pitches go for £105 a night?', constraints: { type: 'pitch', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'price', op: '=', v: 105 }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'campsite-m01', category: 'multi-condition', kind: 'list', facet: 'register', question: 'Which touring pitches at Thornsgill have a 16 amp hook-up?', constraints: { type: 'pitch', where: [{ f: 'site', op: '=', v: TG }, { f: 'type', op: '=', v: 'touring' }, { f: 'ehu_amps', op: '=', v: 16 }] } },
  { id: 'campsite-m02', category: 'multi-condition', kind: 'list', facet: 'language', question: 'Dog-friendly pitches at Kerléo for under €15 a night?', constraints: { type: 'pitch', where: [{ f: 'site', op: '=', v: KL }, { f: 'dogs_allowed', op: '=', v: true }, { f: 'price', op: '<', v: 15 }] } },
  { id: 'campsite-m03', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which pitches bigger than 1,300 sq ft allow dogs?', constraints: { type: 'pitch', where: [{ f: 'size', op: '>', v: 1300, unit: 'sq ft' }, { f: 'dogs_allowed', op: '=', v: true }] } },
  { id: 'campsite-m04', category: 'multi-condition', kind: 'list', facet: 'cards', question: 'Which hardstandngs sleep eight and cost less than £34 a night?', typo: 'hardstandngs', constraints: { type: 'pitch', where: [{ f: 'type', op: '=', v: 'hardstanding' }, { f: 'max_occupants', op: '>=', v: 8 }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'price', op: '<', v: 34 }] } },
  { id: 'campsite-m05', category: 'multi-condition', kind: 'list', facet: 'dates', question: 'Which August bookings at Thornsgill came with both kids and a dog?', constraints: { type: 'booking', where: [{ f: 'site', op: '=', v: TG }, { f: 'arrival', op: 'between_incl', v: ['2025-08-01', '2025-08-31'] }, { f: 'children', op: '>', v: 0 }, { f: 'dogs', op: '>', v: 0 }] } },
  { id: 'campsite-m06', category: 'multi-condition', kind: 'list', facet: 'export', question: 'Which stays of a week or more were booked some way other than Pitchup?', constraints: { type: 'booking', where: [{ f: 'nights', op: '>=', v: 7 }, { f: 'channel', op: '!=', v: 'Pitchup' }] } },
  { id: 'campsite-m07', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which returning guests have booked a pitch in Hay Barn Paddock?', constraints: { type: 'guest', where: [{ f: 'returning', op: '=', v: true }, { f: 'pitches', op: 'ref', where: [{ f: 'field', op: '=', v: 'Hay Barn Paddock' }] }] } },
  { id: 'campsite-m08', category: 'multi-condition', kind: 'list', facet: 'staff', question: 'Who at Thornsgill earns between £13 and £16 an hour?', constraints: { type: 'staff', where: [{ f: 'site', op: '=', v: TG }, { f: 'hourly_rate', op: 'between', v: [13, 16] }] } },
  { id: 'campsite-m09', category: 'multi-condition', kind: 'list', facet: 'prose', question: 'Which Thornsgill repair jobs reported since the start of July cost over £200?', constraints: { type: 'job', where: [{ f: 'site', op: '=', v: TG }, { f: 'reported', op: '>=', v: '2025-07-01' }, { f: 'cost', op: '>', v: 200 }] } },
  { id: 'campsite-m10', category: 'multi-condition', kind: 'list', facet: 'sheet', question: 'Which Beckside Field pitches cost under £28 and take dogs?', constraints: { type: 'pitch', where: [{ f: 'field', op: '=', v: 'Beckside Field' }, { f: 'price', op: '<', v: 28 }, { f: 'dogs_allowed', op: '=', v: true }] } },
  { id: 'campsite-m11', category: 'multi-condition', kind: 'list', facet: 'time', question: 'Which accessible blocks stay open until 10pm or later?', constraints: { type: 'facility', where: [{ f: 'accessible', op: '=', v: true }, { f: 'closes', op: '>=', v: '22:00' }] } },
  { id: 'campsite-m12', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which tent pitches without electric are bigger than 70 m²?', constraints: { type: 'pitch', where: [{ f: 'type', op: '=', v: 'tent' }, { f: 'electric', op: '=', v: false }, { f: 'size', op: '>', v: 70 }] } },
  { id: 'campsite-m13', category: 'multi-condition', kind: 'boolean', facet: 'prose', question: 'Is there a glamping pod that takes dogs and sleeps more than two?', constraints: { type: 'pitch', where: [{ f: 'type', op: '=', v: 'glamping pod' }, { f: 'dogs_allowed', op: '=', v: true }, { f: 'max_occupants', op: '>', v: 2 }], aggregate: 'exists' } },
  { id: 'campsite-m14', category: 'multi-condition', kind: 'count', facet: 'payments', question: 'How many Thornsgill bookings still have money owing?', constraints: { type: 'booking', where: [{ f: 'site', op: '=', v: TG }, { f: 'paid_in_full', op: '=', v: false }], aggregate: 'count' } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'campsite-a01', category: 'aggregate', kind: 'value', facet: 'export', question: 'What do the Pitchup bookings at Thornsgill come to in total?', constraints: { type: 'booking', where: [{ f: 'site', op: '=', v: TG }, { f: 'channel', op: '=', v: 'Pitchup' }], aggregate: 'sum', field: 'total' } },
  { id: 'campsite-a02', category: 'aggregate', kind: 'value', facet: 'sheet', question: 'What is the average nightly price of a touring pitch at Thornsgill?', constraints: { type: 'pitch', where: [{ f: 'site', op: '=', v: TG }, { f: 'type', op: '=', v: 'touring' }], aggregate: 'mean', field: 'price' } },
  { id: 'campsite-a03', category: 'aggregate', kind: 'value', facet: 'language', question: 'How much has Kerléo spent on repairs this year, in euros?', constraints: { type: 'job', where: [{ f: 'site', op: '=', v: KL }], aggregate: 'sum', field: 'cost' } },
  { id: 'campsite-a04', category: 'aggregate', kind: 'value', facet: 'units', question: 'How big is the largest static caravan plot, in m²?', constraints: { type: 'pitch', where: [{ f: 'type', op: '=', v: 'static caravan' }], aggregate: 'max', field: 'size', unit: 'm2' } },
  { id: 'campsite-a05', category: 'aggregate', kind: 'value', facet: 'yaml', question: 'How many showers are there across all the Thornsgill blocks?', constraints: { type: 'facility', where: [{ f: 'site', op: '=', v: TG }], aggregate: 'sum', field: 'showers' } },
  { id: 'campsite-a06', category: 'aggregate', kind: 'value', facet: 'wide', question: 'What was the average ocupancy of the Thornsgill fields in August?', typo: 'ocupancy', constraints: { type: 'field', where: [{ f: 'site', op: '=', v: TG }], aggregate: 'mean', field: 'occ_aug' } },
  { id: 'campsite-a07', category: 'aggregate', kind: 'count', facet: 'language', question: 'How many pitches does the French site have?', constraints: { type: 'pitch', where: [{ f: 'site', op: '=', v: KL }], aggregate: 'count' } },
  { id: 'campsite-a08', category: 'aggregate', kind: 'count', facet: 'bookings', question: 'How many bookings this season brought at least one dog?', constraints: { type: 'booking', where: [{ f: 'dogs', op: '>=', v: 1 }], aggregate: 'count' } },
  { id: 'campsite-a09', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Which Thornsgill booking was the most expensive?', constraints: { type: 'booking', where: [{ f: 'site', op: '=', v: TG }], aggregate: 'argmax', field: 'total' } },
  { id: 'campsite-a10', category: 'aggregate', kind: 'list', facet: 'superlative', question: "What's the cheapest pitch at Thornsgill?", constraints: { type: 'pitch', where: [{ f: 'site', op: '=', v: TG }], aggregate: 'argmin', field: 'price' } },
  { id: 'campsite-a11', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'What are the three longest stays booked?', constraints: { type: 'booking', where: [], aggregate: 'argmax', field: 'nights', n: 3 } },
  { id: 'campsite-a12', category: 'aggregate', kind: 'list', facet: 'wide', question: 'Which field at Thornsgill was busiest in October?', constraints: { type: 'field', where: [{ f: 'site', op: '=', v: TG }], aggregate: 'argmax', field: 'occ_oct' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'campsite-c01', category: 'comparison', kind: 'list', facet: 'prose', question: 'Which is bigger, Pod 3 or Pod 4?', constraints: { entities: ['Pod 3', 'Pod 4'], field: 'size', winner: 'max' } },
  { id: 'campsite-c02', category: 'comparison', kind: 'list', facet: 'staff', question: 'Who gets paid more per hour, Tom Kirkby or Karen Alderson?', constraints: { entities: ['Tom Kirkby', 'Karen Alderson'], field: 'hourly_rate', winner: 'max' } },
  { id: 'campsite-c03', category: 'comparison', kind: 'list', facet: 'units', question: 'Which field is larger, Top Meadow or Pré de la Dune?', constraints: { entities: ['Top Meadow', 'Pré de la Dune'], field: 'area', winner: 'max' } },
  { id: 'campsite-c04', category: 'comparison', kind: 'list', facet: 'html', question: 'Which yurt has more room, Yurt 1 or Yurt 2?', constraints: { entities: ['Yurt 1', 'Yurt 2'], field: 'size', winner: 'max' } },
  { id: 'campsite-c05', category: 'comparison', kind: 'list', facet: 'export', question: 'Which is the longer stay, PU-8852714 or TG-25-0305?', constraints: { entities: ['PU-8852714', 'TG-25-0305'], field: 'nights', winner: 'max' } },
  { id: 'campsite-c06', category: 'comparison', kind: 'list', facet: 'language', question: 'Which block has more toilets, Beckside Block or Bloc sanitaire A?', constraints: { entities: ['Beckside Block', 'Bloc sanitaire A'], field: 'toilets', winner: 'max' } },
  { id: 'campsite-c07', category: 'comparison', kind: 'boolean', facet: 'units', question: 'Is P-02 bigger than P-01?', constraints: { entities: ['P-02', 'P-01'], field: 'size', winner: 'max' } },
  { id: 'campsite-c08', category: 'comparison', kind: 'boolean', facet: 'wide', question: 'Was Orchard Field fuller than Hay Barn Paddock in September?', constraints: { entities: ['Orchard Field', 'Hay Barn Paddock'], field: 'occ_sep', winner: 'max' } },
  { id: 'campsite-c09', category: 'comparison', kind: 'boolean', facet: 'prose', question: 'Does Pod 1 cost more a night than Pod 3?', constraints: { entities: ['Pod 1', 'Pod 3'], field: 'price', winner: 'max' } },
];
