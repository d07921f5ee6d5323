// Questions of the courses domain (held-out; written blind to Quarry's parser), each with its meaning as structured
// constraints over source.csv (see gold-engine.mjs for the forms). Gold answers are computed by gold.mjs.
// Conventions: "more than / over / above / longer than" strict, "at least / or more" inclusive, "under / less than /
// fewer than / before" strict, a plain "between" exclusive (no value sits on a bound). Credits in ECTS; a question
// naming US credit hours means twice as many ECTS (1 US credit hour = 2 ECTS, the drive's convention), converted by
// hand in the constraint since the gold engine knows no credit units. Contact hours are per week, in hours unless the
// question names minutes. Fees in the campus currency (never converted). "Full" = as many enrolled as places.
// Derived fields (gold.mjs): course.campus, course.city, course.country, course.currency (through the department),
// course.full, course.free_places (capacity − enrolled), course.n_prereqs; lecturer.courses, department.courses,
// campus.courses (how many courses link to it).

const q = (id, category, facet, kind, question, constraints, extra = {}) => ({ id: `courses-${id}`, category, facet, kind, question, constraints, ...extra });
const CITY = (c) => ({ f: 'city', op: '=', v: c });
const CAMPUS_VIA_DEPT = (name) => ({ f: 'department', op: 'ref', where: [{ f: 'campus', op: '=', v: name }] });

export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  q('l01', 'lookup', 'conversion', 'value', 'How many ECTS is Databases worth?', { entity: 'Databases', field: 'credits' }),
  q('l02', 'lookup', 'lookup', 'value', "What's the fee for Empire?", { entity: 'Empire', field: 'fee' }),
  q('l03', 'lookup', 'lookup', 'value', 'how many contact hours a week does Tides have', { entity: 'Tides', field: 'contact_hours' }),
  q('l04', 'lookup', 'link', 'value', 'Who teaches Plankton?', { entity: 'Plankton', field: 'lecturer' }),
  q('l05', 'lookup', 'list field', 'list', 'What are the prerequisites for Maritime History?', { entity: 'Maritime History', field: 'prerequisites' }),
  q('l06', 'lookup', 'yes/no', 'boolean', 'Is Money & Banking taught online?', { entity: 'Money & Banking', check: [{ f: 'online', op: '=', v: true }] }),
  q('l07', 'lookup', 'date', 'value', 'When does Compilers start?', { entity: 'Compilers', field: 'start_date' }),
  q('l08', 'lookup', 'lookup', 'value', 'How many students are enrolled in Revolutions?', { entity: 'Revolutions', field: 'enrolled' }),
  q('l09', 'lookup', 'link', 'value', 'Which campus is the Design department on?', { entity: 'Design', field: 'campus' }),
  q('l10', 'lookup', 'date', 'value', 'What year did Catherine Mbeki join the university?', { entity: 'Catherine Mbeki', field: 'joined' }),
  q('l11', 'lookup', 'conversion', 'value', 'How many minutes of teaching per week does Interaction Design have?', { entity: 'Interaction Design', field: 'contact_hours', unit: 'min' }),
  q('l12', 'lookup', 'lookup', 'value', "what's the course code for Form", { entity: 'Form', field: 'code' }),

  // ---------------------------------------------------------------- inverse (13)
  q('i01', 'inverse', 'yes/no field', 'list', 'Which courses can I take online?', { type: 'course', where: [{ f: 'online', op: '=', v: true }] }),
  q('i02', 'inverse', 'inverse', 'list', 'which courses are taught in Dutch', { type: 'course', where: [{ f: 'language', op: '=', v: 'Dutch' }] }),
  q('i03', 'inverse', 'inverse', 'list', 'Which cources have an oral exam?', { type: 'course', where: [{ f: 'exam', op: '=', v: 'Oral exam' }] }, { typo: 'cources' }),
  q('i04', 'inverse', 'inverse', 'list', 'Which courses are worth 20 ECTS?', { type: 'course', where: [{ f: 'credits', op: '=', v: 20 }] }),
  q('i05', 'inverse', 'list field', 'list', 'Which courses require Linear Algebra?', { type: 'course', where: [{ f: 'prerequisites', op: 'has', v: 'Linear Algebra' }] }),
  q('i06', 'inverse', 'link', 'list', 'What courses does Mei Lin Zhou teach?', { type: 'course', where: [{ f: 'lecturer', op: '=', v: 'Mei Lin Zhou' }] }),
  q('i07', 'inverse', 'date', 'list', 'Which courses start in January 2026?', { type: 'course', where: [{ f: 'start_date', op: 'between_incl', v: ['2026-01-01', '2026-01-31'] }] }),
  // fewer than 3 US credit hours = fewer than 6 ECTS
  q('i08', 'inverse', 'conversion', 'list', 'Which courses are worth fewer than 3 US credit hours?', { type: 'course', where: [{ f: 'credits', op: '<', v: 6 }] }),
  q('i09', 'inverse', 'link', 'list', 'Which courses are taught at the Chicago campus?', { type: 'course', where: [{ f: 'department', op: 'ref', where: [{ f: 'campus', op: 'ref', where: [{ f: 'city', op: '=', v: 'Chicago' }] }] }] }),
  q('i10', 'inverse', 'range', 'list', 'Which courses have more than 3 hours of class a week?', { type: 'course', where: [{ f: 'contact_hours', op: '>', v: 3 }] }),
  q('i11', 'inverse', 'range', 'list', 'Which courses cost under £1,000?', { type: 'course', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'fee', op: '<', v: 1000 }] }),
  q('i12', 'inverse', 'inverse', 'list', 'List the postgraduate courses.', { type: 'course', where: [{ f: 'level', op: '=', v: 'Postgraduate' }] }),
  q('i13', 'inverse', 'derived', 'list', 'Which courses are already full?', { type: 'course', where: [{ f: 'full', op: '=', v: true }] }),

  // ---------------------------------------------------------------- multi-condition (14)
  q('m01', 'multi-condition', 'yes/no', 'list', 'Which postgraduate courses are available online?', { type: 'course', where: [{ f: 'level', op: '=', v: 'Postgraduate' }, { f: 'online', op: '=', v: true }] }),
  q('m02', 'multi-condition', 'multi', 'list', 'Undergraduate courses in the autumn semester with a written exam?', { type: 'course', where: [{ f: 'level', op: '=', v: 'Undergraduate' }, { f: 'semester', op: '=', v: 'Autumn' }, { f: 'exam', op: '=', v: 'Written exam' }] }),
  q('m03', 'multi-condition', 'link', 'list', 'Which online courses are taught by lecturers who joined before 2015?', { type: 'course', where: [{ f: 'online', op: '=', v: true }, { f: 'lecturer', op: 'ref', where: [{ f: 'joined', op: '<', v: 2015 }] }] }),
  q('m04', 'multi-condition', 'link', 'list', 'Which English-taught courses in Amsterdam cost less than €1,000?', { type: 'course', where: [CITY('Amsterdam'), { f: 'language', op: '=', v: 'English' }, { f: 'fee', op: '<', v: 1000 }] }),
  q('m05', 'multi-condition', 'link', 'list', 'Which spring courses at Harbourside have fewer than 60 students enrolled?', { type: 'course', where: [{ f: 'campus', op: '=', v: 'Harbourside' }, { f: 'semester', op: '=', v: 'Spring' }, { f: 'enrolled', op: '<', v: 60 }] }),
  q('m06', 'multi-condition', 'negation', 'list', "Which courses worth at least 10 ECTS don't have any prerequisites?", { type: 'course', where: [{ f: 'credits', op: '>=', v: 10 }, { f: 'n_prereqs', op: '=', v: 0 }] }),
  q('m07', 'multi-condition', 'range', 'list', 'spring courses worth more than 5 but less than 10 ECTS', { type: 'course', where: [{ f: 'semester', op: '=', v: 'Spring' }, { f: 'credits', op: 'between', v: [5, 10] }] }),
  q('m08', 'multi-condition', 'negation', 'list', "Which Copenhagen courses aren't taught in English?", { type: 'course', where: [CITY('Copenhagen'), { f: 'language', op: '!=', v: 'English' }] }),
  q('m09', 'multi-condition', 'derived', 'list', 'Which project-assessed courses still have more than 20 free places?', { type: 'course', where: [{ f: 'exam', op: '=', v: 'Project' }, { f: 'free_places', op: '>', v: 20 }] }),
  q('m10', 'multi-condition', 'link', 'list', 'Which autumn courses are taught by a full Professor?', { type: 'course', where: [{ f: 'semester', op: '=', v: 'Autumn' }, { f: 'lecturer', op: 'ref', where: [{ f: 'title', op: '=', v: 'Professor' }] }] }),
  q('m11', 'multi-condition', 'date', 'list', "Marine Biology courses other than Rowan Pike's that start before 10 September 2025?", { type: 'course', where: [{ f: 'department', op: '=', v: 'Marine Biology' }, { f: 'lecturer', op: '!=', v: 'Rowan Pike' }, { f: 'start_date', op: '<', v: '2025-09-10' }] }),
  q('m12', 'multi-condition', 'exists', 'boolean', 'Are there any postgraduate Computer Science courses taught online that start in the autumn?', { type: 'course', aggregate: 'exists', where: [{ f: 'level', op: '=', v: 'Postgraduate' }, { f: 'department', op: '=', v: 'Computer Science' }, { f: 'online', op: '=', v: true }, { f: 'semester', op: '=', v: 'Autumn' }] }),
  q('m13', 'multi-condition', 'link', 'list', "Which undergraduate courses have a prerequisite that's taught online?", { type: 'course', where: [{ f: 'level', op: '=', v: 'Undergraduate' }, { f: 'prerequisites', op: 'ref', where: [{ f: 'online', op: '=', v: true }] }] }),
  q('m14', 'multi-condition', 'range', 'list', 'On-campus-only courses with between 100 and 160 students enrolled', { type: 'course', where: [{ f: 'online', op: '=', v: false }, { f: 'enrolled', op: 'between', v: [100, 160] }] }),

  // ---------------------------------------------------------------- aggregate (14)
  q('a01', 'aggregate', 'count', 'count', 'How many courses does the Economics department offer?', { type: 'course', where: [{ f: 'department', op: '=', v: 'Economics' }], aggregate: 'count' }),
  q('a02', 'aggregate', 'count', 'count', 'how many courses are online', { type: 'course', where: [{ f: 'online', op: '=', v: true }], aggregate: 'count' }),
  q('a03', 'aggregate', 'count', 'count', 'How many courses start in February 2026?', { type: 'course', where: [{ f: 'start_date', op: 'between_incl', v: ['2026-02-01', '2026-02-28'] }], aggregate: 'count' }),
  q('a04', 'aggregate', 'aggregate', 'value', "What's the average number of contact hours per week for Design courses?", { type: 'course', where: [{ f: 'department', op: '=', v: 'Design' }], aggregate: 'mean', field: 'contact_hours' }),
  q('a05', 'aggregate', 'superlative', 'list', 'Which course has the most students enrolled?', { type: 'course', aggregate: 'argmax', field: 'enrolled' }),
  q('a06', 'aggregate', 'superlative', 'list', 'Which course has the fewest students?', { type: 'course', aggregate: 'argmin', field: 'enrolled' }),
  q('a07', 'aggregate', 'aggregate', 'value', 'How many students are enrolled in total across the Lakeshore courses?', { type: 'course', where: [{ f: 'campus', op: '=', v: 'Lakeshore' }], aggregate: 'sum', field: 'enrolled' }),
  q('a08', 'aggregate', 'superlative', 'value', "What's the highest fee charged for a course in Copenhagen?", { type: 'course', where: [CITY('Copenhagen')], aggregate: 'max', field: 'fee' }),
  q('a09', 'aggregate', 'top-N', 'list', 'What are the three most expensive courses in Bristol?', { type: 'course', where: [CITY('Bristol')], aggregate: 'argmax', field: 'fee', n: 3 }),
  q('a10', 'aggregate', 'aggregate', 'value', 'What is the average fee of the Amsterdam courses, in euros?', { type: 'course', where: [CITY('Amsterdam')], aggregate: 'mean', field: 'fee' }),
  q('a11', 'aggregate', 'date', 'list', 'Which Harbourside course starts first?', { type: 'course', where: [{ f: 'campus', op: '=', v: 'Harbourside' }], aggregate: 'argmin', field: 'start_date' }),
  q('a12', 'aggregate', 'superlative', 'list', 'Which lecturer joined most recently?', { type: 'lecturer', aggregate: 'argmax', field: 'joined' }),
  q('a13', 'aggregate', 'aggregate', 'value', 'What is the total capacity of all History courses?', { type: 'course', where: [{ f: 'department', op: '=', v: 'History' }], aggregate: 'sum', field: 'capacity' }),
  q('a14', 'aggregate', 'conversion', 'value', 'What is the mean credit value of the Computer Science courses in ECTS?', { type: 'course', where: [{ f: 'department', op: '=', v: 'Computer Science' }], aggregate: 'mean', field: 'credits' }),

  // ---------------------------------------------------------------- comparison (7)
  q('c01', 'comparison', 'comparison', 'list', 'Which has more students enrolled, Tides or Compilers?', { entities: ['Tides', 'Compilers'], field: 'enrolled', winner: 'max' }),
  q('c02', 'comparison', 'comparison', 'boolean', 'Is Calculus more expensive than Topology?', { entities: ['Calculus', 'Topology'], field: 'fee', winner: 'max' }),
  q('c03', 'comparison', 'conversion', 'list', 'Which is worth more credits: Databases or Number Theory?', { entities: ['Databases', 'Number Theory'], field: 'credits', winner: 'max' }),
  q('c04', 'comparison', 'date', 'boolean', 'Did Will Ashby join before Fiona MacLeod?', { entities: ['Will Ashby', 'Fiona MacLeod'], field: 'joined', winner: 'min' }),
  q('c05', 'comparison', 'link', 'list', 'Which department is older, History or Marine Biology?', { entities: ['History', 'Marine Biology'], field: 'founded', winner: 'min' }),
  q('c06', 'comparison', 'date', 'list', 'Which starts earlier, Signals or Linear Algebra?', { entities: ['Signals', 'Linear Algebra'], field: 'start_date', winner: 'min' }),
  q('c07', 'comparison', 'comparison', 'boolean', "Does Coral Reef Ecology have a bigger capacity than Revolutions?", { entities: ['Coral Reef Ecology', 'Revolutions'], field: 'capacity', winner: 'max' }),
];
