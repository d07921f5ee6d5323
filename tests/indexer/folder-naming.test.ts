// Naming that needs the whole folder: a vendor column whose values are the names of other records (suppliers with
// their own pages) links to them and is never part of a row's name, whatever order the files are read in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ingest/naming/purchasing');

let open: Library[] = [];
afterEach(() => {
  for (const l of open) l.close();
  open = [];
});

function subjectsOf(library: Library, relpath: string): string[] {
  return (
    library.db
      .prepare(`SELECT r.subject FROM records r JOIN documents d ON d.id = r.doc_id WHERE d.relpath = ? AND r.kind = 'csv-row' ORDER BY r.ord`)
      .all(relpath) as Array<{ subject: string }>
  ).map((r) => r.subject);
}

describe('names that need the whole folder', () => {
  it('keeps a vendor column naming other records out of the row names (a plain brand still prefixes); an all-caps title takes the folder\'s case', async () => {
    const root = tempDir('quarry-folder-naming-');
    const dir = path.join(root, 'purchasing');
    fs.cpSync(FIXTURE, dir, { recursive: true });
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    // products/ is read before suppliers/: the vendor names are known only after the folder is read
    const report = await indexFolders(library, [dir], { derivers: defaultDerivers(), parseWorkers: 0 });
    expect(report.added).toBe(5);
    expect(subjectsOf(library, path.join('products', 'price-list.tsv'))).toEqual(['Copper Kettle 2 L', 'Steel Kettle 1 L', 'Tea Tin 500 g']);
    const row = library.db
      .prepare(`SELECT rr.value FROM record_rows rr JOIN records r ON r.id = rr.record_id WHERE r.subject = 'Copper Kettle 2 L' AND rr.key = 'Vendor'`)
      .get() as { value: string } | undefined;
    expect(row?.value).toBe('Harbour Kettle Works Ltd');
    // "Quarry" names no record of the folder: the model needs its brand to be a name
    expect(subjectsOf(library, path.join('products', 'phones.csv'))).toEqual(['Quarry P1', 'Quarry P2', 'Quarry T1']);
    // an all-capitals title its file never writes otherwise takes the case the folder writes the name in
    const page = library.db
      .prepare(`SELECT r.subject FROM records r JOIN documents d ON d.id = r.doc_id WHERE d.relpath = ? AND r.kind = 'page'`)
      .get(path.join('suppliers', 'notes-mckenzie.txt')) as { subject: string } | undefined;
    expect(page?.subject).toBe('McKenzie and Sons');
    // a second run changes nothing (the price list is not read again)
    const again = await indexFolders(library, [dir], { derivers: defaultDerivers(), parseWorkers: 0 });
    expect(again.unchanged).toBe(5);
    expect(subjectsOf(library, path.join('products', 'price-list.tsv'))).toEqual(['Copper Kettle 2 L', 'Steel Kettle 1 L', 'Tea Tin 500 g']);
  });
});

describe('rows known elsewhere by another of their codes, or by a name written surname first', () => {
  it('names an export\'s rows by the column of codes the folder\'s records of that sort are named by, and a register\'s by its codes where its names are people written surname first', async () => {
    const root = tempDir('quarry-folder-identity-');
    const dir = path.join(root, 'claims-drive');
    fs.cpSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ingest/naming/claims-drive'), dir, { recursive: true });
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    await indexFolders(library, [dir], { derivers: defaultDerivers(), parseWorkers: 0 });
    // an insurer's bordereau keyed by its own refs ("CA/34492/24"): its "Your ref" codes are claims, whose sheets
    // state what its columns do (claimed, paid, excess, status); its "Policy" codes name no record of the folder
    expect(subjectsOf(library, path.join('insurers', 'bordereau.csv'))).toEqual(['CLM-24-0104', 'CLM-24-0105', 'CLM-24-0106']);
    // a register of claims whose names are the clients ("Fraser, Callum" is the client "Callum Fraser")
    expect(subjectsOf(library, path.join('claims', 'register.csv'))).toEqual(['CLM-24-0201', 'CLM-24-0202', 'CLM-24-0203']);
    // a policy list named by its holders keeps them: its codes name no records elsewhere
    expect(subjectsOf(library, path.join('insurers', 'policies.csv'))).toEqual(['Ann Bryce', 'Tom Keane', 'Isla Reid', 'Harbour Print Ltd', 'Ross Stewart', 'Callum Fraser']);
  });
});

describe('rows a folder knows by both their codes and their names', () => {
  it('names a register\'s rows by the column headed by what its folder holds, and keeps a log\'s rows its own where only its key and its link share labels with the records they point at', async () => {
    const root = tempDir('quarry-folder-kinds-');
    const dir = path.join(root, 'beekeepers');
    fs.cpSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ingest/naming/beekeepers'), dir, { recursive: true });
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    await indexFolders(library, [dir], { derivers: defaultDerivers(), parseWorkers: 0 });
    const tableRows = (relpath: string) =>
      (library.db.prepare(`SELECT r.subject FROM records r JOIN documents d ON d.id = r.doc_id WHERE d.relpath = ? ORDER BY r.ord`).all(relpath) as Array<{ subject: string }>).map((r) => r.subject);
    // apiaries/ holds apiaries: its "Apiary" column names the rows, as the mite counts name them, though an export
    // writes their codes ("apiary_code": "AP-01")
    expect(tableRows(path.join('apiaries', 'apiary-register.md'))).toEqual(['Dinmore Hill Orchard', 'Brilley Mountain', 'Lugg Meadows']);
    // a harvest log's rows are harvests: its "Harvest ref" and "Hive" say what names them, no fact the hives state
    expect(subjectsOf(library, path.join('honey', 'extraction-log-2025.csv'))).toEqual(['HV-25-01', 'HV-25-02', 'HV-25-03']);
    // a register naming its members by a surname and a given name keeps those names, though an export writes their
    // member numbers ("keeper_no": "WA-0167"): they are the people's own names
    // (two Edwardses each named whole, their numbers kept as a field of each)
    expect(subjectsOf(library, path.join('members', 'membership-register.csv'))).toEqual(['Rhys Edwards', 'Mike Griffiths', 'Dave Hodnet', 'Sian Edwards']);
    const numbers = library.db.prepare(`SELECT rr.value FROM record_rows rr JOIN documents d ON d.id = rr.doc_id WHERE d.relpath = ? AND rr.key = 'Member no'`).all(path.join('members', 'membership-register.csv')) as Array<{ value: string }>;
    expect(numbers.map((n) => n.value)).toEqual(['WA-0167', 'WA-0122', 'WA-0110', 'WA-0175']);
    // (a register naming its borrowers in one "Name" column is named by the tickets a loans log lists, as a harbour's
    // berths are by the codes its calls list: which a folder's people use, names or numbers, is not known from it)
    expect(subjectsOf(library, path.join('library', 'borrowers.csv'))).toEqual(['R-1187', 'R-1203', 'R-1342']);
    const tickets = library.db.prepare(`SELECT rr.value FROM record_rows rr JOIN documents d ON d.id = rr.doc_id WHERE d.relpath = ? AND rr.key = 'ticket'`).all(path.join('library', 'book-loans-2025.csv')) as Array<{ value: string }>;
    expect(tickets.map((t) => t.value)).toEqual(['R-1187', 'R-1203', 'R-1342']);
  });
});
