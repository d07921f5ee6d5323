// Questions of the leisure domain (held-out), written by hand with their meaning as structured constraints; the
// gold answers are computed by gold.mjs from source.csv, never typed in.
// Conventions: "more than / over / after / longer than" strict, "at least / or more" inclusive, "under / less than /
// before / shorter than" strict; "between X and Y" exclusive ("strictly between"); "stage 1 to 3" inclusive; "Q1
// 2025" / "January to March 2025" = the gym-entry export's period; a pool's centre, an incident's centre through its
// pool; "the centre we run jointly with Chirk Town Council" = the centre whose operator is joint; a "typo" field names
// a misspelling the question keeps on purpose.
const SVN = 'Severnside Leisure Centre';
const HPK = 'Hawthorn Park Leisure Centre';
const CVL = 'Ceiriog Valley Leisure Centre';

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  {
    id: 'leisure-l01', category: 'lookup', kind: 'value', facet: 'units',
    question: 'What temperature is the water in the Hawthorn Park teaching pool, in Fahrenheit?',
    constraints: { entity: 'Hawthorn Park Teaching Pool', field: 'water_temp_f' },
  },
  {
    id: 'leisure-l02', category: 'lookup', kind: 'value', facet: 'units',
    question: 'How long is the main pool at Hawthorn Park in metres?',
    constraints: { entity: 'Hawthorn Park Main Pool', field: 'length', unit: 'm' },
  },
  {
    id: 'leisure-l03', category: 'lookup', kind: 'value', facet: 'instructors',
    question: "What is Gemma Lowe's hourly rate?",
    constraints: { entity: 'Gemma Lowe', field: 'hourly_rate' },
  },
  {
    id: 'leisure-l04', category: 'lookup', kind: 'list', facet: 'instructors',
    question: 'what quals has Rhian Pugh got',
    constraints: { entity: 'Rhian Pugh', field: 'qualifications' },
  },
  {
    id: 'leisure-l05', category: 'lookup', kind: 'list', facet: 'instructors',
    question: 'Which centres does Jade Morris teach at?',
    constraints: { entity: 'Jade Morris', field: 'centres' },
  },
  {
    id: 'leisure-l06', category: 'lookup', kind: 'value', facet: 'language',
    question: 'How long does the Yoga for Beginners class at Ceiriog last, in minutes?',
    constraints: { entity: 'Yoga for Beginners', field: 'length', unit: 'min' },
  },
  {
    id: 'leisure-l07', category: 'lookup', kind: 'value', facet: 'language',
    question: 'How much does Tariq Tudor pay a month for his membership?',
    constraints: { entity: 'Tariq Tudor', field: 'monthly_fee' },
  },
  {
    id: 'leisure-l08', category: 'lookup', kind: 'value', facet: 'members',
    question: 'When did Ravi Wood join?',
    constraints: { entity: 'Ravi Wood', field: 'joined' },
  },
  {
    id: 'leisure-l09', category: 'lookup', kind: 'value', facet: 'yaml',
    question: 'How many children are waiting for a place in swimming group SL-HPK-01?',
    constraints: { entity: 'SL-HPK-01', field: 'waiting_list' },
  },
  {
    id: 'leisure-l10', category: 'lookup', kind: 'value', facet: 'prose',
    question: 'How many hours of pool time were lost in incident INC-25-006?',
    constraints: { entity: 'INC-25-006', field: 'hours_lost', unit: 'h' },
  },
  {
    id: 'leisure-l11', category: 'lookup', kind: 'value', facet: 'export',
    question: 'How many times did Katie Evans use the gym between January and March 2025?',
    constraints: { entity: 'Katie Evans', field: 'gym_entries_q1' },
  },
  {
    id: 'leisure-l12', category: 'lookup', kind: 'boolean', facet: 'pools',
    question: 'Does the Hawthorn Park Main Pool have a pool hoist?',
    constraints: { entity: 'Hawthorn Park Main Pool', check: [{ f: 'hoist', op: '=', v: true }] },
  },

  // ------------------------------------------------------------------ inverse (13)
  {
    id: 'leisure-i01', category: 'inverse', kind: 'list', facet: 'classes',
    question: 'Which classes does Paula Bevan teach?',
    constraints: { type: 'class', where: [{ f: 'instructor', op: '=', v: 'Paula Bevan' }] },
  },
  {
    id: 'leisure-i02', category: 'inverse', kind: 'list', facet: 'prose',
    question: 'List the pools at Severnside Leisure Centre.',
    constraints: { type: 'pool', where: [{ f: 'centre', op: '=', v: SVN }] },
  },
  {
    id: 'leisure-i03', category: 'inverse', kind: 'list', facet: 'instructors', typo: 'lifegaurd → lifeguard',
    question: 'Which instructors hold a pool lifegaurd qualification (NPLQ)?',
    constraints: { type: 'instructor', where: [{ f: 'qualifications', op: 'has', v: 'NPLQ' }] },
  },
  {
    id: 'leisure-i04', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Which pool closures happened at the centre we run jointly with Chirk Town Council?',
    constraints: { type: 'incident', where: [{ f: 'centre', op: 'ref', where: [{ f: 'joint', op: '=', v: true }] }] },
  },
  {
    id: 'leisure-i05', category: 'inverse', kind: 'list', facet: 'language',
    question: 'What classes are on a Saturday?',
    constraints: { type: 'class', where: [{ f: 'weekday', op: '=', v: 'Saturday' }] },
  },
  {
    id: 'leisure-i06', category: 'inverse', kind: 'list', facet: 'swim school',
    question: 'Which swimming-lesson groups does Owain Griffiths teach?',
    constraints: { type: 'swim_group', where: [{ f: 'teacher', op: '=', v: 'Owain Griffiths' }] },
  },
  {
    id: 'leisure-i07', category: 'inverse', kind: 'list', facet: 'prose',
    question: 'Which incidents were down to a filter pump failure?',
    constraints: { type: 'incident', where: [{ f: 'cause', op: '=', v: 'Filter pump failure' }] },
  },
  {
    id: 'leisure-i08', category: 'inverse', kind: 'list', facet: 'members',
    question: 'Who joined as a member in 2025?',
    constraints: { type: 'member', where: [{ f: 'joined', op: '>=', v: '2025-01-01' }] },
  },
  {
    id: 'leisure-i09', category: 'inverse', kind: 'list', facet: 'bookings',
    question: 'Which bookings did Chirk Juniors FC make?',
    constraints: { type: 'booking', where: [{ f: 'hirer', op: '=', v: 'Chirk Juniors FC' }] },
  },
  {
    id: 'leisure-i10', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Which classes are taught by instructors with a kettlebell qualification?',
    constraints: { type: 'class', where: [{ f: 'instructor', op: 'ref', where: [{ f: 'qualifications', op: 'has', v: 'Kettlebells' }] }] },
  },
  {
    id: 'leisure-i11', category: 'inverse', kind: 'list', facet: 'swim school',
    question: 'Which swimming groups use the teaching pool at Hawthorn Park?',
    constraints: { type: 'swim_group', where: [{ f: 'pool', op: '=', v: 'Hawthorn Park Teaching Pool' }] },
  },
  {
    id: 'leisure-i12', category: 'inverse', kind: 'list', facet: 'instructors',
    question: 'Who teaches at Ceiriog Valley?',
    constraints: { type: 'instructor', where: [{ f: 'centres', op: 'has', v: CVL }] },
  },
  {
    id: 'leisure-i13', category: 'inverse', kind: 'list', facet: 'export',
    question: "Which members didn't use the gym at all in the first quarter of 2025?",
    constraints: { type: 'member', where: [{ f: 'gym_entries_q1', op: '=', v: 0 }] },
  },

  // ------------------------------------------------------------------ multi-condition (14)
  {
    id: 'leisure-m01', category: 'multi-condition', kind: 'list', facet: 'classes',
    question: 'Which Hawthorn Park classes start after 6pm?',
    constraints: { type: 'class', where: [{ f: 'centre', op: '=', v: HPK }, { f: 'start', op: '>', v: '18:00' }] },
  },
  {
    id: 'leisure-m02', category: 'multi-condition', kind: 'list', facet: 'members',
    question: 'Which concession members at Severnside pay under 24 quid a month?',
    constraints: { type: 'member', where: [{ f: 'membership_type', op: '=', v: 'Concession' }, { f: 'home_centre', op: '=', v: SVN }, { f: 'monthly_fee', op: '<', v: 24 }] },
  },
  {
    id: 'leisure-m03', category: 'multi-condition', kind: 'list', facet: 'classes',
    question: 'Which Severnside classes are shorter than 50 minutes?',
    constraints: { type: 'class', where: [{ f: 'centre', op: '=', v: SVN }, { f: 'length', op: '<', v: 50 }] },
  },
  {
    id: 'leisure-m04', category: 'multi-condition', kind: 'list', facet: 'units',
    question: 'Which pools are over 70 feet long with five lanes or more?',
    constraints: { type: 'pool', where: [{ f: 'length', op: '>', v: 70, unit: 'ft' }, { f: 'lanes', op: '>=', v: 5 }] },
  },
  {
    id: 'leisure-m05', category: 'multi-condition', kind: 'list', facet: 'yaml',
    question: 'Which stage 1 to 3 swimming groups have more than a dozen children on the waiting list?',
    constraints: { type: 'swim_group', where: [{ f: 'stage', op: 'between_incl', v: [1, 3] }, { f: 'waiting_list', op: '>', v: 12 }] },
  },
  {
    id: 'leisure-m06', category: 'multi-condition', kind: 'list', facet: 'members', typo: 'memebers → members',
    question: 'Which adult memebers joined before 2015?',
    constraints: { type: 'member', where: [{ f: 'membership_type', op: '=', v: 'Adult' }, { f: 'joined', op: '<', v: '2015-01-01' }] },
  },
  {
    id: 'leisure-m07', category: 'multi-condition', kind: 'list', facet: 'instructors',
    question: 'Which instructors teaching at Hawthorn Park are paid more than £20 an hour?',
    constraints: { type: 'instructor', where: [{ f: 'centres', op: 'has', v: HPK }, { f: 'hourly_rate', op: '>', v: 20 }] },
  },
  {
    id: 'leisure-m08', category: 'multi-condition', kind: 'list', facet: 'prose',
    question: 'Which Hawthorn Park incidents lost more than five hours?',
    constraints: { type: 'incident', where: [{ f: 'centre', op: '=', v: HPK }, { f: 'hours_lost', op: '>', v: 5 }] },
  },
  {
    id: 'leisure-m09', category: 'multi-condition', kind: 'list', facet: 'language',
    question: 'Which Ceiriog Valley members have a membership other than adult?',
    constraints: { type: 'member', where: [{ f: 'home_centre', op: '=', v: CVL }, { f: 'membership_type', op: '!=', v: 'Adult' }] },
  },
  {
    id: 'leisure-m10', category: 'multi-condition', kind: 'list', facet: 'classes',
    question: 'What classes on a Tuesday or Wednesday start before noon?',
    constraints: { type: 'class', where: [{ f: 'weekday', op: 'in', v: ['Tuesday', 'Wednesday'] }, { f: 'start', op: '<', v: '12:00' }] },
  },
  {
    id: 'leisure-m11', category: 'multi-condition', kind: 'list', facet: 'bookings',
    question: 'Which Severnside bookings came to more than £100?',
    constraints: { type: 'booking', where: [{ f: 'centre', op: '=', v: SVN }, { f: 'amount', op: '>', v: 100 }] },
  },
  {
    id: 'leisure-m12', category: 'multi-condition', kind: 'list', facet: 'swim school',
    question: 'Which Saturday swimming groups are strictly between stage 5 and stage 10?',
    constraints: { type: 'swim_group', where: [{ f: 'weekday', op: '=', v: 'Saturday' }, { f: 'stage', op: 'between', v: [5, 10] }] },
  },
  {
    id: 'leisure-m13', category: 'multi-condition', kind: 'count', facet: 'export',
    question: 'How many Hawthorn Park members went to the gym more than twenty times in Q1 2025?',
    constraints: { type: 'member', where: [{ f: 'home_centre', op: '=', v: HPK }, { f: 'gym_entries_q1', op: '>', v: 20 }], aggregate: 'count' },
  },
  {
    id: 'leisure-m14', category: 'multi-condition', kind: 'boolean', facet: 'language',
    question: 'Is there any class at Ceiriog Valley that starts before half past seven in the morning?',
    constraints: { type: 'class', where: [{ f: 'centre', op: '=', v: CVL }, { f: 'start', op: '<', v: '07:30' }], aggregate: 'exists' },
  },

  // ------------------------------------------------------------------ aggregate (12)
  {
    id: 'leisure-a01', category: 'aggregate', kind: 'value', facet: 'prose',
    question: "How many hours did Severnside's pools lose to closures in total?",
    constraints: { type: 'incident', where: [{ f: 'centre', op: '=', v: SVN }], aggregate: 'sum', field: 'hours_lost', unit: 'h' },
  },
  {
    id: 'leisure-a02', category: 'aggregate', kind: 'value', facet: 'units',
    question: 'How many minutes of pool time were lost to faecal fouling altogether?',
    constraints: { type: 'incident', where: [{ f: 'cause', op: '=', v: 'Faecal fouling' }], aggregate: 'sum', field: 'hours_lost', unit: 'min' },
  },
  {
    id: 'leisure-a03', category: 'aggregate', kind: 'value', facet: 'members',
    question: "What's the average monthly fee paid by family members?",
    constraints: { type: 'member', where: [{ f: 'membership_type', op: '=', v: 'Family' }], aggregate: 'mean', field: 'monthly_fee' },
  },
  {
    id: 'leisure-a04', category: 'aggregate', kind: 'value', facet: 'wide',
    question: 'How many visits did Ceiriog Valley have in 2024?',
    constraints: { entity: CVL, field: 'visits_2024', tol: 0 },
  },
  {
    id: 'leisure-a05', category: 'aggregate', kind: 'value', facet: 'prose',
    question: "What's the warmest pool water temperature across all our centres?",
    constraints: { type: 'pool', where: [], aggregate: 'max', field: 'water_temp' },
  },
  {
    id: 'leisure-a06', category: 'aggregate', kind: 'value', facet: 'bookings',
    question: 'How much did Bridgnorth Otters Swimming Club pay for their bookings in March in total?',
    constraints: { type: 'booking', where: [{ f: 'hirer', op: '=', v: 'Bridgnorth Otters Swimming Club' }], aggregate: 'sum', field: 'amount' },
  },
  {
    id: 'leisure-a07', category: 'aggregate', kind: 'count', facet: 'classes', typo: 'clases → classes',
    question: 'How many clases does Jade Morris teach each week?',
    constraints: { type: 'class', where: [{ f: 'instructor', op: '=', v: 'Jade Morris' }], aggregate: 'count' },
  },
  {
    id: 'leisure-a08', category: 'aggregate', kind: 'count', facet: 'members',
    question: 'How many concession members do we have?',
    constraints: { type: 'member', where: [{ f: 'membership_type', op: '=', v: 'Concession' }], aggregate: 'count' },
  },
  {
    id: 'leisure-a09', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: 'Which swimming group has the longest waiting list?',
    constraints: { type: 'swim_group', where: [], aggregate: 'argmax', field: 'waiting_list' },
  },
  {
    id: 'leisure-a10', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: 'What are our three best-attended classes?',
    constraints: { type: 'class', where: [], aggregate: 'argmax', field: 'avg_attendance', n: 3 },
  },
  {
    id: 'leisure-a11', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: 'Which is our shortest pool?',
    constraints: { type: 'pool', where: [], aggregate: 'argmin', field: 'length' },
  },
  {
    id: 'leisure-a12', category: 'aggregate', kind: 'list', facet: 'export',
    question: 'Which member went to the gym most often in January to March 2025?',
    constraints: { type: 'member', where: [], aggregate: 'argmax', field: 'gym_entries_q1' },
  },

  // ------------------------------------------------------------------ comparison (9)
  {
    id: 'leisure-c01', category: 'comparison', kind: 'list', facet: 'units',
    question: 'Which is longer, the Hawthorn Park Main Pool or the Ceiriog Valley Pool?',
    constraints: { entities: ['Hawthorn Park Main Pool', 'Ceiriog Valley Pool'], field: 'length', winner: 'max' },
  },
  {
    id: 'leisure-c02', category: 'comparison', kind: 'boolean', facet: 'instructors',
    question: 'Is Paula Bevan paid more per hour than Jade Morris?',
    constraints: { entities: ['Paula Bevan', 'Jade Morris'], field: 'hourly_rate', winner: 'max' },
  },
  {
    id: 'leisure-c03', category: 'comparison', kind: 'list', facet: 'classes',
    question: 'Which gets more people on average, Zumba or Step Classic?',
    constraints: { entities: ['Zumba', 'Step Classic'], field: 'avg_attendance', winner: 'max' },
  },
  {
    id: 'leisure-c04', category: 'comparison', kind: 'boolean', facet: 'pools',
    question: 'Is the Severnside learner pool warmer than the teaching pool at Hawthorn Park?',
    constraints: { entities: ['Severnside Learner Pool', 'Hawthorn Park Teaching Pool'], field: 'water_temp', winner: 'max' },
  },
  {
    id: 'leisure-c05', category: 'comparison', kind: 'list', facet: 'prose',
    question: 'Who has been a member longer, Katie Evans or Gareth Colley?',
    constraints: { entities: ['Katie Evans', 'Gareth Colley'], field: 'joined', winner: 'min' },
  },
  {
    id: 'leisure-c06', category: 'comparison', kind: 'list', facet: 'wide',
    question: 'Which centre had more visits in August 2024, Severnside or Hawthorn Park?',
    constraints: { entities: [SVN, HPK], field: 'visits_2024_aug', winner: 'max' },
  },
  {
    id: 'leisure-c07', category: 'comparison', kind: 'boolean', facet: 'prose',
    question: 'Did INC-25-001 lose more hours than INC-25-007?',
    constraints: { entities: ['INC-25-001', 'INC-25-007'], field: 'hours_lost', winner: 'max' },
  },
  {
    id: 'leisure-c08', category: 'comparison', kind: 'list', facet: 'bookings',
    question: 'Which booking was longer, BK-25-0421 or BK-25-0440?',
    constraints: { entities: ['BK-25-0421', 'BK-25-0440'], field: 'hours', winner: 'max' },
  },
  {
    id: 'leisure-c09', category: 'comparison', kind: 'list', facet: 'prose',
    question: 'Which is the longer class, Kettlebell Blast or Kettlebell Power?',
    constraints: { entities: ['Kettlebell Blast', 'Kettlebell Power'], field: 'length', winner: 'max' },
  },
];
