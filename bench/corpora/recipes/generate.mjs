#!/usr/bin/env node
// Recipes corpus: ~150 recipes and 20 ingredient pages in mixed layouts.
//   node bench/corpora/recipes/generate.mjs CORPUS_DIR [SOURCE_CSV]
// SOURCE_CSV defaults to source.csv next to CORPUS_DIR. Deterministic (seed "recipes-v1").
import { DAIRY, EGG, FISH, GLUTEN, HONEY, INGREDIENT_PAGES, MEAT, TEMPLATES } from './data.mjs';
import {
  Corpus,
  delimited,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  round,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

if (!process.argv[2]) {
  console.error('usage: node bench/corpora/recipes/generate.mjs CORPUS_DIR [SOURCE_CSV]');
  process.exit(2);
}
const { dir, source } = targets(process.argv[2]);
const r = rng('recipes-v1');

// ------------------------------------------------------------------ the table
const RANGES = {
  Main: { p: [14, 40], c: [30, 85], f: [8, 34], cost: [1.8, 3.6], serv: [[4, 6], [2, 2], [6, 2]] },
  Soup: { p: [5, 22], c: [15, 45], f: [4, 20], cost: [0.9, 2.2], serv: [[4, 5], [6, 3]] },
  Starter: { p: [3, 15], c: [8, 35], f: [3, 22], cost: [0.7, 2.4], serv: [[4, 4], [6, 3], [8, 2]] },
  Side: { p: [2, 12], c: [5, 40], f: [2, 24], cost: [0.5, 1.8], serv: [[4, 5], [6, 3]] },
  Dessert: { p: [3, 10], c: [30, 75], f: [8, 34], cost: [0.8, 2.2], serv: [[6, 3], [8, 3], [12, 2]] },
  Breakfast: { p: [8, 25], c: [15, 60], f: [6, 28], cost: [1.0, 2.6], serv: [[2, 3], [4, 4]] },
};
function step5(lo, hi) {
  if (lo === hi) return lo;
  const v = r.int(lo, hi);
  return hi - lo >= 10 ? Math.max(lo, Math.round(v / 5) * 5) : v;
}

const recipes = [];
for (const [cuisine, course, tpl, base, equipment, prep, cook, difficulty, variants] of TEMPLATES) {
  for (const [label, add = [], remove = []] of variants) {
    const name = tpl.includes('{x}') ? tpl.replace('{x}', label) : tpl;
    const title = name.charAt(0).toUpperCase() + name.slice(1);
    const ingredients = [...new Set([...base.filter((i) => !remove.includes(i)), ...add])];
    const meat = ingredients.some((i) => MEAT.has(i));
    const fish = ingredients.some((i) => FISH.has(i));
    const vegetarian = !meat && !fish;
    const vegan = vegetarian && !ingredients.some((i) => DAIRY.has(i) || EGG.has(i) || HONEY.has(i));
    const glutenFree = !ingredients.some((i) => GLUTEN.has(i));
    const R = RANGES[course];
    // Protein follows the ingredients: meat or fish adds, a main without them has less.
    let p = r.int(...R.p);
    if (meat || fish) p += r.int(4, 10);
    else if (course === 'Main') p = Math.round(p * 0.7);
    if (vegan) p = Math.max(2, p - 3);
    const c = r.int(...R.c);
    const f = r.int(...R.f);
    let cost = r.float(...R.cost) + (meat ? 1.2 : 0) + (fish ? 2.0 : 0) + (ingredients.includes('saffron') ? 1.5 : 0);
    cost = Math.round(cost * 20) / 20;
    recipes.push({
      name: title,
      cuisine,
      course,
      ingredients,
      equipment,
      prep: step5(...prep),
      cook: step5(...cook),
      difficulty,
      vegetarian,
      vegan,
      glutenFree,
      servings: r.weighted(R.serv),
      protein: p,
      fat: f,
      carbs: c,
      kcal: 4 * p + 4 * c + 9 * f,
      cost,
      rating: round(r.float(3.4, 4.9), 1),
    });
  }
}
const names = new Set();
for (const x of recipes) {
  if (names.has(x.name)) throw new Error(`duplicate recipe ${x.name}`);
  names.add(x.name);
}

// ------------------------------------------------------------------ formatting
const h = (m) => Math.floor(m / 60);
const T = {
  a: (m) => (m < 60 ? `${m} min` : m % 60 ? `${h(m)} h ${m % 60} min` : `${h(m)} h`),
  b: (m) => `${m} minutes`,
  c: (m) => (m < 60 ? `${m} mins` : `${h(m)} hr${h(m) > 1 ? 's' : ''}${m % 60 ? ` ${m % 60} mins` : ''}`),
  d: (m) => (m >= 60 && m % 15 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} min`),
  iso: (m) => `PT${h(m) ? `${h(m)}H` : ''}${m % 60 || !h(m) ? `${m % 60}M` : ''}`,
};
const kj = (kcal) => Math.round(kcal * 4.184);
const eur = (v) => v.toFixed(2);
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
function tags(x, words) {
  const t = [];
  if (x.vegetarian) t.push(words[0]);
  if (x.vegan) t.push(words[1]);
  if (x.glutenFree) t.push(words[2]);
  return t;
}
function quantity(i) {
  if (/milk|stock|cream|wine|beer|passata|sauce|vinegar|syrup|espresso/.test(i)) return `${r.pick([100, 200, 250, 400, 500])} ml`;
  if (i === 'eggs') return String(r.int(2, 6));
  if (/cumin|turmeric|masala|paprika|cinnamon|saffron|oregano|nutmeg|salt|pepper|cardamom|powder|flakes|anise|yeast/.test(i)) return `${r.pick([1, 2])} tsp`;
  if (/oil|paste|tahini|miso|honey|sugar|sesame|capers/.test(i)) return `${r.pick([1, 2, 3])} tbsp`;
  return `${r.pick([50, 100, 150, 200, 250, 300, 400, 500])} g`;
}

// ------------------------------------------------------------------ rendering
const corpus = new Corpus(dir);
function facts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'recipe', attr, value, unit, stated, file);
  F('cuisine', x.cuisine, '', x.cuisine);
  F('course', x.course, '', s.course ?? x.course);
  F('vegetarian', x.vegetarian, 'bool', s.veg ?? '');
  F('vegan', x.vegan, 'bool', s.vegan ?? '');
  F('gluten_free', x.glutenFree, 'bool', s.gf ?? '');
  F('prep_time', x.prep, 'min', s.prep);
  F('cook_time', x.cook, 'min', s.cook);
  F('servings', x.servings, '', s.servings);
  // Energy is canonical in kcal; a page that states only kJ gives kcal = kJ / 4.184 exactly.
  F('energy', s.kjOnly ? kj(x.kcal) / 4.184 : x.kcal, 'kcal', s.energy);
  F('protein', x.protein, 'g', s.protein);
  F('fat', x.fat, 'g', s.fat);
  F('carbohydrate', x.carbs, 'g', s.carbs);
  F('cost_per_serving', x.cost, 'EUR', s.cost);
  F('difficulty', x.difficulty, '', s.difficulty ?? x.difficulty);
  F('rating', s.noRating ? null : x.rating, '', s.rating ?? '');
  F('ingredients', x.ingredients, 'list', s.ingredients ?? '');
  F('equipment', x.equipment, 'list', s.equipment ?? '');
}
function prose(x, k) {
  const total = x.prep + x.cook;
  const options = [
    `${x.name} serves ${x.servings}.`,
    `From start to finish it takes ${total} minutes.`,
    `Each portion has ${x.protein} g of protein.`,
    `${/^[AEIOU]/.test(x.cuisine) ? 'An' : 'A'} ${x.cuisine} ${x.course.toLowerCase()} rated ${x.rating} out of 5 by our testers.`,
  ];
  return [options[k % options.length]];
}
const folder = (x) => `recipes/${slug(x.cuisine)}`;

const LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'csv', 'tsv', 'semicolon', 'json_flat', 'json_nested'];
const QUOTA = { html_table: 16, html_dl: 15, html_infobox: 15, md_bullets: 15, md_yaml: 15, txt: 14, csv: 14, tsv: 12, semicolon: 12, json_flat: 12, json_nested: 12 };
const assign = new Map(LAYOUTS.map((l) => [l, []]));
{
  let i = 0;
  for (const x of r.shuffle(recipes)) {
    while (assign.get(LAYOUTS[i % LAYOUTS.length]).length >= QUOTA[LAYOUTS[i % LAYOUTS.length]]) i++;
    assign.get(LAYOUTS[i % LAYOUTS.length]).push(x);
    i++;
  }
  const n = [...assign.values()].reduce((s, a) => s + a.length, 0);
  if (n !== recipes.length) throw new Error(`layout quotas cover ${n} of ${recipes.length} recipes`);
}

let k = 0;
// --- HTML spec table (energy in kJ and kcal)
for (const x of assign.get('html_table')) {
  const file = `${folder(x)}/${slug(x.name)}.html`;
  const s = {
    prep: T.a(x.prep), cook: T.a(x.cook), servings: String(x.servings), energy: `${group(kj(x.kcal))} kJ / ${x.kcal} kcal`,
    protein: `${x.protein} g`, fat: `${x.fat} g`, carbs: `${x.carbs} g`, cost: `€${eur(x.cost)}`, rating: `${x.rating} / 5`,
    veg: x.vegetarian ? 'Yes' : 'No', vegan: x.vegan ? 'Yes' : 'No', gf: x.glutenFree ? 'Yes' : 'No',
    ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Cuisine', x.cuisine], ['Course', x.course], ['Prep time', s.prep], ['Cook time', s.cook], ['Servings', s.servings],
    ['Difficulty', x.difficulty], ['Rating', s.rating], ['Cost per serving', s.cost], ['Vegetarian', s.veg], ['Vegan', s.vegan], ['Gluten-free', s.gf],
  ];
  const nut = [['Energy', s.energy], ['Protein', s.protein], ['Fat', s.fat], ['Carbohydrate', s.carbs]];
  const more = [['Ingredients', s.ingredients]];
  if (x.equipment.length) more.push(['Equipment', s.equipment]);
  corpus.write(file, htmlTablePage({
    title: x.name, docTitle: `${x.name} recipe`, crumbs: ['Recipes', x.cuisine, x.course], lead: prose(x, k++),
    sections: [{ heading: 'At a glance', rows }, { heading: 'Nutrition per serving', rows: nut }, { heading: 'What you need', rows: more }],
    colA: 'Item', colB: 'Detail',
  }));
  facts(x, file, s);
}
// --- HTML definition list (kcal only, diet as a tag list)
for (const x of assign.get('html_dl')) {
  const file = `${folder(x)}/${slug(x.name)}.html`;
  const diet = tags(x, ['Vegetarian', 'Vegan', 'Gluten-free']);
  const s = {
    prep: T.b(x.prep), cook: T.b(x.cook), servings: String(x.servings), energy: `${x.kcal} kcal`,
    protein: `${x.protein} g`, fat: `${x.fat} g`, carbs: `${x.carbs} g`, cost: `EUR ${eur(x.cost)} per serving`, rating: `${x.rating} out of 5`,
    veg: diet.length ? diet.join(' · ') : 'None', ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Cuisine', x.cuisine], ['Served as', x.course], ['Preparation', s.prep], ['Cooking', s.cook], ['Serves', s.servings],
    ['Skill level', x.difficulty], ['Reader rating', s.rating], ['Cost', s.cost], ['Dietary', s.veg],
    ['Calories', s.energy], ['Total protein', s.protein], ['Total fat', s.fat], ['Carbs', s.carbs], ['Ingredients', s.ingredients],
  ];
  if (x.equipment.length) rows.push(['Equipment', s.equipment]);
  corpus.write(file, htmlDlPage({ title: x.name, docTitle: `${x.name} | Weeknight kitchen`, site: 'Weeknight kitchen – tested recipes', lead: prose(x, k++), sections: [{ heading: 'Recipe card', rows }] }));
  facts(x, file, s);
}
// --- HTML infobox (kJ only; "Contains gluten" inverted)
for (const x of assign.get('html_infobox')) {
  const file = `${folder(x)}/${slug(x.name)}.html`;
  const s = {
    prep: T.c(x.prep), cook: T.c(x.cook), servings: `${x.servings} portions`, energy: `${group(kj(x.kcal))} kJ`, kjOnly: true,
    protein: `${x.protein} g`, fat: `${x.fat} g`, carbs: `${x.carbs} g`, cost: `${eur(x.cost)} €`, rating: `★ ${x.rating}`,
    veg: x.vegetarian ? '✓' : '✗', vegan: x.vegan ? '✓' : '✗', gf: x.glutenFree ? 'No' : 'Yes',
    ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Cuisine', x.cuisine], ['Course', x.course], ['Prep', s.prep], ['Cook', s.cook], ['Yield', s.servings], ['Difficulty', x.difficulty], ['Rating', s.rating],
    ['Cost per portion', s.cost], ['Suitable for vegetarians', s.veg], ['Suitable for vegans', s.vegan], ['Contains gluten', s.gf],
  ];
  const nut = [['Energy', s.energy], ['Protein (g)', String(x.protein)], ['Fat (g)', String(x.fat)], ['Carbohydrates (g)', String(x.carbs)]];
  const more = [['Ingredients', s.ingredients]];
  if (x.equipment.length) more.push(['Tools', s.equipment]);
  s.protein = String(x.protein);
  s.fat = String(x.fat);
  s.carbs = String(x.carbs);
  corpus.write(file, htmlInfoboxPage({ title: x.name, lead: prose(x, k++), sections: [{ heading: 'Recipe', rows }, { heading: 'Per portion', rows: nut }, { heading: 'Kitchen', rows: more }] }));
  facts(x, file, s);
}
// --- Markdown bullets (kcal; diet as badges with a legend)
for (const x of assign.get('md_bullets')) {
  const file = `${folder(x)}/${slug(x.name)}.md`;
  const badges = tags(x, ['V', 'VG', 'GF']);
  const s = {
    prep: T.d(x.prep), cook: T.d(x.cook), servings: String(x.servings), energy: `${x.kcal} kcal`, protein: `${x.protein} g`, fat: `${x.fat} g`,
    carbs: `${x.carbs} g`, cost: `€${eur(x.cost)}`, rating: `${x.rating}/5`, veg: badges.length ? badges.join(', ') : '–', difficulty: x.difficulty.toLowerCase(),
    course: x.course.toLowerCase(), ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Cuisine', x.cuisine], ['Course', s.course], ['Prep time', s.prep], ['Cook time', s.cook], ['Servings', s.servings], ['Difficulty', s.difficulty],
    ['Rating', s.rating], ['Cost per serving', s.cost], ['Diet', s.veg],
  ];
  const nut = [['Energy', s.energy], ['Protein', s.protein], ['Fat', s.fat], ['Carbohydrate', s.carbs]];
  const more = [['Ingredients', s.ingredients], ['Equipment', x.equipment.length ? s.equipment : 'none']];
  corpus.write(file, mdBulletsNote({
    title: x.name, lead: prose(x, k++), sections: [{ heading: 'Overview', rows }, { heading: 'Nutrition (per serving)', rows: nut }, { heading: 'Shopping', rows: more }],
    footer: 'Diet badges: V = vegetarian, VG = vegan, GF = gluten-free.',
  }));
  facts(x, file, s);
}
// --- Markdown front matter + pipe table (kJ only)
for (const x of assign.get('md_yaml')) {
  const file = `${folder(x)}/${slug(x.name)}.md`;
  const s = {
    prep: T.a(x.prep), cook: T.b(x.cook), servings: String(x.servings), energy: `${kj(x.kcal)} kJ`, kjOnly: true, protein: `${x.protein} g`, fat: `${x.fat} g`,
    carbs: `${x.carbs} g`, cost: `€${eur(x.cost)}`, rating: String(x.rating), veg: String(x.vegetarian), vegan: String(x.vegan), gf: String(x.glutenFree),
    ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Prep time', s.prep], ['Cook time', s.cook], ['Energy', s.energy], ['Protein', s.protein], ['Fat', s.fat], ['Carbohydrate', s.carbs], ['Cost per serving', s.cost],
  ];
  corpus.write(file, mdYamlTableNote({
    title: x.name,
    frontMatter: [['title', x.name], ['cuisine', x.cuisine], ['course', x.course], ['servings', x.servings], ['difficulty', x.difficulty], ['rating', x.rating],
      ['vegetarian', x.vegetarian], ['vegan', x.vegan], ['gluten_free', x.glutenFree], ['ingredients', x.ingredients], ['equipment', x.equipment]],
    lead: prose(x, k++), sections: [{ heading: 'Per serving', rows }], colA: 'Field', colB: 'Value',
  }));
  facts(x, file, { ...s, ingredients: '', equipment: '' });
}
// --- plain-text profile (kJ and kcal)
for (const x of assign.get('txt')) {
  const file = `${folder(x)}/${slug(x.name)}.txt`;
  const s = {
    prep: T.a(x.prep), cook: T.a(x.cook), servings: `${x.servings} people`, energy: `${x.kcal} kcal (${kj(x.kcal)} kJ)`, protein: `${x.protein} g`, fat: `${x.fat} g`,
    carbs: `${x.carbs} g`, cost: `EUR ${eur(x.cost)}/serving`, rating: `${x.rating} (of 5)`, veg: x.vegetarian ? 'yes' : 'no', vegan: x.vegan ? 'yes' : 'no',
    gf: x.glutenFree ? 'yes' : 'no', difficulty: x.difficulty.toLowerCase(), ingredients: x.ingredients.join(', '), equipment: x.equipment.join(', '),
  };
  const rows = [
    ['Cuisine', x.cuisine], ['Course', x.course], ['Prep', s.prep], ['Cook', s.cook], ['Serves', s.servings], ['Difficulty', s.difficulty], ['Rating', s.rating],
    ['Cost', s.cost], ['Vegetarian', s.veg], ['Vegan', s.vegan], ['Gluten free', s.gf], ['Energy', s.energy], ['Protein', s.protein], ['Fat', s.fat],
    ['Carbohydrates', s.carbs], ['Ingredients', s.ingredients], ['Equipment', x.equipment.length ? s.equipment : 'none'],
  ];
  corpus.write(file, txtProfile({ txtHeader: `RECIPE: ${x.name.toUpperCase()}`, sections: [{ rows }], lead: prose(x, k++) }));
  facts(x, file, s);
}
// --- CSV, units in the header (kcal)
{
  const file = 'exports/weeknight-dinners.csv';
  const header = ['Recipe', 'Cuisine', 'Course', 'Prep time (min)', 'Cook time (min)', 'Servings', 'Energy (kcal)', 'Protein (g)', 'Fat (g)', 'Carbohydrate (g)',
    'Cost per serving (EUR)', 'Difficulty', 'Rating (out of 5)', 'Vegetarian (Y/N)', 'Vegan (Y/N)', 'Gluten-free (Y/N)', 'Ingredients', 'Equipment'];
  const yn = (b) => (b ? 'Y' : 'N');
  const rows = assign.get('csv').map((x) => {
    facts(x, file, { prep: String(x.prep), cook: String(x.cook), servings: String(x.servings), energy: String(x.kcal), protein: String(x.protein), fat: String(x.fat),
      carbs: String(x.carbs), cost: eur(x.cost), rating: String(x.rating), ingredients: x.ingredients.join('; '), equipment: x.equipment.join('; ') });
    return [x.name, x.cuisine, x.course, x.prep, x.cook, x.servings, x.kcal, x.protein, x.fat, x.carbs, eur(x.cost), x.difficulty, x.rating,
      yn(x.vegetarian), yn(x.vegan), yn(x.glutenFree), x.ingredients.join('; '), x.equipment.join('; ')];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV, units inside the values (kJ)
{
  const file = 'exports/recipe-box.tsv';
  const header = ['title', 'cuisine', 'course', 'prep', 'cook', 'serves', 'energy', 'protein', 'fat', 'carbs', 'price', 'level', 'stars', 'diet', 'ingredients'];
  const rows = assign.get('tsv').map((x) => {
    const diet = tags(x, ['vegetarian', 'vegan', 'gluten-free']);
    const s = { prep: T.a(x.prep), cook: T.a(x.cook), servings: String(x.servings), energy: `${kj(x.kcal)} kJ`, kjOnly: true, protein: `${x.protein} g`,
      fat: `${x.fat} g`, carbs: `${x.carbs} g`, cost: `€${eur(x.cost)}`, rating: `${x.rating}/5`, veg: diet.length ? diet.join(', ') : '-', ingredients: x.ingredients.join(', ') };
    facts(x, file, s);
    return [x.name, x.cuisine, x.course, s.prep, s.cook, s.servings, s.energy, s.protein, s.fat, s.carbs, s.cost, x.difficulty, s.rating, s.veg, s.ingredients];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}
// --- semicolon CSV, n/a for missing, decimal commas (kcal)
{
  const file = 'exports/meal-plan-2024.csv';
  const header = ['name', 'cuisine', 'course', 'prep_min', 'cook_min', 'portions', 'kcal', 'protein_g', 'fat_g', 'carbohydrates_g', 'cost_eur', 'difficulty', 'rating', 'vegetarian', 'vegan', 'gluten_free', 'ingredients', 'equipment'];
  const dc = (v) => String(v).replace('.', ',');
  const list = assign.get('semicolon');
  const unrated = new Set(r.sample(list, 3).map((x) => x.name));
  const rows = list.map((x) => {
    const noRating = unrated.has(x.name);
    const s = { prep: String(x.prep), cook: String(x.cook), servings: String(x.servings), energy: String(x.kcal), protein: String(x.protein), fat: String(x.fat),
      carbs: String(x.carbs), cost: dc(eur(x.cost)), rating: noRating ? 'n/a' : dc(x.rating), noRating, ingredients: x.ingredients.join(', '),
      equipment: x.equipment.length ? x.equipment.join(', ') : 'n/a', course: x.course.toLowerCase(), difficulty: x.difficulty.toLowerCase() };
    facts(x, file, s);
    return [x.name, x.cuisine, x.course.toLowerCase(), x.prep, x.cook, x.servings, x.kcal, x.protein, x.fat, x.carbs, s.cost, x.difficulty.toLowerCase(), s.rating,
      x.vegetarian ? 1 : 0, x.vegan ? 1 : 0, x.glutenFree ? 1 : 0, s.ingredients, s.equipment];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (kJ)
{
  const file = 'data/recipes-flat.json';
  const recs = assign.get('json_flat').map((x) => {
    facts(x, file, { prep: String(x.prep), cook: String(x.cook), servings: String(x.servings), energy: String(kj(x.kcal)), kjOnly: true, protein: String(x.protein),
      fat: String(x.fat), carbs: String(x.carbs), cost: String(x.cost), rating: String(x.rating), veg: String(x.vegetarian), vegan: String(x.vegan), gf: String(x.glutenFree) });
    return {
      recipe: x.name, cuisine: x.cuisine, course: x.course, prep_min: x.prep, cook_min: x.cook, servings: x.servings, energy_kj: kj(x.kcal), protein_g: x.protein,
      fat_g: x.fat, carbs_g: x.carbs, cost_per_serving_eur: x.cost, difficulty: x.difficulty, rating: x.rating, is_vegetarian: x.vegetarian, is_vegan: x.vegan,
      is_gluten_free: x.glutenFree, ingredients: x.ingredients, equipment: x.equipment,
    };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// --- JSON nested records (ISO durations, kcal and kJ, diet tags)
{
  const file = 'data/cookbook.json';
  const sections = [];
  for (const course of Object.keys(RANGES)) {
    const dishes = assign.get('json_nested').filter((x) => x.course === course).map((x) => {
      facts(x, file, { prep: T.iso(x.prep), cook: T.iso(x.cook), servings: String(x.servings), energy: String(x.kcal), protein: String(x.protein), fat: String(x.fat),
        carbs: String(x.carbs), cost: String(x.cost), rating: String(x.rating) });
      return {
        dish: x.name,
        cuisine: x.cuisine,
        timing: { prepTime: T.iso(x.prep), cookTime: T.iso(x.cook) },
        yield: { servings: x.servings },
        nutrition: { per_serving: { energy: { kcal: x.kcal, kJ: kj(x.kcal) }, protein_g: x.protein, fat_g: x.fat, carbohydrate_g: x.carbs } },
        suitable_for: tags(x, ['vegetarian', 'vegan', 'gluten-free']),
        cost: { per_serving: x.cost, currency: 'EUR' },
        difficulty: x.difficulty,
        rating: { average: x.rating, scale: 5 },
        ingredients: x.ingredients.map((i) => ({ name: i, quantity: quantity(i) })),
        equipment: x.equipment,
      };
    });
    if (dishes.length) sections.push({ course, dishes });
  }
  corpus.write(file, JSON.stringify({ cookbook: { title: 'Family cookbook', edition: 3, sections } }, null, 2) + '\n');
}

// ------------------------------------------------------------------ ingredient pages
const used = new Map();
for (const x of recipes) for (const i of x.ingredients) used.set(i, (used.get(i) ?? 0) + 1);
INGREDIENT_PAGES.forEach(([name, category, price, storage, allergen, origin], j) => {
  const key = name.toLowerCase();
  if (!used.has(key)) throw new Error(`ingredient page ${name} is used by no recipe`);
  const vegan = !MEAT.has(key) && !FISH.has(key) && !DAIRY.has(key) && !EGG.has(key) && !HONEY.has(key);
  const F = (attr, value, unit, stated, file) => corpus.fact(name, 'ingredient', attr, value, unit, stated, file);
  const priceText = price >= 1000 ? `€${group(price, 2)}/kg` : `€${price.toFixed(2)}/kg`;
  const lead = [`${name} is used in ${used.get(key)} of the recipes in this collection.`];
  if (j % 2 === 0) {
    const file = `ingredients/${slug(name)}.md`;
    corpus.write(file, mdBulletsNote({ title: name, lead, sections: [{ heading: 'Pantry card', rows: [
      ['Category', category], ['Price', priceText], ['Storage', storage], ['Allergens', allergen], ['Vegan', vegan ? 'yes' : 'no'], ['Origin', origin]] }] }));
    F('category', category, '', category, file);
    F('price_per_kg', price, 'EUR', priceText, file);
    F('storage', storage, '', storage, file);
    F('allergen', allergen, '', allergen, file);
    F('vegan', vegan, 'bool', vegan ? 'yes' : 'no', file);
    F('origin', origin, '', origin, file);
  } else {
    const file = `ingredients/${slug(name)}.html`;
    const p2 = price >= 1000 ? `${group(price)} EUR per kg` : `${price.toFixed(2)} EUR per kg`;
    corpus.write(file, htmlDlPage({ title: name, site: 'Ingredient guide', lead, sections: [{ heading: 'Facts', rows: [
      ['Type', category], ['Typical price', p2], ['Keep in', cap(storage)], ['Allergen', allergen], ['Plant-based', vegan ? '✓' : '✗'], ['Comes from', origin]] }] }));
    F('category', category, '', category, file);
    F('price_per_kg', price, 'EUR', p2, file);
    F('storage', storage, '', cap(storage), file);
    F('allergen', allergen, '', allergen, file);
    F('vegan', vegan, 'bool', vegan ? '✓' : '✗', file);
    F('origin', origin, '', origin, file);
  }
});

const stats = corpus.flush(source);
console.log(`recipes: ${stats.entities} entities (${recipes.length} recipes), ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
