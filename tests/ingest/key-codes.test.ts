// "Registration,Make,Model,…": a register keyed by a first column of codes names its rows by those codes where the
// folder's other files refer to them so (a fuel log's Vehicle column); where no other file holds them, the model
// names the rows as before. Facts of the other files then link to the registered items. A sheet under a letterhead
// ("HARROW & VELD FREIGHT — DELIVERY NOTE") in a file named by a code a field of it states is that code's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { addressFirstLine, codeAfterTitleWords, codeOfFileName, nameAfterFileCode, nameAfterTitleCode, nameBeforeTitleCode, nameBesideDescription } from '../../electron/engine/ingest/assemble.ts';
import { beforeLocality } from '../../electron/engine/text/locality.ts';
import { keyColumnCodes } from '../../electron/engine/ingest/naming.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const register = ['Registration,Make,Model,Year,Depot', 'YK21 HFD,DAF,XF 480,2021,Leeds', 'YJ19 OPW,Scania,P280,2019,Leeds', 'WU20 BXR,Volvo,FH 460,2020,Bristol', '72-BRT-4,DAF,XF 530,2022,Rotterdam'].join('\n');
const subjects = (lib: Library, file = '%fleet-list.csv') => (lib.db.prepare('SELECT r.subject FROM records r JOIN documents d ON d.id = r.doc_id WHERE d.relpath LIKE ? ORDER BY r.subject').all(file) as Array<{ subject: string }>).map((r) => r.subject);

let held: Library;
let alone: Library;
let both: Library;
let chained: Library;
let loaves: Library;
beforeAll(async () => {
  // a register "Job No,Customer,…" whose customers have rows of their own, and a generation export keyed by the same
  // job codes, named by them only once it is read again: the register then keys by them too (a second round)
  const jobs = ['Job No,Customer,Town,kWp', 'KDS-24-010,Alan Jago,Liskeard,4.15', 'KDS-24-015,Robert Widdicombe,Bovey Tracey,6.4', 'KDS-24-021,Susan Northcott,Okehampton,3.7', 'KDS-24-024,Helen Babbage,Totnes,4.98'].join('\n');
  const customers = ['Cust No,Name,Town,Tariff', 'C-1001,Alan Jago,Liskeard,Smart Export', 'C-1002,Robert Widdicombe,Bovey Tracey,Fixed', 'C-1003,Susan Northcott,Okehampton,Smart Export', 'C-1004,Helen Babbage,Totnes,Fixed'].join('\n');
  const generation = ['Job,Site,Jan,Feb,Mar', 'KDS-24-010,"Jago, Liskeard",80,145,279', 'KDS-24-015,"Widdicombe, Bovey Tracey",141,260,479', 'KDS-24-021,"Northcott, Okehampton",80,154,249', 'KDS-24-024,"Babbage, Totnes",95,170,301'].join('\n');
  // a price list whose products have recipe pages, and a till export naming its lines by the same codes: the list's
  // column headed as the name ("Product") names its rows, however the till names its own
  loaves = await indexedLibrary({
    'products/price-list.csv': ['Code,Product,Price (£)', 'BR-109,Walnut & Raisin Loaf,4.90', 'BR-110,Caerphilly & Leek Loaf,4.40', 'BR-111,Pain de Campagne,5.20'].join('\n'),
    'recipes/walnut-and-raisin-loaf.md': '# Walnut & Raisin Loaf\n\nYield: 6 loaves\nProof: 2 h\n',
    'recipes/caerphilly-and-leek-loaf.md': '# Caerphilly & Leek Loaf\n\nYield: 8 loaves\nProof: 90 min\n',
    'recipes/pain-de-campagne.md': '# Pain de Campagne\n\nYield: 4 loaves\nProof: 3 h\n',
    'sales/till.csv': ['PLU;Item code;Qty sold', '1109;BR-109;120', '1110;BR-110;80', '1111;BR-111;95'].join('\n'),
  }, 'loaves.quarry');
  chained = await indexedLibrary({ 'jobs/install-register.csv': jobs, 'customers/crm-export.csv': customers, 'monitoring/monthly-generation.csv': generation }, 'chained.quarry');
  const fuel = ['Date,Vehicle,Litres', '2024-06-01,YK21 HFD,342', '2024-06-02,YJ19 OPW,176', '2024-06-03,WU20 BXR,410', '2024-06-04,YK21 HFD,298'].join('\n');
  held = await indexedLibrary({ 'fleet/fleet-list.csv': register, 'fleet/fuel-log.csv': fuel }, 'held.quarry');
  alone = await indexedLibrary({ 'fleet/fleet-list.csv': register, 'notes/readme.md': '# Fleet\n\nThe fleet list is updated monthly.\n' }, 'alone.quarry');
  // a product list whose codes and names the invoice lines both write keeps its names
  const products = ['SKU,Product,Price (EUR)', 'GC-4950,Floor Cleaner Concentrate 5 L,12.50', 'KC-9730,Cat6 Patch Cable 5 m,3.20', 'ME-8371,Industrial Socket 32A,24.00'].join('\n');
  const lines = ['Invoice,SKU,Product,Qty', 'INV-0001,GC-4950,Floor Cleaner Concentrate 5 L,4', 'INV-0002,KC-9730,Cat6 Patch Cable 5 m,20', 'INV-0003,ME-8371,Industrial Socket 32A,2'].join('\n');
  both = await indexedLibrary({ 'catalogue/fleet-list.csv': products, 'finance/invoice-lines.csv': lines }, 'both.quarry');
}, 120_000);
afterAll(() => {
  held?.close();
  alone?.close();
  both?.close();
  chained?.close();
  loaves?.close();
});

describe('a register keyed by codes other files use', () => {
  it('reads codes of capitals and digits, each row its own', () => {
    expect(keyColumnCodes({ key: 'Registration', values: ['YK21 HFD', '72-BRT-4', 'PO 7K219'] })).toEqual(['YK21 HFD', '72-BRT-4', 'PO 7K219']);
    expect(keyColumnCodes({ key: 'Registration', values: ['YK21 HFD', 'YK21 HFD', 'PO 7K219'] })).toBeNull();
    expect(keyColumnCodes({ key: 'Name', values: ['Anna Keller', 'Tom Price', 'Jan Novak'] })).toBeNull();
  });

  it('names the rows by the codes the fuel log refers to them by', () => {
    expect(subjects(held)).toEqual(['72-BRT-4', 'WU20 BXR', 'YJ19 OPW', 'YK21 HFD']);
  });

  it('keeps the model as the name where no other file holds the codes', () => {
    expect(subjects(alone)).toEqual(['DAF XF 480', 'DAF XF 530', 'Scania P280', 'Volvo FH 460']);
  });

  it('keeps the names where the other files write them as well as the codes', () => {
    expect(subjects(both)).toEqual(['Cat6 Patch Cable 5 m', 'Floor Cleaner Concentrate 5 L', 'Industrial Socket 32A']);
  });

  it("keys a register by codes another file's rows are named by once that file is read again", () => {
    expect(subjects(chained, '%monthly-generation.csv')).toEqual(['KDS-24-010', 'KDS-24-015', 'KDS-24-021', 'KDS-24-024']);
    expect(subjects(chained, '%install-register.csv')).toEqual(['KDS-24-010', 'KDS-24-015', 'KDS-24-021', 'KDS-24-024']);
  });

  it('keeps the names of a column headed as the name where the codes name lines of another file', () => {
    expect(subjects(loaves, '%price-list.csv')).toEqual(['Caerphilly & Leek Loaf', 'Pain de Campagne', 'Walnut & Raisin Loaf']);
  });

  it('answers about the registered items by their codes', async () => {
    const r = await answerQuestion(held, 'Which vehicles are at the Leeds depot?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['YJ19 OPW', 'YK21 HFD']);
  });
});

describe('a sheet named by the code its file is named by', () => {
  it('names a form under a letterhead by the code its file name and a field share', () => {
    const text = 'HARROW & VELD FREIGHT — DELIVERY NOTE\n\nConsignment:      SHP-24-0479\nOrder date:       7 Jun 2024\n';
    expect(codeOfFileName('SHP-24-0479', 'HARROW & VELD FREIGHT - DELIVERY NOTE', text)).toBe('SHP-24-0479');
    // a title of a few words saying what the sheet is before the code names the code, as other files name the item;
    // a file name that is a word names nothing; a code no field states names nothing
    expect(codeOfFileName('SHP-24-0479', 'Delivery note SHP-24-0479', text)).toBe('SHP-24-0479');
    expect(codeOfFileName('SHP-24-0479', 'Delivery note SHP-24-0479 for Acme Ltd', text)).toBeNull();
    expect(codeOfFileName('delivery-note', 'HARROW & VELD FREIGHT - DELIVERY NOTE', text)).toBeNull();
    expect(codeOfFileName('SHP-24-0480', 'HARROW & VELD FREIGHT - DELIVERY NOTE', text)).toBeNull();
    // a file name writes a code's slashes as hyphens: the field's code is the one it names
    expect(codeOfFileName('25-00283-LBC', 'APPLICATION SUMMARY (legacy template)', 'App no.: 25/00283/LBC\nType: LBC\n')).toBe('25/00283/LBC');
    expect(codeOfFileName('25-00283-LBC', 'APPLICATION SUMMARY (legacy template)', 'App no.: 25/00284/LBC\n')).toBeNull();
  });

  it('names a sheet by the code its file name ends with after words saying what the file is', () => {
    const pack = '---\njob: KDS-25-038\nclient: Emma Wills\n---\n\n# Handover pack — Emma Wills\n';
    expect(codeOfFileName('handover-kds-25-038', 'Handover pack — Emma Wills', pack)).toBe('KDS-25-038');
    // (no field states it: the file name says nothing of the item; a title written as a name keeps naming it)
    expect(codeOfFileName('handover-kds-25-039', 'Handover pack — Emma Wills', pack)).toBeNull();
    expect(codeOfFileName('handover-kds-25-038', 'Emma Wills', pack)).toBeNull();
  });

  it('names a sheet by the name its title gives before the code a field states in brackets', () => {
    expect(nameBeforeTitleCode('Welsh Cakes (CK-306)', 'SKU: CK-306\nRange: Cakes\n')).toBe('Welsh Cakes');
    expect(nameBeforeTitleCode('Welsh Cakes (CK-306)', 'Range: Cakes\n')).toBeNull();
    expect(nameBeforeTitleCode('Well Field (USA)', 'Country: USA\n')).toBeNull();
    // (a variant in brackets is no code, whatever a field states: a phone's 5G model is another phone)
    expect(nameBeforeTitleCode('Huawei Mate 20 X (5G)', 'Network: 5G\n')).toBeNull();
  });

  it('names the sheet by its code where the title leads with the code before what the item is', () => {
    const sheet = '# GR-24-001 — Dalston community kitchen refit\n\nReference: GR-24-001\nApplicant: Hackney Food Alliance\n';
    expect(codeOfFileName('GR-24-001', 'GR-24-001 — Dalston community kitchen refit', sheet)).toBe('GR-24-001');
    expect(codeOfFileName('GR-24-001', 'GR-24-001: Dalston community kitchen refit', sheet)).toBe('GR-24-001');
    // (a code inside the title, not leading it, still names it as the title does)
    expect(codeOfFileName('GR-24-001', 'Dalston kitchen (GR-24-001)', sheet)).toBeNull();
  });

  it('names the sheet by the code its title gives after words saying what the file is, where a field states it', async () => {
    const sheet = '# Case sheet — 25/00224/FUL\n\nReference: 25/00224/FUL\nWard: Ashworth\n';
    expect(codeAfterTitleWords('Case sheet — 25/00224/FUL', sheet)).toBe('25/00224/FUL');
    expect(codeAfterTitleWords('Claim file - CL/88/24', 'Claim: CL/88/24\n')).toBe('CL/88/24');
    // a code no field states, a word after the dash, a short number: the title stays
    expect(codeAfterTitleWords('Case sheet — 25/00225/FUL', sheet)).toBeNull();
    expect(codeAfterTitleWords('Notes — draft', 'Status: draft\n')).toBeNull();
    expect(codeAfterTitleWords('Chapter — 12', 'Number: 12\n')).toBeNull();
    // the file slugs the code's slashes: its name is no code of the text
    const doc = await parseFile('/d/applications/case-sheets/25-00224-FUL.md', Buffer.from(sheet));
    expect(doc.records[0]?.subject).toBe('25/00224/FUL');
  });

  it('names a sheet titled by its code and its name, in a file not named by the code, by the name', async () => {
    const sheet = '# P-101 — Ashcombe Primary School Extension\n\nProject no.: P-101\nSector: Education\n';
    expect(nameAfterTitleCode('P-101 — Ashcombe Primary School Extension', sheet)).toBe('Ashcombe Primary School Extension');
    expect(nameAfterTitleCode('Projectfiche P-104 — Kortrijk Warehouse (Hal 3)', 'Projectnummer: P-104\n')).toBe('Kortrijk Warehouse (Hal 3)');
    // a code no field states; a date, not a code
    expect(nameAfterTitleCode('P-102 — Ashcombe', sheet)).toBeNull();
    expect(nameAfterTitleCode('2025 — Annual Report', 'Year: 2025\n')).toBeNull();
    expect((await parseFile('/d/projects/P-101-ashcombe/project-sheet.md', Buffer.from(sheet))).records[0]?.subject).toBe('Ashcombe Primary School Extension');
    // a file named by the code keeps the code (codeOfFileName), and so does one whose name leads with it
    expect((await parseFile('/d/projects/P-101.md', Buffer.from(sheet))).records[0]?.subject).toBe('P-101');
    const claim = '# CLM-24-0110 — Cairngorm Lodges (commercial combined, storm)\n\nClaim ref: CLM-24-0110\nInsured: Cairngorm Lodges LLP\n';
    expect((await parseFile('/d/claims/2024/CLM-24-0110 Cairngorm Lodges.md', Buffer.from(claim))).records[0]?.subject).toBe('CLM-24-0110');
  });

  it('keeps a title written as a name, an address, for a sheet in a file named by its code: by its first line', async () => {
    const sheet = '# 38 Llwyn Onn, Abergavenny NP7 5MB\n\nProperty ref: ABG-0117\nBedrooms: 4\n';
    expect(codeOfFileName('ABG-0117', '38 Llwyn Onn, Abergavenny NP7 5MB', sheet)).toBeNull();
    expect((await parseFile('/d/properties/sheets/ABG-0117.md', Buffer.from(sheet))).records[0]?.subject).toBe('38 Llwyn Onn');
    expect(addressFirstLine('11 Coedcae Close, Pontypool')).toBe('11 Coedcae Close');
    expect(addressFirstLine('Kansas City, Missouri')).toBeNull();
    expect(beforeLocality('Glass Orchard, The')).toBe('Glass Orchard');
    for (const t of ['Fraser, Callum', 'Paris, France', 'Red, white and blue']) expect(beforeLocality(t), t).toBeNull();
  });

  it('names a page by the name its title gives beside words saying what the page is', async () => {
    expect(nameBesideDescription('Broad Street — shop profile')).toBe('Broad Street');
    expect(nameBesideDescription('Bike fit — Ben Oldroyd')).toBe('Ben Oldroyd');
    expect(nameBesideDescription('Overdrachtsformulier / Transfer form - TRF-25-04')).toBe('TRF-25-04');
    expect(nameBesideDescription('Ravi — animal record')).toBe('Ravi');
    // a date, two names, a command's summary, a description beside one word: no name
    for (const t of ["Keepers' diary - April 2025", 'Minutes — 12 March 2025', 'Bash — GNU Bourne-Again SHell', 'git-log — show commit logs', 'Notes - draft', 'Getting started — Installation']) expect(nameBesideDescription(t), t).toBeNull();
    expect((await parseFile('/d/branches/broad-street-ross.md', Buffer.from('# Broad Street — shop profile\n\n- Location: Ross-on-Wye\n- Covers: 12\n'))).records[0]?.subject).toBe('Broad Street');
    // words of a description may be hyphenated: the code after them names the sheet, as a field states it
    expect(codeAfterTitleWords('Tenancy sign-up record — TEN-11664', 'Tenancy ref: TEN-11664\n')).toBe('TEN-11664');
  });

  it('names a sheet whose file name is its code and its name, both fields of it, by the name as the field writes it', async () => {
    const sheet = 'ANIMAL RECORD — PRIMATE SECTION\n\nAnimal: Manga\nID: WZ-0118\nGender: M\nDOB: 18/02/2014\n';
    expect(nameAfterFileCode('WZ-0118_MANGA', 'WZ-0118_MANGA', sheet)).toBe('Manga');
    expect((await parseFile('/d/animals/primates/WZ-0118_MANGA.md', Buffer.from(sheet))).records[0]?.subject).toBe('Manga');
    // the name no field states, the code no field states, or a title of the page's own: no name from the file
    expect(nameAfterFileCode('WZ-0118_MANGO', 'WZ-0118_MANGO', sheet)).toBeNull();
    expect(nameAfterFileCode('WZ-0119_MANGA', 'WZ-0119_MANGA', sheet)).toBeNull();
    expect(nameAfterFileCode('WZ-0118_MANGA', 'Manga the lemur', sheet)).toBeNull();
  });

  it('reads the delivery notes of one letterhead as one item each', async () => {
    const note = (code: string, kg: string) => `HARROW & VELD FREIGHT — DELIVERY NOTE\n=====================================\n\nConsignment:      ${code}\nGoods:            ${kg}\n`;
    const doc1 = await parseFile('/d/delivery-notes/SHP-24-0479.txt', Buffer.from(note('SHP-24-0479', '3,300 kg')));
    const doc2 = await parseFile('/d/delivery-notes/SHP-24-0480.txt', Buffer.from(note('SHP-24-0480', '1,200 kg')));
    expect([doc1.records[0]?.subject, doc2.records[0]?.subject]).toEqual(['SHP-24-0479', 'SHP-24-0480']);
  });
});
