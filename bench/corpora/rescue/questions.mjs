// Questions of the rescue domain (held-out), written blind to Quarry's question parser. Each carries its meaning as
// structured constraints; gold.mjs computes the answers from source.csv.
// Conventions: "more than / over / after" strict, "since / at least / or more" inclusive, "before" strict,
// "between A and B" exclusive; "we / our / Cwm Glas" = the Welsh team (incident.team or member.team = Cwm Glas),
// "either team" / "ours or Val d'Azun's" = both teams; "the helicopter" on the Welsh side = the Coastguard helicopter;
// "still in service" = not condemned; "in pounds" = GBP only (the French loto is in euros); team hours = man-hours;
// "past midnight" = stood down on the day after it was paged.
const Q = (id, category, facet, kind, question, constraints, extra = {}) => ({ id, question, category, facet, kind, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12: 8 value, 4 list)
  Q('rescue-l01', 'lookup', 'html', 'value', "What's Priya Shah's callsign?", { entity: 'Priya Shah', field: 'callsign' }),
  Q('rescue-l02', 'lookup', 'profile', 'value', 'When does Dafydd Pritchard’s casualty care certificate expire?', { entity: 'Dafydd Pritchard', field: 'cas_care_expiry' }),
  Q('rescue-l03', 'lookup', 'export', 'value', 'How many team hours were logged for MR-25-031?', { entity: 'MR-25-031', field: 'team_hours' }),
  Q('rescue-l04', 'lookup', 'prose', 'value', 'What time was the team paged for MR-25-061?', { entity: 'MR-25-061', field: 'paged' }),
  Q('rescue-l05', 'lookup', 'prose', 'value', 'whats the regsitration of cwm glas 5', { entity: 'Cwm Glas 5', field: 'registration' }, { typo: 'regsitration' }),
  Q('rescue-l06', 'lookup', 'units', 'value', 'How many kilometres has Cwm Glas 2 done?', { entity: 'Cwm Glas 2', field: 'mileage', unit: 'km' }),
  Q('rescue-l07', 'lookup', 'json', 'value', 'Who has radio RAD-06?', { entity: 'RAD-06', field: 'assigned_to' }),
  Q('rescue-l08', 'lookup', 'prose', 'value', 'How much money did the Llanberis 10K bring in?', { entity: 'Llanberis 10K', field: 'amount' }),
  Q('rescue-l09', 'lookup', 'profile', 'list', 'What qualifications does Sian Lloyd-Jones hold?', { entity: 'Sian Lloyd-Jones', field: 'qualifications' }),
  Q('rescue-l10', 'lookup', 'language', 'list', 'Which services were involved in intervention AZN-25-024?', { entity: 'AZN-25-024', field: 'agencies' }),
  Q('rescue-l11', 'lookup', 'link', 'list', 'Which search dogs does Owain Jones handle?', { entity: 'Owain Jones', field: 'dogs' }),
  Q('rescue-l12', 'lookup', 'labels', 'list', 'What tickets has Carys Williams got?', { entity: 'Carys Williams', field: 'qualifications' }),

  // ------------------------------------------------------------------ inverse (13 list)
  Q('rescue-i01', 'inverse', 'language', 'list', 'Who are the search dog handlers in both teams?', { type: 'member', where: [{ f: 'role', op: '=', v: 'Search dog handler' }] }),
  Q('rescue-i02', 'inverse', 'activity', 'list', "Which call-outs, ours or Val d'Azun's, involved mountain bikers?", { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Mountain biking' }] }),
  Q('rescue-i03', 'inverse', 'codes', 'list', 'Which incidents was Catrin Edwards the party leader on?', { type: 'incident', where: [{ f: 'party_leader', op: '=', v: 'Catrin Edwards' }] }),
  Q('rescue-i04', 'inverse', 'location', 'list', 'List the call-outs on Crib Goch.', { type: 'incident', where: [{ f: 'location', op: '=', v: 'Crib Goch' }] }),
  Q('rescue-i05', 'inverse', 'equipment', 'list', 'What kit is kept on Cwm Glas 1 other than radios?', { type: 'equipment', where: [{ f: 'location', op: '=', v: 'Cwm Glas 1' }, { f: 'type', op: '!=', v: 'Radio' }] }),
  Q('rescue-i06', 'inverse', 'dogs', 'list', 'Which of the dogs are border collies?', { type: 'dog', where: [{ f: 'breed', op: '=', v: 'Border Collie' }] }),
  Q('rescue-i07', 'inverse', 'members', 'list', 'Who joined their team in 2019?', { type: 'member', where: [{ f: 'joined', op: '=', v: 2019 }] }),
  Q('rescue-i08', 'inverse', 'agencies', 'list', 'Which jobs needed the coastgaurd helicopter?', { type: 'incident', where: [{ f: 'agencies', op: 'has', v: 'Coastguard helicopter' }] }, { typo: 'coastgaurd' }),
  Q('rescue-i09', 'inverse', 'fundraising', 'list', 'What fundraising has gone towards the vehicle fund?', { type: 'fundraising', where: [{ f: 'fund', op: '=', v: 'Vehicle fund' }] }),
  Q('rescue-i10', 'inverse', 'link', 'list', 'Which call-outs were led on the hill by someone who joined before 2005?', { type: 'incident', where: [{ f: 'party_leader', op: 'ref', where: [{ f: 'joined', op: '<', v: 2005 }] }] }),
  Q('rescue-i11', 'inverse', 'outcome', 'list', 'which call outs ended in a fatality', { type: 'incident', where: [{ f: 'outcome', op: '=', v: 'Fatal' }] }),
  Q('rescue-i12', 'inverse', 'language', 'list', "Who's AZN 9 on the radio?", { type: 'member', where: [{ f: 'callsign', op: '=', v: 'AZN 9' }] }),
  Q('rescue-i13', 'inverse', 'equipment', 'list', 'Which bits of kit have been condemned?', { type: 'equipment', where: [{ f: 'condition', op: '=', v: 'Condemned' }] }),

  // ------------------------------------------------------------------ multi-condition (14: 12 list, 1 count, 1 boolean)
  Q('rescue-m01', 'multi-condition', 'outcome', 'list', 'Which scrambling call-outs ended with the casualty being airlifted?', { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Scrambling' }, { f: 'outcome', op: '=', v: 'Airlifted' }] }),
  Q('rescue-m02', 'multi-condition', 'members', 'list', 'Which casualty carers joined between 2010 and 2017?', { type: 'member', where: [{ f: 'role', op: '=', v: 'Casualty carer' }, { f: 'joined', op: 'between', v: [2010, 2017] }] }),
  Q('rescue-m03', 'multi-condition', 'agencies', 'list', "Which call-outs on the Glyderau didn't involve the helicopter?", { type: 'incident', where: [{ f: 'area', op: '=', v: 'Glyderau' }, { f: 'agencies', op: 'lacks', v: 'Coastguard helicopter' }] }),
  Q('rescue-m04', 'multi-condition', 'dates', 'list', 'Which Cwm Glas members have a cas care ticket expiring before the end of 2025?', { type: 'member', where: [{ f: 'team', op: '=', v: 'Cwm Glas' }, { f: 'cas_care_expiry', op: '<', v: '2026-01-01' }] }),
  Q('rescue-m05', 'multi-condition', 'times', 'list', 'Which hillwalking call-outs, either team, ran on past midnight?', { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Hillwalking' }, { f: 'overnight', op: '=', v: true }] }),
  Q('rescue-m06', 'multi-condition', 'dates', 'list', 'Which call-outs in July or August, here or in the Pyrenees, had more than one casualty?', { type: 'incident', where: [{ f: 'date', op: 'between_incl', v: ['2025-07-01', '2025-08-31'] }, { f: 'casualties', op: '>', v: 1 }] }),
  Q('rescue-m07', 'multi-condition', 'members', 'list', 'Wich party leaders have both rope rescue and swiftwater?', { type: 'member', where: [{ f: 'role', op: '=', v: 'Party leader' }, { f: 'qualifications', op: 'has_all', v: ['Rope rescue', 'Swiftwater'] }] }, { typo: 'Wich' }),
  Q('rescue-m08', 'multi-condition', 'equipment', 'list', 'Which ropes bought before 2020 are still in service?', { type: 'equipment', where: [{ f: 'type', op: '=', v: 'Rope' }, { f: 'purchased', op: '<', v: '2020-01-01' }, { f: 'condition', op: '!=', v: 'Condemned' }] }),
  Q('rescue-m09', 'multi-condition', 'dogs', 'list', 'Which dogs graded before 2020 are still working?', { type: 'dog', where: [{ f: 'status', op: '=', v: 'Operational' }, { f: 'graded', op: '<', v: 2020 }] }),
  Q('rescue-m10', 'multi-condition', 'times', 'list', 'Which call-outs paged after 6pm took more than 60 man-hours?', { type: 'incident', where: [{ f: 'paged', op: '>', v: '18:00' }, { f: 'team_hours', op: '>', v: 60 }] }),
  Q('rescue-m11', 'multi-condition', 'fundraising', 'list', 'Which fundraising events before July raised more than a thousand pounds?', { type: 'fundraising', where: [{ f: 'kind', op: '=', v: 'Event' }, { f: 'date', op: '<', v: '2025-07-01' }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'amount', op: '>', v: 1000 }] }),
  Q('rescue-m12', 'multi-condition', 'link', 'list', 'Which radios are held by party leaders?', { type: 'equipment', where: [{ f: 'type', op: '=', v: 'Radio' }, { f: 'assigned_to', op: 'ref', where: [{ f: 'role', op: '=', v: 'Party leader' }] }] }),
  Q('rescue-m13', 'multi-condition', 'members', 'count', 'How many members who joined since 2015 have been out on more than 15 call-outs this year?', { type: 'member', where: [{ f: 'joined', op: '>=', v: 2015 }, { f: 'callouts', op: '>', v: 15 }], aggregate: 'count' }),
  Q('rescue-m14', 'multi-condition', 'outcome', 'boolean', 'Did any mountain biking call-out end with an airlift?', { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Mountain biking' }, { f: 'outcome', op: '=', v: 'Airlifted' }], aggregate: 'exists' }),

  // ------------------------------------------------------------------ aggregate (12: 2 count, 7 value, 2 list, 1 boolean)
  Q('rescue-a01', 'aggregate', 'dates', 'count', 'How many call-outs did Cwm Glas have in June?', { type: 'incident', where: [{ f: 'team', op: '=', v: 'Cwm Glas' }, { f: 'date', op: 'between_incl', v: ['2025-06-01', '2025-06-30'] }], aggregate: 'count' }),
  Q('rescue-a02', 'aggregate', 'area', 'count', 'How many call-outs have there been on the Carneddau so far this year?', { type: 'incident', where: [{ f: 'area', op: '=', v: 'Carneddau' }], aggregate: 'count' }),
  Q('rescue-a03', 'aggregate', 'export', 'value', 'How many man-hours went into scrambling call-outs in total?', { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Scrambling' }], aggregate: 'sum', field: 'team_hours' }),
  Q('rescue-a04', 'aggregate', 'activity', 'value', "On average, how many team hours does a mountain-bike call-out take, counting Val d'Azun's too?", { type: 'incident', where: [{ f: 'activity', op: '=', v: 'Mountain biking' }], aggregate: 'mean', field: 'team_hours' }),
  Q('rescue-a05', 'aggregate', 'fundraising', 'value', 'How much have our fundraising events raised altogether, in pounds?', { type: 'fundraising', where: [{ f: 'kind', op: '=', v: 'Event' }, { f: 'currency', op: '=', v: 'GBP' }], aggregate: 'sum', field: 'amount' }),
  Q('rescue-a06', 'aggregate', 'wide', 'value', 'How many call-outs were there in the Glyderau in 2024?', { entity: 'Glyderau', field: 'callouts_2024' }),
  Q('rescue-a07', 'aggregate', 'wide', 'value', 'Across all areas, how many call-outs were there in August 2024?', { type: 'area', where: [], aggregate: 'sum', field: 'callouts_2024_aug' }),
  Q('rescue-a08', 'aggregate', 'vehicles', 'value', 'What is the combined mileage of the Cwm Glas vehicles?', { type: 'vehicle', where: [{ f: 'team', op: '=', v: 'Cwm Glas' }], aggregate: 'sum', field: 'mileage' }),
  Q('rescue-a09', 'aggregate', 'superlative', 'value', "What's the most team hours we've put into a single call-out this year?", { type: 'incident', where: [{ f: 'team', op: '=', v: 'Cwm Glas' }], aggregate: 'max', field: 'team_hours' }),
  Q('rescue-a10', 'aggregate', 'wide', 'list', 'Which area was busiest in 2024?', { type: 'area', where: [], aggregate: 'argmax', field: 'callouts_2024' }),
  Q('rescue-a11', 'aggregate', 'members', 'list', 'Who are the three members with the most call-outs this year?', { type: 'member', where: [], aggregate: 'argmax', field: 'callouts', n: 3 }),
  Q('rescue-a12', 'aggregate', 'fundraising', 'boolean', 'Has anyone given us £5,000 or more in one go?', { type: 'fundraising', where: [{ f: 'kind', op: 'in', v: ['Donation', 'Grant'] }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'amount', op: '>=', v: 5000 }], aggregate: 'exists' }),

  // ------------------------------------------------------------------ comparison (9: 6 list, 3 boolean)
  Q('rescue-c01', 'comparison', 'vehicles', 'list', 'Which has done more miles, Cwm Glas 1 or Cwm Glas 4?', { entities: ['Cwm Glas 1', 'Cwm Glas 4'], field: 'mileage', winner: 'max' }),
  Q('rescue-c02', 'comparison', 'prose', 'boolean', 'Did MR-25-047 take more team hours than MR-25-031?', { entities: ['MR-25-047', 'MR-25-031'], field: 'team_hours', winner: 'max' }),
  Q('rescue-c03', 'comparison', 'members', 'list', "Who's been in the team longer, Mark Brennan or Aled Humphreys?", { entities: ['Mark Brennan', 'Aled Humphreys'], field: 'joined', winner: 'min' }),
  Q('rescue-c04', 'comparison', 'superlative', 'list', 'Which dog was graded most recently?', { type: 'dog', where: [], aggregate: 'argmax', field: 'graded' }),
  Q('rescue-c05', 'comparison', 'units', 'boolean', "Has Val d'Azun's Azun 1 got more miles on it than our Cwm Glas 2?", { entities: ['Azun 1', 'Cwm Glas 2'], field: 'mileage', winner: 'max' }),
  Q('rescue-c06', 'comparison', 'superlative', 'list', "Which is our oldest rope?", { type: 'equipment', where: [{ f: 'type', op: '=', v: 'Rope' }], aggregate: 'argmin', field: 'purchased' }),
  Q('rescue-c07', 'comparison', 'units', 'boolean', 'Is ROPE-05 longer than ROPE-04?', { entities: ['ROPE-05', 'ROPE-04'], field: 'length', winner: 'max' }),
  Q('rescue-c08', 'comparison', 'fundraising', 'list', 'Which raised more, the Summer Ceilidh or the Spring Quiz Night?', { entities: ['Summer Ceilidh', 'Spring Quiz Night'], field: 'amount', winner: 'max' }),
  Q('rescue-c09', 'comparison', 'dates', 'list', "Whose cas care runs out first: Rhys Evans, Hannah Whitfield or Elin Griffiths?", { entities: ['Rhys Evans', 'Hannah Whitfield', 'Elin Griffiths'], field: 'cas_care_expiry', winner: 'min' }),
];
