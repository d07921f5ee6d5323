// An item named by another's name with a title ("Dr Priya Raman") or surname first ("Okafor, Tom") is that item: its
// facts are the other's, and lists name it once, as the other files write it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { storedSchema } from '../../electron/engine/skg/schema/build-schema.ts';
import { beforeBracketCode } from '../../electron/engine/skg/schema/name-aliases.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'panels/reviewers.csv': 'Name,Role,Committee\nDr Priya Raman,Chair,Grants\n"Okafor, Tom",Member,Grants\nAnn Lee,Member,Finance\nJon Beck,Member,Finance\n',
    'people/priya-raman.md': '# Priya Raman\n\nTown: Leeds\nJoined: 2019\n',
    'people/tom-okafor.md': '# Tom Okafor\n\nTown: York\nJoined: 2021\n',
    'people/ann-lee.md': '# Ann Lee\n\nTown: Hull\nJoined: 2020\n',
  }, 'name-aliases.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a name written with a title or surname first', () => {
  it('is the item of the plain name: its facts are that item\'s, and a list names it once', async () => {
    expect((await answerQuestion(lib, 'What is the role of Priya Raman?')).answer).toContain('Chair');
    const grants = await answerQuestion(lib, 'Which reviewers sit on the Grants committee?');
    expect(grants.items.map((i) => i.name).sort()).toEqual(['Priya Raman', 'Tom Okafor']);
  });
});

describe('a name after a code its item states', () => {
  let bakes: Library;
  beforeAll(async () => {
    bakes = await indexedLibrary({
      'products.csv': 'Product,Code,Price (£)\nButter Croissant,VI-201,1.90\nPain au Chocolat,VI-202,2.10\nCinnamon Bun,VI-204,2.40\n',
      'recipe-book.md': '# Viennoiserie recipe book\n\n## VI-201 BUTTER CROISSANT\n\nProof: 2h15\nOven: 200 °C\n\n## VI-202 PAIN AU CHOCOLAT\n\nProof: 2h30\nOven: 200 °C\n\n## VI-209 PRETZEL CROISSANT\n\nProof: 1h45\nOven: 190 °C\n',
      'claims.csv': 'Claim,Insured,Reserve (£)\nCLM-24-0110 Cinnamon Bun,Kate Mill,500\n',
    }, 'coded-names.quarry');
  }, 120_000);
  afterAll(() => bakes?.close());
  it('is that item where the item states the code, and no other', async () => {
    expect((await answerQuestion(bakes, 'What is the proof of Butter Croissant?')).value).toBe(135);
    const names = new Set(bakes.db.prepare('SELECT name FROM entities').all().map((r: any) => String(r.name).toLowerCase()));
    // (the claim names a code the bun does not state: it stays its own item)
    expect((await answerQuestion(bakes, 'What is the reserve of Cinnamon Bun?')).value).not.toBe(500);
    expect(names.has('clm-24-0110 cinnamon bun')).toBe(true);
  });
});

describe('a name followed by a measurement its item states', () => {
  let meds: Library;
  beforeAll(async () => {
    meds = await indexedLibrary({
      'formulary.csv': 'Name,Strength,Pack\nRamicor,5 mg,28\nIbufen,200 mg,24\nAmlodin,10 mg,28\n',
      'dispensed.md': '# Items dispensed, H1 2025\n\n| Item | Jan | Feb | Mar |\n|---|---|---|---|\n| Ramicor 5mg | 73 | 71 | 81 |\n| Ibufen 400 mg | 40 | 38 | 45 |\n| Amlodin 10mg | 120 | 118 | 131 |\n',
    }, 'measured-names.quarry');
  }, 120_000);
  afterAll(() => meds?.close());
  it('is that item ("Ramicor 5mg" is Ramicor, 5 mg), and another strength is another item ("Ibufen 400 mg")', async () => {
    expect((await answerQuestion(meds, 'What is the Mar of Ramicor?')).value).toBe(81);
    const names = meds.db.prepare('SELECT name FROM entities').all().map((r: any) => r.name);
    expect(names).toContain('Ibufen 400 mg');
    expect((await answerQuestion(meds, 'What is the Mar of Ibufen?')).value).not.toBe(45);
  });
});

describe('a name with a code in brackets, and a vessel written with its prefix', () => {
  let fields: Library;
  beforeAll(async () => {
    fields = await indexedLibrary({
      // (no field states the code: the sheet keeps its title as its name, the plain name's item all the same)
      'fields/F01-long-acre.md': '# Long Acre (F01)\n\nArea: 6.3 ha\nSoil: Clay loam\n',
      'fields/F02-top-meadow.md': '# Top Meadow (F02)\n\nArea: 4.1 ha\nSoil: Sandy loam\n',
      'cropping/rotation.csv': 'Field,2024,2025\nLong Acre,Winter wheat,Oilseed rape\nTop Meadow,Spring barley,Winter wheat\nChurch Field,Beans,Winter wheat\n',
      'vessels/baltic-tern.md': '# MV BALTIC TERN\n\nIMO: 9387204\nFlag: Cyprus\nLength overall: 99.98 m\n',
      'exports/dues.csv': 'Invoice,Vessel,Amount (£)\nHD-25-0434,Baltic Tern,5717.20\nHD-25-0440,North Promise,2838.20\nHD-25-0447,Solvik,1200.00\n',
    }, 'bracket-names.quarry');
  }, 120_000);
  afterAll(() => fields?.close());
  it('is the item of the name before the brackets, and the vessel of the name after its prefix', async () => {
    expect((await answerQuestion(fields, 'What is the soil of Long Acre?')).answer).toContain('Clay loam');
    expect((await answerQuestion(fields, 'What was grown on Long Acre in 2025?')).answer).toContain('Oilseed rape');
    expect((await answerQuestion(fields, 'What is the flag of Baltic Tern?')).answer).toContain('Cyprus');
    // (each is marked the same item as the other, so a list names it once)
    const schema = storedSchema(fields)!;
    const iri = (name: string) => schema.entities.find((e) => e.name === name)?.iri;
    const same = (name: string) => schema.entities.find((e) => e.name === name)?.sameAs;
    expect([same('Long Acre (F01)'), same('Long Acre')]).toContain(iri('Long Acre') ?? iri('Long Acre (F01)'));
    expect(same('Top Meadow (F02)') ?? same('Top Meadow')).toBeDefined();
    expect(same('MV BALTIC TERN') ?? same('Baltic Tern')).toBeDefined();
    expect(same('Church Field')).toBeUndefined();
    expect(beforeBracketCode('Huawei Mate 20 X (5G)')).toBeNull();
    expect(beforeBracketCode('Long Acre (F01)')).toBe('Long Acre');
  });
});

describe('a name with a birth surname in brackets', () => {
  let tree: Library;
  beforeAll(async () => {
    tree = await indexedLibrary({
      'people/hannah-alderson.md': '# Hannah Alderson\n\nBorn: 1790\nParish: Thornsgill\nOccupation: Dairymaid\n',
      'people/martha-guy.md': '# Martha Guy\n\nBorn: 1851\nParish: Arkleside\n',
      'burials/burials.csv': 'Name,Buried,Age\nHannah Alderson (née Metcalfe),1861-03-02,71\nJohn Metcalfe,1908-11-22,80\nMary Raw (née Fawcett),1870-05-01,64\n',
    }, 'tree.quarry');
  }, 120_000);
  afterAll(() => tree?.close());
  it('is the person of the plain name ("née" in resources/lang/en/maiden-names.txt), and no other', async () => {
    expect((await answerQuestion(tree, 'What was the age of Hannah Alderson?')).value).toBe(71);
    const schema = storedSchema(tree)!;
    expect(schema.entities.find((e) => e.name === 'Hannah Alderson (née Metcalfe)')?.sameAs).toBeDefined();
    // (no page of the plain name: the bracketed name stays its own item)
    expect(schema.entities.find((e) => e.name === 'Mary Raw (née Fawcett)')?.sameAs).toBeUndefined();
  });
});
