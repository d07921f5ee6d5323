// A table with a surname column and a given-name column names each row by the whole name, given name first, in the
// languages resources/ingest/name-parts.tsv knows; a table with only one of them, or a code naming its rows because
// other files use it, keeps its own naming.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { namePartColumns, namePartOf } from '../../electron/engine/ingest/name-parts.ts';

const subjects = async (file: string, text: string) => (await parseFile(file, Buffer.from(text))).records.map((r) => r.subject);

describe('names in two columns', () => {
  it('reads the labels of a surname and a given name, in several languages', () => {
    expect(namePartOf('Surname')).toBe('family');
    expect(namePartOf('last_name')).toBe('family');
    expect(namePartOf('Vorname')).toBe('given');
    expect(namePartOf('Town')).toBeNull();
    expect(namePartColumns(['Member No', 'Surname', 'Forename', 'Town'])).toEqual({ family: 1, given: 2 });
    expect(namePartColumns(['Member No', 'Surname', 'Town'])).toBeNull();
  });

  it('names each row by the given name and the surname', async () => {
    expect(await subjects('/d/members/export.csv', 'Member No,Surname,Forename,Category\nWW0109,Holroyd,Graham,Full\nWW0115,Barraclough,Mick,Full\n')).toEqual(['Graham Holroyd', 'Mick Barraclough']);
    expect(await subjects('/d/members/register.csv', '# Register 2025\nMembership No;Nachname;Vorname;Grade\nWDAS-0064;Holroyd;Brian;Senior\nWDAS-0072;Pickup;Jean;Senior\n')).toEqual(['Brian Holroyd', 'Jean Pickup']);
  });

  it('keeps a table with a name column of its own as it is', async () => {
    expect(await subjects('/d/staff.csv', 'Name,Surname,Forename,Role\nDesk A,Holroyd,Graham,Reception\nDesk B,Pickup,Jean,Bar\n')).toEqual(['Desk A', 'Desk B']);
  });
});
