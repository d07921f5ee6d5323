// The value words of other languages (resources/lang/<lang>/value-words.tsv) as shipped, read through the real parser:
// every line is read (one word, its plain English, not shadowed by another line), no word is an English word or read
// as one (it would misread English values: "rot" is red in German but rot in English, "salé" is read as "sale"), no
// word is read two ways by two languages, none is a yes/no word of its language, and values of several languages read
// as the English words a question uses ("Taschenbuch" → paperback, "Blanco" → white, "Tyskland" → germany).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcePath } from '../../electron/engine/resources.ts';
import { englishValues, loadValueWords, parseValueWords } from '../../electron/engine/skg/schema/value-words.ts';
import { normText } from '../../electron/engine/text/norm.ts';
import { stemWord } from '../../electron/engine/skg/entries/normalise-key.ts';

const LANGS = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'sv', 'da', 'nb', 'pl', 'cs', 'fi', 'hu', 'ro', 'hr', 'sl', 'et', 'tr', 'ga', 'lv', 'lt', 'is', 'sk', 'cy'];
const read = (lang: string, file: string) => fs.readFileSync(resourcePath('lang', lang, file), 'utf8');
const dataLines = (text: string) => text.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith('#'));
/** A word or phrase keyed as the parser keys it (and as question phrases are keyed). */
const keyOf = (text: string) => normText(text).split(' ').filter(Boolean).map(stemWord).join(' ');

/** English words a value could be written with: the English function words, and a generous list of everyday words
 *  and of English words other languages' value words are easily mistaken for, as written and once stemmed. */
function englishWords(): Set<string> {
  const lists = ['stopwords.txt', 'function-words.txt'].flatMap((f) => dataLines(read('en', f)).map((w) => w.trim()));
  const common = `
    rot gut land kind also bald fast gift rat brief art rose pain coin chat four main sale sole sort red once con sin
    tabla burro camera parole pane door hoe boot slim wet barn by glad far mild bar rod rode rood store stark bra god
    tag tog lag hog bat bad bog born log lob last vast vaster vest west wit see tier torte tee thee bier beer ore ours
    fin fine fins japan turk brit pool pools holland france dane latin male manner gross hell hart hard lang long lite
    list links lino lin leer lam laden have hall gang gave get getter flat fly fora frisk fro mole mode mote moss mus nova
    negro ort palm pie pies prom rev rind rota rote rouge rower sang sap sec ser skat skip slang slot so sod sot strand
    stein sumo taller tapa take tor torr tort trad tyg usage velour vert villa vino vita wino dom ave ape and bi boa bolo
    bunt burg busk busker buss cane cave chef cobra court dab donna eau egg est far femme gale gory grand gull hack hone
    honer hun han la lac lapin largo latte legume lied lieder lis loft loup lotto macho media mitten moss nave nubile oft
    olio ombre our pap paragon pastel petit petite plage playa plaza raisin rapport regular rubber rude salon salt sauce
    semester serpent seta sole solar tableau terror toile transporter victoria violin vivace voile wolf
    black white yellow green blue brown grey gray pink purple orange golden silver dark light bright pale clear lime
    lilac violet coral olive navy cream tan ivory amber ruby jade plum salmon mint peach sand slate ash chestnut walnut
    oak pine birch cedar maple cherry apple lemon beige turquoise
    new used good fair poor excellent small medium large big tiny huge short round square oval open closed sold active
    paid free hot cold warm cool dry sweet fresh raw spicy sour bitter salty sugar milk tea coffee water bread cake
    cheese rice pasta meat fish chicken beef pork butter oil book paper card map letter note report tool toy house home
    room kitchen bath bed garden park farm shop office school church castle museum station airport car bus train plane
    boat ship bike cycle taxi dog cat horse bird cow pig sheep goat hen duck bee fox deer bear man woman child boy girl
    adult student senior family tree bush shrub herb grass flower plant fruit vegetable leaf root seed sun shade rain
    snow fog wind storm cloud north south east centre center top bottom front back side high low easy difficult simple
    plain rich music song film photo print paint painting drawing canvas wood stone glass steel iron gold copper brass
    leather cotton wool silk linen plastic rubber metal clay rock ice fire day week month year time date price cost cash
    check cheque bill rent tax fee pay deal order stock draft copy original final ready done complete finished pending
    lost found late early due over under near none all any other mixed public private single double married divorced
    widowed female boss owner client customer supplier team club game match win loss draw goal away course class lesson
    talk meeting event show concert party trip tour holiday travel hike walk run swim ski ride drive
    canto piano solo plaza patio siesta fiesta pizza salsa mango banana tango casino studio radio video audio auto logo
    disco gala opera drama cafe menu hotel motel chalet kiosk garage bureau atelier boutique cuisine entree dessert
    soup salad gateau chateau ballet duet trio quarto folio stanza libretto bravo vista alto basso forte cello tempo
    presto dolce fresco bingo pronto loco mucho amigo hombre nada mesa rodeo poncho cargo armada mosquito tornado canyon
    alpaca llama lama kindergarten angst kitsch kaput blitz pretzel strudel lager wurst hamburger frankfurter noodle
    rucksack ersatz fjord slalom troll saga moped gauche chic decor debut elite genre naive suede beret brochure bouquet
    cliche resume souvenir vogue ensemble fiance matinee premiere regime terrain baton fillet crepe quiche brie souffle
    omelette mousse puree sorbet bonbon bistro cabaret chauffeur collage dossier facade gourmet lingerie nougat
    parachute rendezvous repertoire silhouette sommelier vintage connoisseur mezzanine piazza graffiti paparazzi
    confetti spaghetti ravioli lasagne espresso cappuccino tiramisu influenza umbrella volcano balcony bandit diva
    ghetto inferno lava malaria replica scenario sonata soprano torso motto`;
  return new Set([...lists, ...common.split(/\s+/).filter(Boolean)].map((w) => keyOf(w.toLowerCase())));
}

const parseFile = (lang: string) => parseValueWords([read(lang, 'value-words.tsv')]);

describe('the value words of other languages, as shipped', () => {
  it('has a file of value words for each language, opening with a comment header', () => {
    for (const lang of LANGS) {
      const text = read(lang, 'value-words.tsv');
      expect(text.startsWith('# '), lang).toBe(true);
      expect(dataLines(text).length, lang).toBeGreaterThan(300);
    }
  });

  it('reads every line: one word and its English, each file alone and all ten together', () => {
    for (const lang of LANGS) {
      expect(parseFile(lang).problems, lang).toEqual([]);
      const keys = new Set<string>();
      for (const line of dataLines(read(lang, 'value-words.tsv'))) {
        const [word, english] = line.split('\t');
        const alone = parseValueWords([line]);
        expect(alone.problems, `${lang}: "${line}"`).toEqual([]);
        const key = keyOf(word!);
        const readings = english!.split('|');
        expect(alone.words.get(key), `${lang}: "${line}"`).toBe(keyOf(readings[0]!));
        if (readings.length > 1) expect(alone.readings.get(key), `${lang}: "${line}"`).toEqual(readings.map(keyOf));
        // no line repeats a word an earlier line reads already
        expect(keys.has(key), `${lang}: "${word}" is read as "${key}", the word of an earlier line`).toBe(false);
        keys.add(key);
      }
    }
    expect(parseValueWords(LANGS.map((l) => read(l, 'value-words.tsv'))).problems).toEqual([]);
    expect(loadValueWords().problems).toEqual([]);
  });

  it('gives plain everyday English: one to three lowercase words a reading, never the word itself', () => {
    const bad: string[] = [];
    for (const lang of LANGS) {
      for (const line of dataLines(read(lang, 'value-words.tsv'))) {
        const [word, english, ...rest] = line.split('\t');
        const readings = (english ?? '').split('|');
        if (rest.length || readings.some((e) => !/^[a-z]+(?: [a-z]+){0,2}$/.test(e) || keyOf(word!) === keyOf(e))) bad.push(`${lang}: "${line}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('has no word that is an English word, as written or as read (accents and umlauts dropped, plural stemmed)', () => {
    const english = englishWords();
    const found: string[] = [];
    for (const lang of LANGS) for (const key of parseFile(lang).words.keys()) if (english.has(key)) found.push(`${lang}: ${key}`);
    expect(found).toEqual([]);
  });

  it('reads no word two ways in two languages (the spellings without umlauts too)', () => {
    const seen = new Map<string, { lang: string; english: string }>();
    const conflicts: string[] = [];
    for (const lang of LANGS) {
      for (const [key, english] of parseFile(lang).words) {
        const other = seen.get(key);
        if (other && other.english !== english) conflicts.push(`"${key}": ${other.lang} ${other.english}, ${lang} ${english}`);
        if (!other) seen.set(key, { lang, english });
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('has no word its language states a yes or a no with (resources/lang/<lang>/yes-no.tsv reads those)', () => {
    const found: string[] = [];
    for (const lang of LANGS) {
      const yesNo = new Set(dataLines(read(lang, 'yes-no.tsv')).map((l) => keyOf(l.split('\t')[0]!)));
      for (const key of parseFile(lang).words.keys()) if (yesNo.has(key)) found.push(`${lang}: ${key}`);
    }
    expect(found).toEqual([]);
  });
});

describe('values of several languages read in English', () => {
  const parse = loadValueWords();
  // (the usual reading: the first of a word's readings)
  const reads = (value: string) => englishValues(keyOf(value), parse)[0] ?? null;

  it('reads a value whose words are all value words as their English words', () => {
    expect(reads('Taschenbuch')).toBe('paperback');
    expect(reads('Taschenbücher')).toBe('paperback');
    expect(reads('broché')).toBe('paperback');
    expect(reads('Gebunden')).toBe('hardcover');
    expect(reads('Hörbuch')).toBe('audiobook');
    expect(reads('Blanco')).toBe('white');
    expect(reads('Weißwein')).toBe('white wine');
    expect(reads('Weisswein')).toBe('white wine');
    expect(reads('Rosado')).toBe('rose');
    for (const v of ['Deutschland', 'Tyskland', 'Allemagne', 'Alemania', 'Niemcy', 'Duitsland']) expect(reads(v), v).toBe('germany');
    for (const v of ['Deutsch', 'allemand', 'tedesco', 'tysk', 'niemiecki']) expect(reads(v), v).toBe('german');
    expect(reads('Elektronische Musik')).toBe('electronic music');
    expect(reads('musique classique')).toBe('music classical');
    expect(reads('Arbuste')).toBe('shrub');
    expect(reads('Sträucher')).toBe('shrub');
    expect(reads('Halbschatten')).toBe('partial shade');
    expect(reads('München')).toBe('munich');
    expect(reads('Koeln')).toBe('cologne');
    expect(reads('København')).toBe('copenhagen');
    expect(reads('Warszawa')).toBe('warsaw');
    expect(reads('Lisboa')).toBe('lisbon');
    expect(reads('Genève')).toBe('geneva');
    expect(reads('Firenze')).toBe('florence');
    expect(reads('gebraucht')).toBe('used');
    expect(reads('storniert')).toBe('cancelled');
    expect(reads('Überweisung')).toBe('bank transfer');
    expect(reads('wöchentlich')).toBe('weekly');
    expect(reads('Baumwolle')).toBe('cotton');
    expect(reads('Aquarell')).toBe('watercolour');
  });

  it('reads no English value, nor one with a word that is no value word', () => {
    for (const v of ['Red', 'Rose', 'Paperback', 'Germany', 'White wine', 'Gift', 'Kind', 'Land', 'Art', 'Sale', 'Boot', 'Barn', 'Store']) {
      expect(reads(v), v).toBeNull();
    }
    expect(reads('Taschenbuch mit Schutzumschlag')).toBeNull();
  });
});

describe('a user edit of value-words.tsv', () => {
  it('skips a line it cannot read and says why, keeping the others', () => {
    const { words, problems } = parseValueWords(['# mine\nblanco\twhite\nzwei wörter\ttwo words\nrojo\n\ntinto\tred\nblanco\tred\n']);
    expect(words.get('blanco')).toBe('white');
    expect(words.get('tinto')).toBe('red');
    expect(problems).toHaveLength(3);
    expect(problems.join(' ')).toMatch(/expected one word, a tab and its English/);
    expect(problems.join(' ')).toMatch(/"blanco" is read as "white" already/);
  });
});
