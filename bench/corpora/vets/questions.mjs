// The vets questions (held-out), written by hand by someone who has not read Quarry's question parser or fact
// extraction. Each carries its meaning as structured constraints (see ../gold-engine.mjs); gold.mjs computes the
// answers from source.csv.
// Conventions: "more than / over / above / heavier than" strict, "at least / or more / or less" inclusive, "less
// than / under / below / before" strict; a plain "between" uses bounds no value sits on (strict and inclusive
// readings agree). Weight in kg unless the question names pounds (lb), ounces or grams; money in the currency of
// the clinic, never converted (a €-question is about the euro clinics, a $-question about Portland, a £-question
// about Bristol; a question naming a clinic or a city scopes by it). "Patients" / "pets" / "animals" = every pet.
// A pet is "at" / "registered at" the clinic of its owner; "in <city>" = at the clinic in that city. "Overdue
// (booster / vaccinations)" = vaccinations not up to date. "Owes us money" = a balance above zero.
// facet: the finer kind of question (the scorer's five categories are coarser).
const P = 'pet';
const OW = 'owner';
const V = 'vet';
const C = 'clinic';
const is = (f, v) => ({ f, op: '=', v });
const dog = is('species', 'Dog');
const cat = is('species', 'Cat');
const byVet = (where) => ({ f: 'vet', op: 'ref', where });
const byOwner = (where) => ({ f: 'owner', op: 'ref', where });

export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  { id: 'vets-look-01', facet: 'conversion', question: 'What does Basil weigh in kg?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Basil', field: 'weight', unit: 'kg' } },
  { id: 'vets-look-02', facet: 'conversion', question: 'How many pounds does Rufus weigh?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Rufus', field: 'weight', unit: 'lb' } },
  { id: 'vets-look-03', facet: 'link', question: "Who is Bramble's owner?", category: 'lookup', kind: 'value',
    constraints: { entity: 'Bramble', field: 'owner' } },
  { id: 'vets-look-04', facet: 'link', question: 'which vet normally sees Maple', category: 'lookup', kind: 'value',
    constraints: { entity: 'Maple', field: 'vet' } },
  { id: 'vets-look-05', facet: 'date', question: "What is Otis's date of birth?", category: 'lookup', kind: 'value',
    constraints: { entity: 'Otis', field: 'date_of_birth' } },
  { id: 'vets-look-06', facet: 'lookup', question: 'What breed is Sir Pounce?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Sir Pounce', field: 'breed' } },
  { id: 'vets-look-07', facet: 'lookup', question: 'What conditions does Gizmo have?', category: 'lookup', kind: 'list',
    constraints: { entity: 'Gizmo', field: 'conditions' } },
  { id: 'vets-look-08', facet: 'link', question: 'Which clinic is Nutmeg registered at?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Nutmeg', field: 'clinic' } },
  { id: 'vets-look-09', facet: 'yesno', question: 'Is Sprout microchipped?', category: 'lookup', kind: 'boolean',
    constraints: { entity: 'Sprout', check: [is('microchipped', true)] } },
  { id: 'vets-look-10', facet: 'lookup', question: "How much was Pumpkin's last invoice?", category: 'lookup', kind: 'value',
    constraints: { entity: 'Pumpkin', field: 'last_bill', tol: 0 } },
  { id: 'vets-look-11', facet: 'link', question: 'Who is the clinical director of the Douglas Road Clinic?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Douglas Road Clinic', field: 'clinical_director' } },
  { id: 'vets-look-12', facet: 'conversion', question: 'How heavy is Clementine in grams?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Clementine', field: 'weight', unit: 'g' } },

  // ---------------------------------------------------------------- inverse: one condition (13)
  { id: 'vets-inv-01', facet: 'inverse', question: 'show me all the rabbits', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [is('species', 'Rabbit')] } },
  { id: 'vets-inv-02', facet: 'negation', question: 'which pets are not microchiped', category: 'inverse', kind: 'list', typo: 'microchiped',
    constraints: { type: P, where: [is('microchipped', false)] } },
  { id: 'vets-inv-03', facet: 'conversion', question: 'Which animals weigh over sixty pounds?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [{ f: 'weight', op: '>', v: 60, unit: 'lb' }] } },
  { id: 'vets-inv-04', facet: 'range', question: 'Which patients weigh between 6.5 and 8 kg?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [{ f: 'weight', op: 'between', v: [6.5, 8] }] } },
  { id: 'vets-inv-05', facet: 'inverse', question: 'Which pets are overdue for their vaccinations?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [is('vaccinations_up_to_date', false)] } },
  { id: 'vets-inv-06', facet: 'date', question: 'Which animals were born before 2013?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [{ f: 'date_of_birth', op: '<', v: '2013-01-01' }] } },
  { id: 'vets-inv-07', facet: 'inverse', question: 'Which vets work weekends?', category: 'inverse', kind: 'list',
    constraints: { type: V, where: [is('weekend_rota', true)] } },
  { id: 'vets-inv-08', facet: 'inverse', question: 'Which of our patients have a heart murmur?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [{ f: 'conditions', op: 'has', v: 'Heart murmur' }] } },
  { id: 'vets-inv-09', facet: 'link', question: 'What pets does Margaret Hughes have?', category: 'inverse', kind: 'list',
    constraints: { type: P, where: [is('owner', 'Margaret Hughes')] } },
  { id: 'vets-inv-10', facet: 'link', question: "Who are Jonas Maes's patients?", category: 'inverse', kind: 'list',
    constraints: { type: P, where: [is('vet', 'Jonas Maes')] } },
  { id: 'vets-inv-11', facet: 'date', question: 'Which clients have been with us since before 2015?', category: 'inverse', kind: 'list',
    constraints: { type: OW, where: [{ f: 'client_since', op: '<', v: '2015-01-01' }] } },
  { id: 'vets-inv-12', facet: 'inverse', question: 'Which clinics have 24-hour emergency cover?', category: 'inverse', kind: 'list',
    constraints: { type: C, where: [is('emergency_24h', true)] } },
  { id: 'vets-inv-13', facet: 'negation', question: "which animals aren't neutered", category: 'inverse', kind: 'list',
    constraints: { type: P, where: [is('neutered', false)] } },

  // ---------------------------------------------------------------- multi-condition (14)
  { id: 'vets-mc-01', facet: 'multi', question: "Female cats that haven't been spayed?", category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [cat, is('sex', 'Female'), is('neutered', false)] } },
  { id: 'vets-mc-02', facet: 'conversion', question: 'Dogs under 20 lb?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [dog, { f: 'weight', op: '<', v: 20, unit: 'lb' }] } },
  { id: 'vets-mc-03', facet: 'link', question: 'Which dogs are registered at the Clifton Clinic?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [dog, is('clinic', 'Clifton Clinic')] } },
  { id: 'vets-mc-04', facet: 'link', question: 'insured cats in Portland', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [cat, is('insured', true), is('city', 'Portland')] } },
  { id: 'vets-mc-05', facet: 'link', question: 'Which patients of our surgery specialists are overdue their booster?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [byVet([is('specialism', 'Surgery')]), is('vaccinations_up_to_date', false)] } },
  { id: 'vets-mc-06', facet: 'link', question: 'Which animals belong to clients who prefer to be contacted by text message?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [byOwner([is('preferred_contact', 'Text message')])] } },
  { id: 'vets-mc-07', facet: 'multi', question: 'Dogs that are both insured and microchipped', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [dog, is('insured', true), is('microchipped', true)] } },
  { id: 'vets-mc-08', facet: 'range', question: 'Which pets had a last bill between €100 and €150?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [is('currency', 'EUR'), { f: 'last_bill', op: 'between', v: [100, 150] }] } },
  { id: 'vets-mc-09', facet: 'negation', question: 'Which cats at the Kouter Clinic do not have diabetes?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [cat, is('clinic', 'Kouter Clinic'), { f: 'conditions', op: 'lacks', v: 'Diabetes' }] } },
  { id: 'vets-mc-10', facet: 'date', question: 'Which dogs have been seen since 1 August 2024?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [dog, { f: 'last_visit', op: '>=', v: '2024-08-01' }] } },
  { id: 'vets-mc-11', facet: 'yesno', question: 'Do we have any ferrets in Portland?', category: 'multi-condition', kind: 'boolean',
    constraints: { type: P, aggregate: 'exists', where: [is('species', 'Ferret'), is('city', 'Portland')] } },
  { id: 'vets-mc-12', facet: 'link', question: 'Which pets are looked after by a vet who qualified before 2010?', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [byVet([{ f: 'qualified', op: '<', v: 2010 }])] } },
  { id: 'vets-mc-13', facet: 'multi', question: "Rabbits or guinea pigs that aren't insured", category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [{ f: 'species', op: 'in', v: ['Rabbit', 'Guinea pig'] }, is('insured', false)] } },
  { id: 'vets-mc-14', facet: 'conversion', question: 'Cats heavier than 12 pounds whose vaccinations are up to date', category: 'multi-condition', kind: 'list',
    constraints: { type: P, where: [cat, { f: 'weight', op: '>', v: 12, unit: 'lb' }, is('vaccinations_up_to_date', true)] } },

  // ---------------------------------------------------------------- aggregate: counts, sums, means, extremes, top-N (14)
  { id: 'vets-agg-01', facet: 'count', question: 'How many cats do we have on file?', category: 'aggregate', kind: 'count',
    constraints: { type: P, where: [cat], aggregate: 'count' } },
  { id: 'vets-agg-02', facet: 'count', question: 'How many patients does Hannah Blake look after?', category: 'aggregate', kind: 'count',
    constraints: { type: P, where: [is('vet', 'Hannah Blake')], aggregate: 'count' } },
  { id: 'vets-agg-03', facet: 'count', question: 'How many clients still owe us money?', category: 'aggregate', kind: 'count',
    constraints: { type: OW, where: [{ f: 'balance', op: '>', v: 0 }], aggregate: 'count' } },
  { id: 'vets-agg-04', facet: 'conversion', question: "What's the average weight of our dogs in pounds?", category: 'aggregate', kind: 'value',
    constraints: { type: P, where: [dog], aggregate: 'mean', field: 'weight', unit: 'lb' } },
  { id: 'vets-agg-05', facet: 'link', question: 'What do the Munjoy Hill clients owe us in total?', category: 'aggregate', kind: 'value',
    constraints: { type: OW, where: [is('clinic', 'Munjoy Hill Clinic')], aggregate: 'sum', field: 'balance', tol: 0.01 } },
  { id: 'vets-agg-06', facet: 'conversion', question: 'How much does our heaviest cat weigh, in kilograms?', category: 'aggregate', kind: 'value',
    constraints: { type: P, where: [cat], aggregate: 'max', field: 'weight', unit: 'kg' } },
  { id: 'vets-agg-07', facet: 'aggregate', question: "What's the lowest consultation fee in euros?", category: 'aggregate', kind: 'value',
    constraints: { type: V, where: [is('currency', 'EUR')], aggregate: 'min', field: 'consultation_fee' } },
  { id: 'vets-agg-08', facet: 'superlative', question: 'Which is our heaviest patient?', category: 'aggregate', kind: 'list',
    constraints: { type: P, aggregate: 'argmax', field: 'weight' } },
  { id: 'vets-agg-09', facet: 'superlative', question: "Who's the oldest animal we treat?", category: 'aggregate', kind: 'list',
    constraints: { type: P, aggregate: 'argmin', field: 'date_of_birth' } },
  { id: 'vets-agg-10', facet: 'topN', question: 'Which three Portland patients had the biggest last bills?', category: 'aggregate', kind: 'list',
    constraints: { type: P, where: [is('city', 'Portland')], aggregate: 'argmax', field: 'last_bill', n: 3 } },
  { id: 'vets-agg-11', facet: 'link', question: 'Which vet has the most patients?', category: 'aggregate', kind: 'list',
    constraints: { type: V, aggregate: 'argmax', field: 'patients' } },
  { id: 'vets-agg-12', facet: 'link', question: 'Which Cork client owes the most?', category: 'aggregate', kind: 'list',
    constraints: { type: OW, where: [is('city', 'Cork')], aggregate: 'argmax', field: 'balance' } },
  { id: 'vets-agg-13', facet: 'link', question: 'What is the average last invoice for pets at the Bristol clinic, in pounds sterling?', category: 'aggregate', kind: 'value',
    constraints: { type: P, where: [is('city', 'Bristol')], aggregate: 'mean', field: 'last_bill' } },
  { id: 'vets-agg-14', facet: 'topN', question: 'Which four vets qualified most recently?', category: 'aggregate', kind: 'list',
    constraints: { type: V, aggregate: 'argmax', field: 'qualified', n: 4 } },

  // ---------------------------------------------------------------- comparison of two named things (7)
  { id: 'vets-cmp-01', facet: 'comparison', question: 'Which is heavier, Biscuit or Diesel?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Biscuit', 'Diesel'], field: 'weight', winner: 'max' } },
  { id: 'vets-cmp-02', facet: 'conversion', question: 'Is Willow heavier than Hazel?', category: 'comparison', kind: 'boolean',
    constraints: { entities: ['Willow', 'Hazel'], field: 'weight', winner: 'max' } },
  { id: 'vets-cmp-03', facet: 'date', question: "Who's older, Tofu or Milo?", category: 'comparison', kind: 'list',
    constraints: { entities: ['Tofu', 'Milo'], field: 'date_of_birth', winner: 'min' } },
  { id: 'vets-cmp-04', facet: 'date', question: 'Who has been with the group longer, Rhys Pritchard or Orla Nolan?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Rhys Pritchard', 'Orla Nolan'], field: 'joined', winner: 'min' } },
  { id: 'vets-cmp-05', facet: 'comparison', question: 'Does the Munjoy Hill Clinic have more consulting rooms than the Clifton Clinic?', category: 'comparison', kind: 'boolean',
    constraints: { entities: ['Munjoy Hill Clinic', 'Clifton Clinic'], field: 'consulting_rooms', winner: 'max' } },
  { id: 'vets-cmp-06', facet: 'comparison', question: "Was Ziggy's last bill higher than Bramble's?", category: 'comparison', kind: 'boolean',
    constraints: { entities: ['Ziggy', 'Bramble'], field: 'last_bill', winner: 'max' } },
  { id: 'vets-cmp-07', facet: 'comparison', question: 'Which clinic opened first, Kouter or Douglas Road?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Kouter Clinic', 'Douglas Road Clinic'], field: 'opened', winner: 'min' } },
];
