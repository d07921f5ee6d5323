// Places a drive's README names: a partner's folder ("vallgatan/", Göteborg) holds that place's items, every other
// item is the place the README names first (Leeds), though no record states where it belongs; "Leeds orders",
// "Gothenburg customers", "at Vallgatan" read so. A folder named in another language is of the kind its English word
// names ("kunder/" beside "customers/"). A place is a scope, never a kind: what one kind's items hold is not read
// from it (a kennels' folder asked "when did X start working at the Utrecht kennels?" read "kennels" as a
// condition once a place was a kind; measured on the bench, no fixture here reproduces it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { folderEntries, folderSites, namesIn } from '../../electron/engine/retrieve/symbolic/understand/sites.ts';

const README = `HARROWBY & FINCH — SHARED DRIVE (September 2025)
Bespoke tailors, 22 Park Row, Leeds LS1 5JF, with our partner atelier Skrädderi Vallgatan, Vallgatan 14,
Göteborg (files under vallgatan/ are in Swedish).

customers/    customer cards
orders/       order book
vallgatan/    Göteborg: kunder, ordrar
`;

let drive: Library;
beforeAll(async () => {
  drive = await indexedLibrary({
    'README.txt': README,
    'orders/order-book.csv':
      'Order no,Garment,Price (£),Status\nHF-2381,Suit,3525.00,Cutting\nHF-2382,Jacket,2275.00,Finishing\nHF-2383,Suit,1950.00,Delivered\nHF-2384,Overcoat,3625.00,Cutting\n',
    'customers/register.csv': 'Name,Town,Since\nGeorge Sutcliffe,Leeds,2014-03-02\nTobias Hartley,Harrogate,2019-06-03\nSanjay Mistry,York,2019-08-09\n',
    'vallgatan/ordrar.csv': 'Ordernr,Plagg,Pris (kr),Status\nSV-25031,Kostym,31500,tillskärning\nSV-25032,Kavaj,24050,färdig\nSV-25033,Kostym,28900,levererad\n',
    // (a folder inside the drive called by the first place's name is part of that place, not all of it)
    'customers/leeds/rupert-fairbairn.md': '# Rupert Fairbairn\n\nTown: Leeds\nSince: 2011-01-12\n',
    'vallgatan/kunder/register.csv': 'Namn,Ort,Kund sedan\nErik Lindqvist,Göteborg,2019-07-02\nPer Axelsson,Mölndal,2013-12-26\nJonas Forsberg,Göteborg,2021-08-23\n',
  }, 'sites.quarry');
}, 120_000);
afterAll(() => drive?.close());

const names = async (q: string) => (await answerQuestion(drive, q)).items.map((i) => i.name).sort();

describe('reading a README', () => {
  it('reads the folders a line lists, in columns too', () => {
    expect(folderEntries('vallgatan/    Göteborg: kunder, ordrar')).toEqual([{ dirs: ['vallgatan'], description: 'Göteborg: kunder, ordrar' }]);
    expect(folderEntries('branches/   branch sheets      staff/   team pages')).toEqual([
      { dirs: ['branches'], description: 'branch sheets' },
      { dirs: ['staff'], description: 'team pages' },
    ]);
    expect(folderEntries('email/  admin/  notes/')).toEqual([{ dirs: ['email', 'admin', 'notes'], description: '' }]);
    expect(folderEntries('Files under vallgatan/ are in Swedish.')).toBeNull();
  });

  it('reads names as runs of proper nouns, never a date or an address number', () => {
    expect(namesIn('Unit 4, Feeder Road, St Philips, Bristol BS2 0TB.').map((n) => n.name)).toEqual(['Feeder Road', 'St Philips', 'Bristol']);
    expect(namesIn('HARROWBY & FINCH — SHARED DRIVE').map((n) => n.name)[0]).toBe('Harrowby & Finch');
    expect(namesIn('Drive tidied 28 August 2025.').map((n) => n.name)).not.toContain('August');
  });

  it('gives the partner folder the names after its mention, and the rest of the drive the others', () => {
    const sites = folderSites(drive.db);
    const partner = sites.find((s) => s.folder === 'vallgatan');
    const home = sites.find((s) => s.folder === null);
    expect(partner?.names).toEqual(expect.arrayContaining(['Göteborg', 'Skrädderi Vallgatan']));
    expect(home?.names).toEqual(expect.arrayContaining(['Leeds', 'Harrowby & Finch']));
    expect(home?.names).not.toContain('Göteborg');
  });

  it('names no place where the README names no folder as one', async () => {
    const plain = await indexedLibrary({
      'README.txt': 'Plymouth Libraries - shared drive\n\nbranches/   branch fact sheets\nstaff/   team pages (CONFIDENTIAL)\n',
      'branches/list.csv': 'Name,Town\nCentral,Plymouth\nMutley,Plymouth\n',
      'staff/team.csv': 'Name,Role\nAnna Pike,Librarian\nJoe Hill,Assistant\n',
    }, 'plain.quarry');
    try {
      expect(folderSites(plain.db)).toEqual([]);
    } finally {
      plain.close();
    }
  });
});

describe('a README naming the partner before its folder', () => {
  it('gives the place the names before a mention of its folder or of its name written with accents', async () => {
    const lib = await indexedLibrary({
      'README.txt': 'SOLLERS HOPE CIDER — SHARED DRIVE\nHome Farm, Sollers Hope and Ridge Farm, Woolhope, Herefordshire.\nPartner cidrerie: Cidrerie de la Hêtraie, Cambremer, Normandy (files under normandie/ are in French).\n\norchards/     block records\n',
      'orchards/blocks.csv': 'Block,Variety,Trees\nB1,Dabinett,120\nB2,Michelin,80\n',
      'normandie/vergers.csv': 'Parcelle,Variété,Arbres\nP1,Bisquet,90\nP2,Judor,60\n',
    }, 'cider.quarry');
    try {
      const sites = folderSites(lib.db);
      expect(sites.find((s) => s.folder === 'normandie')?.names).toEqual(expect.arrayContaining(['Cambremer', 'Normandy']));
      expect(sites.find((s) => s.folder === null)?.names).toEqual(expect.arrayContaining(['Woolhope', 'Herefordshire']));
      expect(sites.find((s) => s.folder === null)?.names).not.toContain('Normandy');
    } finally {
      lib.close();
    }
  });
});

describe('places the records tell apart themselves', () => {
  it('keeps a salon the README lists among its places a value of its Salon column, not the whole drive', async () => {
    const chain = await indexedLibrary({
      'README.txt': 'WILLOW & WREN — SHARED FOLDER\nFour UK salons (Clifton, Walcot, Southville, Widcombe) and our partner salon in Budapest, Liliom Szalon (files under budapest/ are in Hungarian).\n\nstaff/   team pages\n',
      'staff/team.csv': 'Name,Salon,Level\nAmy Cole,Clifton,Senior\nBen Ault,Walcot,Junior\nCara Dunn,Southville,Senior\nDan Eke,Widcombe,Junior\nEve Ford,Clifton,Junior\n',
      'budapest/munkatarsak.csv': 'Név,Szalon,Szint\nKiss Anna,Liliom Szalon,Senior\nNagy Béla,Liliom Szalon,Junior\n',
    }, 'chain.quarry');
    try {
      const r = await answerQuestion(chain, 'Which stylists work at Clifton?');
      expect(r.items.map((i) => i.name).sort()).toEqual(['Amy Cole', 'Eve Ford']);
    } finally {
      chain.close();
    }
  });
});

describe('questions scoped by a place', () => {
  it('reads a place named after a verb and its preposition as the value items state, where one is', async () => {
    // (every customer outside vallgatan/ is the Leeds atelier's; those who live in Leeds are two)
    expect(await names('Which customers live in Leeds?')).toEqual(['George Sutcliffe', 'Rupert Fairbairn']);
  });

  it('reads the first place as every item outside the partner folder', async () => {
    expect(await names('Which Leeds orders cost more than £3,000?')).toEqual(['HF-2381', 'HF-2384']);
  });

  it('reads the partner place by its name, its English name and its folder', async () => {
    expect(await names('Which Gothenburg orders are there?')).toEqual(['SV-25031', 'SV-25032', 'SV-25033']);
    expect(await names('Which orders are at Vallgatan?')).toEqual(['SV-25031', 'SV-25032', 'SV-25033']);
  });

  it('counts the customers of a place in both its folders, the one named in Swedish too', async () => {
    // (Per Axelsson lives in Mölndal: a customer of the Göteborg atelier all the same)
    expect((await answerQuestion(drive, 'How many customers does the Göteborg atelier have?')).answer).toMatch(/\*\*3\*\*/);
    expect((await answerQuestion(drive, 'How many customers do we have?')).answer).toMatch(/\*\*7\*\*/);
  });

});
