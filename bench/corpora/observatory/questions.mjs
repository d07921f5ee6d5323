// Observatory questions (held-out): written by hand, each with its meaning as structured constraints; the gold is
// computed by gold.mjs from source.csv. Written blind to Quarry's question parser and fact extraction.
// Conventions: "more than / over / bigger than / further than / longer than" strict, "or better / at least"
// inclusive, "less than / under / within / closer than" strict; "between" exclusive. "Brighter than magnitude 6" =
// a magnitude below 6 (smaller magnitudes are brighter). Seeing on the society's 1-5 scale, 5 = best (the German
// report's Antoniadi I-V is mapped onto it). "Unpaid" / "haven't paid" = nothing paid for 2025/26, honorary
// members (who pay nothing) excluded. "This season" = the sessions of Sep 2025 – Mar 2026 in the folder. A loan's
// length = days from out to back (loans still out have none). "Members" are WDAS members; the partner observatory
// is not a member. Typos are marked `typo`.
export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  {
    id: 'observatory-l01', category: 'lookup', facet: 'units', kind: 'value',
    question: 'What is the aperture of the Hollins Dobsonian in millimetres?',
    constraints: { entity: 'Hollins Dobsonian', field: 'aperture' },
  },
  {
    id: 'observatory-l02', category: 'lookup', facet: 'json', kind: 'value',
    question: 'How far away is the Whirlpool Galaxy, in light years?',
    constraints: { entity: 'M51', field: 'distance' },
  },
  {
    id: 'observatory-l03', category: 'lookup', facet: 'language', kind: 'value',
    question: 'What was the seeing (1-5, 5 best) at the Falkenau session on 17 October 2025?',
    constraints: { entity: 'OS-25-07', field: 'seeing' },
  },
  {
    id: 'observatory-l04', category: 'lookup', facet: 'language', kind: 'value',
    question: 'How much deposit did Volkssternwarte Falkenau pay when they borrowed the Big Binoculars?',
    constraints: { entity: 'LN-25-08', field: 'deposit' },
  },
  {
    id: 'observatory-l05', category: 'lookup', facet: 'email', kind: 'value',
    question: 'when did daniel mbeki bring the seestar back',
    constraints: { entity: 'LN-25-10', field: 'date_back' },
  },
  {
    id: 'observatory-l06', category: 'lookup', facet: 'prose', kind: 'value',
    question: "What's Ruby Townend's membership number?",
    constraints: { entity: 'Ruby Townend', field: 'membership_no' },
  },
  {
    id: 'observatory-l07', category: 'lookup', facet: 'yaml', kind: 'value',
    question: 'How many hours did observing session OS-26-05 last?',
    constraints: { entity: 'OS-26-05', field: 'duration', unit: 'h' },
  },
  {
    id: 'observatory-l08', category: 'lookup', facet: 'language', kind: 'value',
    question: 'What focal length does the Falkenau Refractor have?',
    constraints: { entity: 'Falkenau Refractor', field: 'focal_length' },
  },
  {
    id: 'observatory-l09', category: 'lookup', facet: 'wide', kind: 'value',
    question: 'How many pupils from Millthorpe Community College did we see in April 2026?',
    constraints: { entity: 'Millthorpe Community College', field: 'pupils_2026_04', tol: 0 },
  },
  {
    id: 'observatory-l10', category: 'lookup', facet: 'csv', kind: 'list',
    question: 'Which objects were shown at the Ravensdale star party on 25 October 2025 (OS-25-09)?',
    constraints: { entity: 'OS-25-09', field: 'targets' },
  },
  {
    id: 'observatory-l11', category: 'lookup', facet: 'yaml', kind: 'list',
    question: 'Who came to the Hollins Moor session OS-25-10?',
    constraints: { entity: 'OS-25-10', field: 'attendees' },
  },
  {
    id: 'observatory-l12', category: 'lookup', facet: 'log', kind: 'list',
    question: 'Which telescopes were used at the observatory session OS-25-06?',
    constraints: { entity: 'OS-25-06', field: 'instruments' },
  },

  // ------------------------------------------------------------------ inverse (13)
  {
    id: 'observatory-i01', category: 'inverse', facet: 'profiles', kind: 'list',
    question: "Who's on the committee?",
    constraints: { type: 'member', where: [{ f: 'role', op: 'not_in', v: [] }] },
  },
  {
    id: 'observatory-i02', category: 'inverse', facet: 'targets', kind: 'list',
    question: 'Which of the objects on our lists are in Ursa Major?',
    constraints: { type: 'target', where: [{ f: 'constellation', op: '=', v: 'Ursa Major' }] },
  },
  {
    id: 'observatory-i03', category: 'inverse', facet: 'register', kind: 'list',
    question: 'What kit is kept in the loan cupbaord?',
    typo: 'cupbaord',
    constraints: { type: 'instrument', where: [{ f: 'location', op: '=', v: 'Loan cupboard' }] },
  },
  {
    id: 'observatory-i04', category: 'inverse', facet: 'register', kind: 'list',
    question: 'Which members live in Millthorpe?',
    constraints: { type: 'member', where: [{ f: 'town', op: '=', v: 'Millthorpe' }] },
  },
  {
    id: 'observatory-i05', category: 'inverse', facet: 'link', kind: 'list',
    question: 'Which telescpoes belong to individual members rather than to the society?',
    typo: 'telescpoes',
    constraints: { type: 'instrument', where: [{ f: 'owner', op: 'ref', where: [] }] },
  },
  {
    id: 'observatory-i06', category: 'inverse', facet: 'language', kind: 'list',
    question: 'Which objects did our group observe on the visit to Falkenau?',
    constraints: { type: 'target', where: [{ f: 'sites', op: 'has', v: 'Volkssternwarte Falkenau' }] },
  },
  {
    id: 'observatory-i07', category: 'inverse', facet: 'codes', kind: 'list',
    question: 'Which observing sessions did Priya Raman attend?',
    constraints: { type: 'session', where: [{ f: 'attendees', op: 'has', v: 'Priya Raman' }] },
  },
  {
    id: 'observatory-i08', category: 'inverse', facet: 'language', kind: 'list',
    question: 'What equipment have we lent to the partner observatory in Germany?',
    constraints: { type: 'instrument', where: [{ f: 'lent_to', op: 'has', v: 'Volkssternwarte Falkenau e.V.' }] },
  },
  {
    id: 'observatory-i09', category: 'inverse', facet: 'prose', kind: 'list',
    question: 'Which schools does Claire Whiteley look after?',
    constraints: { type: 'school', where: [{ f: 'lead', op: '=', v: 'Claire Whiteley' }] },
  },
  {
    id: 'observatory-i10', category: 'inverse', facet: 'link', kind: 'list',
    question: 'Which objects were looked at in sessions led by Steven Hargreaves?',
    constraints: { type: 'target', where: [{ f: 'leaders', op: 'has', v: 'Steven Hargreaves' }] },
  },
  {
    id: 'observatory-i11', category: 'inverse', facet: 'prose', kind: 'list',
    question: 'Who joined the society in 2025?',
    constraints: { type: 'member', where: [{ f: 'joined', op: '=', v: 2025 }] },
  },
  {
    id: 'observatory-i12', category: 'inverse', facet: 'loans', kind: 'list',
    question: 'Who has borrowed the Little Mak?',
    constraints: { type: 'member', where: [{ f: 'borrowed', op: 'has', v: 'Little Mak' }] },
  },
  {
    id: 'observatory-i13', category: 'inverse', facet: 'language', kind: 'boolean',
    question: 'Does the Falkenau Refractor belong to the society?',
    constraints: { entity: 'Falkenau Refractor', check: [{ f: 'owner', op: '=', v: 'Society' }] },
  },

  // ------------------------------------------------------------------ multi-condition (14)
  {
    id: 'observatory-m01', category: 'multi-condition', facet: 'register', kind: 'list',
    question: "Which full members haven't paid their 2025/26 subscription yet?",
    constraints: { type: 'member', where: [{ f: 'grade', op: '=', v: 'Full' }, { f: 'subscription', op: '=', v: 0 }] },
  },
  {
    id: 'observatory-m02', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which open clusters are brighter than magnitude 6?',
    constraints: { type: 'target', where: [{ f: 'type', op: '=', v: 'Open cluster' }, { f: 'magnitude', op: '<', v: 6 }] },
  },
  {
    id: 'observatory-m03', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which Dobsonians have an aperture of more than 30 cm?',
    constraints: { type: 'instrument', where: [{ f: 'type', op: '=', v: 'Dobsonian' }, { f: 'aperture_in', op: '>', v: 30, unit: 'cm' }] },
  },
  {
    id: 'observatory-m04', category: 'multi-condition', facet: 'yaml', kind: 'list',
    question: 'Which Hollins Moor sessions had seeing of 4 or better?',
    constraints: { type: 'session', where: [{ f: 'site', op: '=', v: 'Hollins Moor dark site' }, { f: 'seeing', op: '>=', v: 4 }] },
  },
  {
    id: 'observatory-m05', category: 'multi-condition', facet: 'json', kind: 'list',
    question: 'Which galaxies are closer than 15 million light years?',
    constraints: { type: 'target', where: [{ f: 'type', op: '=', v: 'Galaxy' }, { f: 'distance', op: '<', v: 15000000 }] },
  },
  {
    id: 'observatory-m06', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which refractors have an aperture between 100 and 130 mm?',
    constraints: { type: 'instrument', where: [{ f: 'type', op: '=', v: 'Refractor' }, { f: 'aperture', op: 'between', v: [100, 130] }] },
  },
  {
    id: 'observatory-m07', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which junior members came to a session at Wetherley Observatory?',
    constraints: { type: 'member', where: [{ f: 'grade', op: '=', v: 'Junior' }, { f: 'sites', op: 'has', v: 'Wetherley Observatory' }] },
  },
  {
    id: 'observatory-m08', category: 'multi-condition', facet: 'loans', kind: 'list',
    question: 'Which members kept a borrowed instrument for more than four weeks?',
    constraints: { type: 'member', where: [{ f: 'longest_loan_days', op: '>', v: 28 }] },
  },
  {
    id: 'observatory-m09', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Other than committee members, who has led an observing session?',
    constraints: { type: 'member', where: [{ f: 'role', op: '=', v: null }, { f: 'sessions_led', op: '>', v: 0 }] },
  },
  {
    id: 'observatory-m10', category: 'multi-condition', facet: 'json', kind: 'list',
    question: 'Which objects in Cygnus are within 2,500 light years of us?',
    constraints: { type: 'target', where: [{ f: 'constellation', op: '=', v: 'Cygnus' }, { f: 'distance', op: '<', v: 2500 }] },
  },
  {
    id: 'observatory-m11', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which globular clusters were observed at the Hollins Moor dark site?',
    constraints: { type: 'target', where: [{ f: 'type', op: '=', v: 'Globular cluster' }, { f: 'sites', op: 'has', v: 'Hollins Moor dark site' }] },
  },
  {
    id: 'observatory-m12', category: 'multi-condition', facet: 'link', kind: 'list',
    question: "Which of the society's own instruments never came out at an observing session this season?",
    constraints: { type: 'instrument', where: [{ f: 'owner', op: '=', v: 'Society' }, { f: 'sessions_used', op: '=', v: 0 }] },
  },
  {
    id: 'observatory-m13', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which secondary schools are more than five miles from the observatory?',
    constraints: { type: 'school', where: [{ f: 'phase', op: '=', v: 'Secondary' }, { f: 'distance', op: '>', v: 5, unit: 'mi' }] },
  },
  {
    id: 'observatory-m14', category: 'multi-condition', facet: 'csv', kind: 'boolean',
    question: 'Did any of the Ravensdale Country Park star parties have perfect seeing (5 out of 5)?',
    constraints: { type: 'session', where: [{ f: 'site', op: '=', v: 'Ravensdale Country Park' }, { f: 'seeing', op: '=', v: 5 }], aggregate: 'exists' },
  },

  // ------------------------------------------------------------------ aggregate (12)
  {
    id: 'observatory-a01', category: 'aggregate', facet: 'register', kind: 'count',
    question: "How many members still owe their subscription for this year, not counting the honorary members?",
    constraints: { type: 'member', where: [{ f: 'subscription', op: '=', v: 0 }, { f: 'grade', op: '!=', v: 'Honorary' }], aggregate: 'count' },
  },
  {
    id: 'observatory-a02', category: 'aggregate', facet: 'dates', kind: 'count',
    question: 'How many observing sessions did we hold in January 2026?',
    constraints: { type: 'session', where: [{ f: 'month', op: '=', v: '2026-01' }], aggregate: 'count' },
  },
  {
    id: 'observatory-a03', category: 'aggregate', facet: 'wide', kind: 'count',
    question: 'How many schools did we work with in March 2026?',
    constraints: { type: 'school', where: [{ f: 'pupils_2026_03', op: '>', v: 0 }], aggregate: 'count' },
  },
  {
    id: 'observatory-a04', category: 'aggregate', facet: 'register', kind: 'value',
    question: 'How much have members paid in subscriptions for 2025/26 in total, in pounds?',
    constraints: { type: 'member', where: [], aggregate: 'sum', field: 'subscription', tol: 0 },
  },
  {
    id: 'observatory-a05', category: 'aggregate', facet: 'yaml', kind: 'value',
    question: 'What was the average seeing at Hollins Moor this season?',
    constraints: { type: 'session', where: [{ f: 'site', op: '=', v: 'Hollins Moor dark site' }], aggregate: 'mean', field: 'seeing' },
  },
  {
    id: 'observatory-a06', category: 'aggregate', facet: 'wide', kind: 'value',
    question: 'How many pupils did the schools outreach programme reach altogether in 2025-26?',
    constraints: { type: 'school', where: [], aggregate: 'sum', field: 'pupils_total', tol: 0 },
  },
  {
    id: 'observatory-a07', category: 'aggregate', facet: 'units', kind: 'value',
    question: 'How long was our longest observing session, in hours?',
    constraints: { type: 'session', where: [], aggregate: 'max', field: 'duration', unit: 'h' },
  },
  {
    id: 'observatory-a08', category: 'aggregate', facet: 'loans', kind: 'value',
    question: 'What is the total of the deposits taken in pounds sterling for equipment loans?',
    constraints: { type: 'loan', where: [{ f: 'currency', op: '=', v: 'GBP' }], aggregate: 'sum', field: 'deposit' },
  },
  {
    id: 'observatory-a09', category: 'aggregate', facet: 'prose', kind: 'value',
    question: 'What is the mean distance of the globlar clusters on our lists, in light years?',
    typo: 'globlar',
    constraints: { type: 'target', where: [{ f: 'type', op: '=', v: 'Globular cluster' }], aggregate: 'mean', field: 'distance' },
  },
  {
    id: 'observatory-a10', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: 'Which is the brightest object on our observing lists?',
    constraints: { type: 'target', where: [], aggregate: 'argmin', field: 'magnitude' },
  },
  {
    id: 'observatory-a11', category: 'aggregate', facet: 'units', kind: 'list',
    question: 'What are our three biggest telescopes by aperture?',
    constraints: { type: 'instrument', where: [], aggregate: 'argmax', field: 'aperture', n: 3 },
  },
  {
    id: 'observatory-a12', category: 'aggregate', facet: 'wide', kind: 'list',
    question: 'Which instrument got the most hours of use between September and March?',
    constraints: { type: 'instrument', where: [], aggregate: 'argmax', field: 'hours_total' },
  },

  // ------------------------------------------------------------------ comparison (9)
  {
    id: 'observatory-c01', category: 'comparison', facet: 'json', kind: 'list',
    question: 'Which is further away, M81 or M82?',
    constraints: { entities: ['M81', 'M82'], field: 'distance', winner: 'max' },
  },
  {
    id: 'observatory-c02', category: 'comparison', facet: 'yaml', kind: 'boolean',
    question: "Is the Lodge SCT's focal length longer than the Greenwood Mak's?",
    constraints: { entities: ['Lodge SCT', 'Greenwood Mak'], field: 'focal_length', winner: 'max' },
  },
  {
    id: 'observatory-c03', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which school is further from the observatory, Hollins Cross Primary School or Ravensdale High School?',
    constraints: { entities: ['Hollins Cross Primary School', 'Ravensdale High School'], field: 'distance', winner: 'max' },
  },
  {
    id: 'observatory-c04', category: 'comparison', facet: 'log', kind: 'boolean',
    question: 'Was the seeing better on 14 February 2026 than at the dark site on 7 February?',
    constraints: { entities: ['OS-26-06', 'OS-26-05'], field: 'seeing', winner: 'max' },
  },
  {
    id: 'observatory-c05', category: 'comparison', facet: 'targets', kind: 'list',
    question: 'Which looks brighter, the Ring Nebula or the Dumbbell Nebula?',
    constraints: { entities: ['M57', 'M27'], field: 'magnitude', winner: 'min' },
  },
  {
    id: 'observatory-c06', category: 'comparison', facet: 'register', kind: 'list',
    question: 'Who has been a member longer, Jean Pickup or Brian Holroyd?',
    constraints: { entities: ['Jean Pickup', 'Brian Holroyd'], field: 'joined', winner: 'min' },
  },
  {
    id: 'observatory-c07', category: 'comparison', facet: 'language', kind: 'boolean',
    question: 'Was the Big Binoculars loan to Falkenau longer than the Coronado PST loan to Falkenau?',
    constraints: { entities: ['LN-25-08', 'LN-25-03'], field: 'days_out', winner: 'max' },
  },
  {
    id: 'observatory-c08', category: 'comparison', facet: 'wide', kind: 'list',
    question: 'Which school sent more pupils over the year, Calverbridge Junior School or Over Wharton Village School?',
    constraints: { entities: ['Calverbridge Junior School', 'Over Wharton Village School'], field: 'pupils_total', winner: 'max' },
  },
  {
    id: 'observatory-c09', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which has the larger aperture, the Cooke Refractor or the Falkenau Refractor?',
    constraints: { entities: ['Cooke Refractor', 'Falkenau Refractor'], field: 'aperture', winner: 'max' },
  },
];
