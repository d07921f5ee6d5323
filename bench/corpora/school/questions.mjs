// School questions (held-out): 60 hand-written questions over the staff drive of Northmere International School,
// each with its meaning as structured constraints for gold-engine.mjs. Written blind to Quarry's question parser.
// Conventions: "more than / over / above / after" strict, "at least" inclusive, "fewer than / under / before"
// strict, "between X and Y" exclusive; "part-time" = FTE below 1; "the biggest room" = the largest floor area;
// "GCSE groups" = groups of Years 10 and 11; "sixth form" = Years 12 and 13; a trip's cost is compared only within
// its own currency (trip.currency, derived); areas asked in sq ft, distances in miles are converted from the
// canonical m² and km. Each entry keeps a finer `facet` (what it exercises).
const T = (f, op, v, unit) => (unit ? { f, op, v, unit } : { f, op, v });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'school-l01', category: 'lookup', facet: 'rooms', kind: 'value', question: "What's the capacity of S2.14?", constraints: { entity: 'S2.14', field: 'capacity' } },
  { id: 'school-l02', category: 'lookup', facet: 'codes', kind: 'value', question: 'Who teaches 10B-MA2?', constraints: { entity: '10B-MA2', field: 'teacher' } },
  { id: 'school-l03', category: 'lookup', facet: 'units', kind: 'value', question: 'How big is the drama studio A0.10 in square metres?', constraints: { entity: 'A0.10', field: 'area', unit: 'm2' } },
  { id: 'school-l04', category: 'lookup', facet: 'rooms', kind: 'list', question: 'what equipment is there in C0.14', constraints: { entity: 'C0.14', field: 'equipment' } },
  { id: 'school-l05', category: 'lookup', facet: 'trips', kind: 'value', question: 'How much does the Berlin History Trip cost per pupil?', constraints: { entity: 'Berlin History Trip', field: 'cost' } },
  { id: 'school-l06', category: 'lookup', facet: 'letters', kind: 'value', question: 'When does the Paris languages trip leave?', constraints: { entity: 'Paris Languages Trip', field: 'departs' } },
  { id: 'school-l07', category: 'lookup', facet: 'fte', kind: 'value', question: "What is Grace Mbeki's FTE?", constraints: { entity: 'Grace Mbeki', field: 'fte' } },
  { id: 'school-l08', category: 'lookup', facet: 'marks', kind: 'value', question: 'What did 12X-PH1 average in the October mocks, as a percentage?', constraints: { entity: '12X-PH1', field: 'mean_pct' } },
  { id: 'school-l09', category: 'lookup', facet: 'exams', kind: 'value', question: 'Which exam board is GCSE History with?', constraints: { entity: 'GCSE History', field: 'board' } },
  { id: 'school-l10', category: 'lookup', facet: 'timetable', kind: 'list', question: 'On which days does 11B-GE1 have geography?', constraints: { entity: '11B-GE1', field: 'days' } },
  { id: 'school-l11', category: 'lookup', facet: 'staff', kind: 'list', question: 'What subjects does Farah Siddiqui teach?', constraints: { entity: 'Farah Siddiqui', field: 'subjects' } },
  { id: 'school-l12', category: 'lookup', facet: 'language', kind: 'value', question: "What's the English average out of 20 for the partner class 1re 5?", constraints: { entity: '1re 5', field: 'english_average' } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'school-i01', category: 'inverse', facet: 'groups', kind: 'list', question: 'Which groups does Daniel Osei teach?', constraints: { type: 'group', where: [T('teacher', '=', 'Daniel Osei')] } },
  { id: 'school-i02', category: 'inverse', facet: 'rooms', kind: 'list', question: 'Which classes are timetabled in S2.11?', constraints: { type: 'group', where: [T('room', '=', 'S2.11')] } },
  { id: 'school-i03', category: 'inverse', facet: 'trips', kind: 'list', question: 'Which trips is Peter Lindqvist leading this year?', constraints: { type: 'trip', where: [T('leader', '=', 'Peter Lindqvist')] } },
  { id: 'school-i04', category: 'inverse', facet: 'other-than', kind: 'list', question: 'Who teaches in Modern Languages apart from the head of department?', constraints: { type: 'teacher', where: [T('department', '=', 'Modern Languages'), T('role', '!=', 'Head of Department')] } },
  { id: 'school-i05', category: 'inverse', facet: 'rooms', kind: 'list', question: 'Which rooms belong to the Arts department?', constraints: { type: 'room', where: [T('department', '=', 'Arts')] } },
  { id: 'school-i06', category: 'inverse', facet: 'staff', kind: 'list', question: 'Whcih teachers can teach French?', typo: 'Whcih', constraints: { type: 'teacher', where: [T('subjects', 'has', 'French')] } },
  { id: 'school-i07', category: 'inverse', facet: 'exams', kind: 'list', question: 'Which groups are entered for GCSE Chemistry?', constraints: { type: 'group', where: [T('qualification', '=', 'GCSE Chemistry')] } },
  { id: 'school-i08', category: 'inverse', facet: 'timetable', kind: 'list', question: 'Which Year 11 groups have a lesson on Wednesday?', constraints: { type: 'group', where: [T('year', '=', 11), T('days', 'has', 'Wednesday')] } },
  { id: 'school-i09', category: 'inverse', facet: 'link', kind: 'list', question: 'Which classes at Lycée Marie-Curie are paired with one of our English groups?', constraints: { type: 'partner_class', where: [{ f: 'partner_group', op: 'ref', where: [T('subject', 'in', ['English', 'English Literature'])] }] } },
  { id: 'school-i10', category: 'inverse', facet: 'exams', kind: 'list', question: 'Which of our exam entries are with OCR?', constraints: { type: 'qualification', where: [T('board', '=', 'OCR')] } },
  { id: 'school-i11', category: 'inverse', facet: 'staff', kind: 'list', question: 'who are the Year 7 form tutors', constraints: { type: 'teacher', where: [T('tutor_group', 'in', ['7A', '7B'])] } },
  { id: 'school-i12', category: 'inverse', facet: 'link', kind: 'list', question: 'Which groups are taught in a room with a fume cupboard?', constraints: { type: 'group', where: [{ f: 'room', op: 'ref', where: [T('equipment', 'has', 'fume cupboard')] }] } },
  { id: 'school-i13', category: 'inverse', facet: 'trips', kind: 'list', question: 'What trips are going to France?', constraints: { type: 'trip', where: [T('country', '=', 'France')] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'school-m01', category: 'multi-condition', facet: 'groups', kind: 'list', question: 'Which Year 10 groups have more than 25 pupils?', constraints: { type: 'group', where: [T('year', '=', 10), T('pupils', '>', 25)] } },
  { id: 'school-m02', category: 'multi-condition', facet: 'rooms', kind: 'list', question: 'Labs with fewer than 28 seats that have a fume cupboard?', constraints: { type: 'room', where: [T('type', '=', 'Laboratory'), T('capacity', '<', 28), T('equipment', 'has', 'fume cupboard')] } },
  { id: 'school-m03', category: 'multi-condition', facet: 'dates', kind: 'list', question: 'Which full-time teachers joined after 2020?', constraints: { type: 'teacher', where: [T('fte', '=', 1), T('joined', '>', '2020-12-31')] } },
  { id: 'school-m04', category: 'multi-condition', facet: 'rooms', kind: 'list', question: 'Which step-free rooms can seat at least 30 pupils?', constraints: { type: 'room', where: [T('step_free', '=', true), T('capacity', '>=', 30)] } },
  { id: 'school-m05', category: 'multi-condition', facet: 'trips', kind: 'list', question: 'Which trips priced in euros last more than three nights?', constraints: { type: 'trip', where: [T('currency', '=', 'EUR'), T('nights', '>', 3)] } },
  { id: 'school-m06', category: 'multi-condition', facet: 'assessment', kind: 'list', question: 'Which Year 11 groups averaged between 60% and 78% in the autumn assessment?', constraints: { type: 'group', where: [T('year', '=', 11), T('mean_pct', 'between', [60, 78])] } },
  { id: 'school-m07', category: 'multi-condition', facet: 'fte', kind: 'list', question: 'Which science teachers work part-time?', constraints: { type: 'teacher', where: [T('department', '=', 'Science'), T('fte', '<', 1)] } },
  { id: 'school-m08', category: 'multi-condition', facet: 'grades', kind: 'list', question: 'Which GCSE groups are working at grade 7 or above?', constraints: { type: 'group', where: [T('year', 'between_incl', [10, 11]), T('working_grade', 'in', ['7', '8', '9'])] } },
  { id: 'school-m09', category: 'multi-condition', facet: 'groups', kind: 'list', question: 'Which sixth-form groups have fewer than ten students?', constraints: { type: 'group', where: [T('year', '>=', 12), T('pupils', '<', 10)] } },
  { id: 'school-m10', category: 'multi-condition', facet: 'rooms', kind: 'list', question: 'Which ground-floor rooms have computers in them?', constraints: { type: 'room', where: [T('floor', '=', 0), T('computers', '>', 0)] } },
  { id: 'school-m11', category: 'multi-condition', facet: 'link', kind: 'list', question: 'Which groups taught by a head of department have more than 20 pupils?', constraints: { type: 'group', where: [{ f: 'teacher', op: 'ref', where: [T('role', '=', 'Head of Department')] }, T('pupils', '>', 20)] } },
  { id: 'school-m12', category: 'multi-condition', facet: 'timetable', kind: 'list', question: 'Which Y11 groups are taught on both Monday and Friday?', constraints: { type: 'group', where: [T('year', '=', 11), T('days', 'has_all', ['Monday', 'Friday'])] } },
  { id: 'school-m13', category: 'multi-condition', facet: 'units', kind: 'list', question: 'Which trips involve a journey of more than 600 miles each way?', constraints: { type: 'trip', where: [T('distance', '>', 600, 'mi')] } },
  { id: 'school-m14', category: 'multi-condition', facet: 'link', kind: 'list', question: 'Which maths groups are in a room without step-free access?', constraints: { type: 'group', where: [T('subject', '=', 'Mathematics'), { f: 'room', op: 'ref', where: [T('step_free', '=', false)] }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'school-a01', category: 'aggregate', facet: 'groups', kind: 'count', question: 'How many teaching groups are there in Year 10?', constraints: { type: 'group', where: [T('year', '=', 10)], aggregate: 'count' } },
  { id: 'school-a02', category: 'aggregate', facet: 'fte', kind: 'count', question: 'How many teachers are part time?', constraints: { type: 'teacher', where: [T('fte', '<', 1)], aggregate: 'count' } },
  { id: 'school-a03', category: 'aggregate', facet: 'rooms', kind: 'count', question: 'How many rooms have an interactive whitebaord?', typo: 'whitebaord', constraints: { type: 'room', where: [T('equipment', 'has', 'interactive whiteboard')], aggregate: 'count' } },
  { id: 'school-a04', category: 'aggregate', facet: 'budget', kind: 'value', question: 'What is the total departmental budget allocation for 2025-26?', constraints: { type: 'department', where: [], aggregate: 'sum', field: 'allocation' } },
  { id: 'school-a05', category: 'aggregate', facet: 'groups', kind: 'value', question: 'Average class size across the Key Stage 3 groups (Years 7 to 9)?', constraints: { type: 'group', where: [T('year', '<=', 9)], aggregate: 'mean', field: 'pupils' } },
  { id: 'school-a06', category: 'aggregate', facet: 'units', kind: 'value', question: "What's the combined floor area of the science labs in sq ft?", constraints: { type: 'room', where: [T('type', '=', 'Laboratory')], aggregate: 'sum', field: 'area', unit: 'sq ft' } },
  { id: 'school-a07', category: 'aggregate', facet: 'trips', kind: 'value', question: 'How many coach seats have been booked across all the trips altogether?', constraints: { type: 'trip', where: [], aggregate: 'sum', field: 'coach_seats' } },
  { id: 'school-a08', category: 'aggregate', facet: 'superlative', kind: 'list', question: 'Which is the biggest room in the school?', constraints: { type: 'room', where: [], aggregate: 'argmax', field: 'area' } },
  { id: 'school-a09', category: 'aggregate', facet: 'budget', kind: 'list', question: 'Which three departments have the most budget left?', constraints: { type: 'department', where: [], aggregate: 'argmax', field: 'remaining', n: 3 } },
  { id: 'school-a10', category: 'aggregate', facet: 'language', kind: 'value', question: 'What is the mean English average (sur 20) across the partner classes?', constraints: { type: 'partner_class', where: [], aggregate: 'mean', field: 'english_average' } },
  { id: 'school-a11', category: 'aggregate', facet: 'superlative', kind: 'list', question: 'Which sixth form group has the highest average UCAS points?', constraints: { type: 'group', where: [T('year', '>=', 12)], aggregate: 'argmax', field: 'ucas_points' } },
  { id: 'school-a12', category: 'aggregate', facet: 'exams', kind: 'value', question: 'How many GCSE entries have we made in total for summer 2026?', constraints: { type: 'qualification', where: [T('level', '=', 'GCSE')], aggregate: 'sum', field: 'candidates' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'school-c01', category: 'comparison', facet: 'rooms', kind: 'boolean', question: 'Is S1.05 bigger than S1.02?', constraints: { entities: ['S1.05', 'S1.02'], field: 'area', winner: 'max' } },
  { id: 'school-c02', category: 'comparison', facet: 'trips', kind: 'list', question: 'Which is further away, the Berlin trip or the Barcelona trip?', constraints: { entities: ['Berlin History Trip', 'Barcelona Art Trip'], field: 'distance', winner: 'max' } },
  { id: 'school-c03', category: 'comparison', facet: 'assessment', kind: 'list', question: 'Did 11A-MA1 or 11B-MA3 do better in the autumn assessment?', constraints: { entities: ['11A-MA1', '11B-MA3'], field: 'mean_pct', winner: 'max' } },
  { id: 'school-c04', category: 'comparison', facet: 'trips', kind: 'boolean', question: 'Does the Iceland expedition have more places than the Paris trip?', constraints: { entities: ['Iceland Geography Expedition', 'Paris Languages Trip'], field: 'places', winner: 'max' } },
  { id: 'school-c05', category: 'comparison', facet: 'exams', kind: 'list', question: 'Which has more candidates, A level Maths or A level English Literature?', constraints: { entities: ['A level Mathematics', 'A level English Literature'], field: 'candidates', winner: 'max' } },
  { id: 'school-c06', category: 'comparison', facet: 'fte', kind: 'boolean', question: "Is George Fenwick's contract smaller than Anna Becker's?", constraints: { entities: ['George Fenwick', 'Anna Becker'], field: 'fte', winner: 'min' } },
  { id: 'school-c07', category: 'comparison', facet: 'dates', kind: 'boolean', question: 'Has Helen Marsh been at Northmere longer than Rachel Okafor?', constraints: { entities: ['Helen Marsh', 'Rachel Okafor'], field: 'joined', winner: 'min' } },
  { id: 'school-c08', category: 'comparison', facet: 'language', kind: 'list', question: 'Which partner class has the better pass rate, 2nde 1 or Tle 2?', constraints: { entities: ['2nde 1', 'Tle 2'], field: 'pass_rate', winner: 'max' } },
  { id: 'school-c09', category: 'comparison', facet: 'units', kind: 'boolean', question: 'Is the art studio A0.03 over 1,000 sq ft?', constraints: { entity: 'A0.03', check: [T('area', '>', 1000, 'sq ft')] } },
];
