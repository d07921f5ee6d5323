// The label words of other languages (resources/lang/<lang>/label-words.tsv) as shipped: every line is read (none
// skipped or shadowed by another), no word is an English word an English label could hold (it would be read as
// another word: "pays" is read as "pay", "départ" as "depart"), no two languages read one word two ways, and labels
// of several languages align with the English ones by them ("Seiten" with "Pages", "Einwohner" with "Population").
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcePath } from '../../electron/engine/resources.ts';
import { compoundAsEnglish, labelAsEnglish, loadLabelWords, parseLabelWords } from '../../electron/engine/skg/schema/label-words.ts';
import { parseYesNoWords } from '../../electron/engine/skg/values/yes-no-words.ts';
import { normaliseKey, stemWord } from '../../electron/engine/skg/entries/normalise-key.ts';
import { alignEntries } from '../../electron/engine/skg/schema/align.ts';
import { NO_OVERRIDES } from '../../electron/engine/skg/schema/overrides.ts';
import type { EntryStats } from '../../electron/engine/skg/schema/collect.ts';

const LANGS = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'nb', 'pl', 'cs', 'fi', 'hu', 'ro', 'hr', 'sl', 'et', 'tr', 'ga', 'lv', 'lt', 'is', 'sk', 'cy'];
const read = (lang: string, file: string) => fs.readFileSync(resourcePath('lang', lang, file), 'utf8');
const dataLines = (text: string) => text.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith('#') && !l.startsWith('@'));

/** Words English labels are written with: the English function words, the common words of attribute labels and
 *  column headers, and English words other languages' label words are easily mistaken for. */
function englishWords(): Set<string> {
  const lists = ['stopwords.txt', 'function-words.txt'].flatMap((f) => dataLines(read('en', f)).map((w) => w.trim()));
  const labelWords = `
    name title description type kind sort category class group code number id no nr num qty quantity value total
    unit status condition state note notes comment comments remark remarks language version source tag tags keyword
    keywords website web site url link image picture photo size colour color material brand make model series product
    item items feature features equipment spec specs weight length width height depth diameter thickness area volume
    capacity temperature temp speed power energy consumption voltage pressure mass density frequency distance price
    cost fee fees rate discount tax vat currency amount payment paid pay payee invoice customer client supplier provider
    vendor seller buyer order delivery shipping stock inventory available availability sale sales revenue income profit
    salary salaries wage wages balance due expiry expires warranty account reference ref contract renewal included year
    month week day date time hour hours duration start end finish depart departs arrive arrives created updated modified
    founded founder built opened birth born birthplace death died age sex gender nationality occupation job position
    role department employees staff company employer manager director hired hire industry headquarters members
    children spouse education degree experience skills contact email mail phone mobile fax user username password owner
    address street postcode zip city town municipality country state province county region location place population
    capital continent climate elevation altitude alt latitude lat longitude lon lng coordinates summit peak river
    departure arrival destination origin route flight airline carrier aircraft airport gate terminal seat seats delay
    passengers baggage stop stops platform train vehicle operator ticket accommodation night nights guests breakfast
    bed beds hut ascent descent mileage engine motor auto displacement fuel transmission drive doors registration
    emissions room rooms bedrooms bathrooms floor floors parking garage garden balcony terrace heating furnished rent
    deposit plot lot property agent agency author editor publisher page pages published publication edition binding
    citations journal volume vol summary abstract subject topic theme genre format downloads views university
    institution course teacher instructor tutor students participants credits semester term level requirements grade
    schedule rota roster event venue organizer speaker visitors attendance team club player players coach trainer goals
    points wins losses draws matches games played appearances season league competition stadium rank ranking result
    score referee difficulty rating reviews stars votes followers subscribers recommended suitable servings prep
    preparation cooking ingredients allergens cuisine calories protein carbs carbohydrates fat fibre fiber sugar salt
    sodium vegetarian vegan taste flavour aroma grape variety vintage winery alcohol harvest dog dogs cat cats pets
    animal allowed welcome species breed vet doctor patient diagnosis treatment medication dose vaccination vaccine
    vaccinated neutered symptoms allergies blood visit appointment hospital insurance insured toxic family genus
    flowering flowers leaves fruit seeds light sun water watering soil hardiness hardy evergreen perennial annual
    sowing planting sample experiment method measurement concentration formula symbol element discovered orbit radius
    moons artist collection technique medium period century acquired exhibition museum service services amenities
    facilities server host memory storage processor disk screen display battery resolution licence license priority
    uptime main base extra free open closed public private new old used list set box pack kit style top bottom front
    back side left right net gross min max avg average cap pop dia data land ore art see die mine chef gift hut bad
    also fin piece pieces lit invite core plat spar eta sod sate matt lan natter typ tier sin sem lotto semi unite
    reduction temperature plantation inscription expedition expiration evaluation critique consultation creation
    modification exposition formation assurance caution piano via rue lieu billet race chat sol tore siege motor handy
    personal lager moms skat fly tog stemmer timer netter by have barn rom rum examen deposition diagnose arts monster
    probe tap lag hold slut alder alter datum debut cree localisation competence exigence frequentation affluence
    reek rang`;
  return new Set([...lists, ...labelWords.split(/\s+/).filter(Boolean)].map((w) => stemWord(w.toLowerCase())));
}

describe('the label words of other languages, as shipped', () => {
  it('has a file of label words and of yes/no values for each language', () => {
    for (const lang of LANGS) {
      expect(dataLines(read(lang, 'label-words.tsv')).length, lang).toBeGreaterThan(250);
      expect(dataLines(read(lang, 'yes-no.tsv')).length, lang).toBeGreaterThan(8);
    }
  });

  it('reads every line: one word and one English word, its word not shadowed by another line', () => {
    for (const lang of LANGS) {
      const lines = dataLines(read(lang, 'label-words.tsv'));
      const all = new Map<string, string>();
      parseLabelWords(lines.join('\n'), all);
      const keys = new Set<string>();
      for (const line of lines) {
        const alone = new Map<string, string>();
        parseLabelWords(line, alone);
        expect(alone.size, `${lang}: "${line}" is skipped`).toBeGreaterThan(0);
        const [word, english] = line.split('\t');
        const key = normaliseKey(word!);
        expect(keys.has(key), `${lang}: "${word}" is read as "${key}", a word of an earlier line`).toBe(false);
        keys.add(key);
        expect(all.get(key), `${lang}: "${word}"`).toBe(english);
      }
      // the file's map holds its lines, the spellings without umlauts and the plurals its @plural-after-consonant
      // line makes (read as "-e" once the plural "-s" is stemmed), nothing else
      expect(all.size, lang).toBeGreaterThanOrEqual(lines.length);
      expect([...all.keys()].filter((k) => !keys.has(k)).filter((k) => !/(?:ae|oe|ue|ss)/.test(k) && !(k.endsWith('e') && keys.has(k.slice(0, -1)))), lang).toEqual([]);
    }
  });

  it('has no word that is an English word of labels, as written or as read (plural stemmed, accents dropped)', () => {
    const english = englishWords();
    const found: string[] = [];
    for (const lang of LANGS) {
      const map = new Map<string, string>();
      parseLabelWords(read(lang, 'label-words.tsv'), map);
      for (const key of map.keys()) if (english.has(key)) found.push(`${lang}: ${key}`);
    }
    expect(found).toEqual([]);
  });

  it('reads no word two ways in two languages', () => {
    const merged = loadLabelWords();
    const conflicts: string[] = [];
    for (const lang of LANGS) {
      for (const line of dataLines(read(lang, 'label-words.tsv'))) {
        const [word, english] = line.split('\t');
        const read = merged.get(normaliseKey(word!));
        if (read && stemWord(read) !== stemWord(english!)) conflicts.push(`${lang} ${word} → ${english}, read as ${read}`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('reads a plural in -es as its word where the language says its plurals take it, after every file\'s own lines', () => {
    const words = loadLabelWords();
    expect(words.get(normaliseKey('Fornecedores'))).toBe('supplier');
    expect(words.get(normaliseKey('Proveedores'))).toBe('supplier');
    // a line of another language keeps its reading ("lugares" is Portuguese for seats, not Spanish "lugar" + -es)
    expect(words.get(normaliseKey('lugares'))).toBe('seats');
    const one = new Map<string, string>();
    parseLabelWords('@plural-after-consonant\tes\nproveedor\tsupplier\ncor\tcolour\n', one);
    expect(one.get(normaliseKey('proveedores'))).toBe('supplier');
    // a short word makes no plural: "cores" would read CPU cores as colour
    expect(one.has(normaliseKey('cores'))).toBe(false);
    const none = new Map<string, string>();
    parseLabelWords('proveedor\tsupplier\n', none);
    expect(none.has(normaliseKey('proveedores'))).toBe(false);
  });

  it('states yes or no on every line of the yes/no values, no word both', () => {
    const all = { yes: new Set<string>(), no: new Set<string>() };
    for (const lang of LANGS) {
      const lines = dataLines(read(lang, 'yes-no.tsv'));
      for (const line of lines) {
        const one = { yes: new Set<string>(), no: new Set<string>() };
        parseYesNoWords(line, one);
        expect(one.yes.size + one.no.size, `${lang}: "${line}"`).toBe(1);
        parseYesNoWords(line, all);
      }
    }
    expect([...all.yes].filter((w) => all.no.has(w))).toEqual([]);
    for (const w of ['ja', 'oui', 'sí', 'sì', 'sim', 'tak']) expect(all.yes.has(w), w).toBe(true);
    for (const w of ['nein', 'non', 'nee', 'não', 'nej', 'nei', 'nie']) expect(all.no.has(w), w).toBe(true);
  });
});

function entry(label: string, entities: number[], extra: Partial<EntryStats>): EntryStats {
  return {
    iri: `urn:entry:${label}`, label, specs: entities.length, entities: new Set(entities), rowEntities: new Set(entities), documents: 1, numbers: [], numeric: 0,
    units: new Map(), statedUnits: new Map(), dimensions: new Map(), booleans: 0, trues: 0, years: 0, dims: 0, values: [], ...extra,
  };
}
const count = (label: string, entities: number[], numbers: number[]) => entry(label, entities, { numbers, numeric: numbers.length, dimensions: new Map([['number', numbers.length]]) });
const years = (label: string, entities: number[], values: number[]) => entry(label, entities, { years: values.length, yearValues: values });
const length = (label: string, entities: number[], numbers: number[]) => entry(label, entities, { numbers, numeric: numbers.length, dimensions: new Map([['length', numbers.length]]), units: new Map([['cm', numbers.length]]) });
const text = (label: string, entities: number[], values: string[]) => entry(label, entities, { values: values.map((v) => ({ iri: `urn:value:${v}`, label: v, count: 1 })) });
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const isUnit = (w: string) => ['cm', 'm', 'km', 'kg', 'g'].includes(w);

describe('labels of several languages aligning by their words', () => {
  const align = (entries: EntryStats[]) => {
    const clusters = alignEntries(entries, { isUnit, meaning: null, overrides: NO_OVERRIDES });
    return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
  };

  it('aligns the books of a German, a Spanish and an English export: pages with pages, years with years', () => {
    const de = range(1, 6), es = range(11, 6), en = range(21, 6);
    const of = align([
      text('Titel', de, ['Der Process', 'Effi Briest', 'Der Zauberberg']), count('Seiten', de, [320, 410, 280, 350, 300, 512]), years('Erscheinungsjahr', de, [1925, 1895, 1924, 1910, 1931, 1902]),
      text('Título', es, ['Niebla', 'Fortunata y Jacinta', 'La Regenta']), count('Páginas', es, [300, 420, 290, 360, 310, 505]), years('Año de publicación', es, [1914, 1887, 1884, 1902, 1927, 1899]),
      text('Title', en, ['Middlemarch', 'Ulysses', 'Nostromo']), count('Pages', en, [330, 400, 270, 340, 305, 520]), years('Year published', en, [1871, 1922, 1904, 1915, 1928, 1908]),
    ]);
    expect(of('Seiten')).toBe(of('Pages'));
    expect(of('Páginas')).toBe(of('Pages'));
    expect(of('Erscheinungsjahr')).toBe(of('Year published'));
    expect(of('Año de publicación')).toBe(of('Year published'));
    // pages and years stay apart, though both are numbers on the same scale of a few hundred to two thousand
    expect(of('Seiten')).not.toBe(of('Year published'));
    expect(of('Páginas')).not.toBe(of('Año de publicación'));
  });

  it('aligns towns\' inhabitants and papers\' downloads across languages', () => {
    const de = range(1, 5), fr = range(11, 5), pl = range(21, 5), en = range(31, 5);
    const people = [12000, 45000, 8000, 150000, 30000];
    const of = align([
      count('Einwohner', de, people), years('Gründungsjahr', de, [1200, 1350, 1180, 1420, 1290]),
      count('Habitants', fr, people.map((n) => n + 500)), count('Téléchargements', fr, [120, 340, 90, 410, 220]),
      count('Ludność', pl, people.map((n) => n - 300)), years('Rok założenia', pl, [1250, 1330, 1190, 1400, 1280]),
      count('Population', en, people.map((n) => n + 200)), count('Downloads', en, [130, 330, 80, 400, 230]), years('Founded', en, [1210, 1340, 1170, 1410, 1300]),
    ]);
    for (const l of ['Einwohner', 'Habitants', 'Ludność']) expect(of(l), l).toBe(of('Population'));
    expect(of('Téléchargements')).toBe(of('Downloads'));
    expect(of('Gründungsjahr')).toBe(of('Founded'));
    expect(of('Rok założenia')).toBe(of('Founded'));
    expect(of('Téléchargements')).not.toBe(of('Population'));
  });

  it('aligns the prices and founding years of Croatian, Estonian, Lithuanian and Icelandic exports with the English', () => {
    const hr = range(41, 5), et = range(51, 5), lt = range(61, 5), is = range(71, 5), en = range(81, 5);
    const euros = (label: string, entities: number[], numbers: number[]) => entry(label, entities, { numbers, numeric: numbers.length, dimensions: new Map([['currency', numbers.length]]), units: new Map([['EUR', numbers.length]]) });
    const prices = [12, 18, 25, 9, 31];
    const of = align([
      euros('Cijena', hr, prices), years('Godina osnivanja', hr, [1990, 2004, 1978, 2011, 1999]),
      euros('Hind', et, prices.map((n) => n + 1)), years('Asutamisaasta', et, [1992, 2001, 1985, 2010, 1997]),
      euros('Kaina', lt, prices.map((n) => n - 1)), years('Įkūrimo metai', lt, [1993, 2006, 1980, 2012, 1996]),
      euros('Verð', is, prices.map((n) => n + 2)),
      euros('Price', en, prices.map((n) => n + 0.5)), years('Founded', en, [1991, 2003, 1979, 2009, 1998]),
    ]);
    for (const l of ['Cijena', 'Hind', 'Kaina', 'Verð']) expect(of(l), l).toBe(of('Price'));
    expect(of('Godina osnivanja')).toBe(of('Founded'));
  });

  it("aligns orders' yes/no statuses across languages by their words: delivered with delivered, paid with paid", () => {
    const bool = (label: string, entities: number[], trues: number) => entry(label, entities, { booleans: entities.length, trues, values: [{ iri: 'urn:value:yes', label: 'yes', count: trues }, { iri: 'urn:value:no', label: 'no', count: entities.length - trues }] });
    const nl = range(1, 5), fr = range(11, 5), pt = range(21, 5), en = range(31, 5);
    const of = align([
      bool('Geleverd', nl, 3), bool('Betaald', nl, 2), bool('Livré', fr, 4), bool('Payé', fr, 3), bool('Entregue', pt, 2),
      bool('Delivered (Y/N)', en, 3), bool('Paid', en, 4), bool('Heated', en, 2), bool('Verwarmd', nl, 3),
    ]);
    for (const l of ['Geleverd', 'Livré', 'Entregue']) expect(of(l), l).toBe(of('Delivered (Y/N)'));
    expect(of('Betaald')).toBe(of('Paid'));
    expect(of('Verwarmd')).toBe(of('Heated'));
    expect(of('Geleverd')).not.toBe(of('Paid'));
  });

  it('keeps a width apart from a height of alike values: the words decide (Breite is width, Höhe height)', () => {
    const de = range(1, 6), en = range(11, 6);
    const of = align([
      length('Breite', de, [60, 80, 75, 90, 70, 65]), length('Höhe', de, [70, 85, 72, 95, 66, 60]),
      length('Width', en, [62, 78, 74, 88, 71, 66]), length('Height', en, [68, 84, 73, 92, 65, 61]),
    ]);
    expect(of('Breite')).toBe(of('Width'));
    expect(of('Höhe')).toBe(of('Height'));
    expect(of('Breite')).not.toBe(of('Height'));
    expect(of('Höhe')).not.toBe(of('Width'));
  });
});

describe('compounds of two label words', () => {
  it('reads a word one language runs two of its label words together in as both, in English', () => {
    // (Swedish "kund" + "nummer", Finnish "tilaus" + "numero", German "Geburt" + linking "s" + "Tag")
    expect(compoundAsEnglish('kundnummer')).toBe('customer number');
    expect(compoundAsEnglish('tilausnumero')).toBe('order number');
    expect(labelAsEnglish('Kundnummer')).toBe('customer number');
  });

  it('splits no English word of a label, nor a short word', () => {
    for (const w of ['password', 'timestamp', 'postcode', 'database', 'username', 'homepage', 'something', 'information', 'standard']) expect(compoundAsEnglish(w)).toBeNull();
    expect(compoundAsEnglish('kundnr')).toBeNull();
  });
});
