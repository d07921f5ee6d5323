// Machine-readable text becomes records: RFC-822 stanzas (a DEP-5 copyright, a control file), a free-text
// copyright's licence, Debian changelog entries; a folder's conventional files all describe one entity.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectRangesHold, FIXTURES, parseFixture, record, rowsOf } from './helpers.ts';

describe('stanza files', () => {
  it('reads a DEP-5 copyright: header and "Files: *" describe the package, other Files stanzas are parts', async () => {
    const doc = await parseFixture('docs/quarrytool/copyright');
    expectRangesHold(doc);
    expect(doc.format).toBe('stanzas');
    expect(doc.subject).toBe('quarrytool');
    expect(doc.records).toHaveLength(1);
    expect(rowsOf(doc.records[0])).toEqual([
      '- / Format = https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      '- / Upstream-Name = Quarry Tool',
      '- / Upstream-Contact = Jane Maintainer <jane@example.org>',
      '- / Source = https://example.org/quarrytool/',
      '- / Comment = This is the prepackaged version of the Quarry Tool, a sample package made up for the tests.',
      '- / Files = *',
      '- / Copyright = 2001-2023 Example Foundation; 2019 Jane Maintainer <jane@example.org>',
      '- / License = GPL-2+',
    ]);
    const licence = doc.records[0].rows.find((r) => r.key === 'License')!;
    expect(doc.text.slice(licence.start, licence.end)).toBe('License: GPL-2+');
    // the parts and the licence texts stay searchable text under the package's name
    expect(doc.text).toContain('Files: contrib/*');
    expect(doc.text).toContain('Permission is hereby granted');
    expect(doc.blocks.every((b) => b.headingPath[0] === 'quarrytool')).toBe(true);
  });

  it('reads a free-text copyright: the licence it states in prose becomes the package licence, citing the phrase', async () => {
    const doc = await parseFixture('docs/oldtool/copyright');
    expectRangesHold(doc);
    expect(doc.subject).toBe('oldtool');
    const licence = doc.records[0].rows.find((r) => r.key === 'License')!;
    expect(licence).toMatchObject({ value: 'GPL-3+', derived: true });
    expect(doc.text.slice(licence.start, licence.end)).toBe('GNU General Public License');
    expect(record(doc, 'oldtool')?.rows.find((r) => r.key === 'Upstream Author')?.value).toBe('Ada Author <ada@example.org>');
  });

  it('reads a control file: one record per Package stanza, the source stanza on the file', async () => {
    const doc = await parseFixture('docs/quarrytool/debian/control');
    expectRangesHold(doc);
    expect(doc.records.map((r) => `${r.subject} (${r.kind})`)).toEqual(['debian (page)', 'quarrytool (stanza)', 'quarrytool-doc (stanza)']);
    expect(rowsOf(record(doc, 'quarrytool-doc'))).toEqual([
      '- / Package = quarrytool-doc',
      '- / Architecture = all',
      '- / Section = doc',
      '- / Description = documentation for the Quarry Tool',
    ]);
    expect(record(doc, 'debian')?.rows.find((r) => r.key === 'Source')?.value).toBe('quarrytool');
  });

  it('reads front matter at the top of any text file as its fields', async () => {
    const doc = await parseFixture('notes-with-front-matter');
    expectRangesHold(doc);
    expect(doc.title).toBe('Meeting Notes');
    expect(rowsOf(doc.records[0])).toEqual(['- / title = Meeting Notes', '- / date = 2024-03-05', '- / attendees = Ann; Bo']);
    expect(doc.text).toContain('We agreed to move the launch');
  });
});

describe('Debian changelogs', () => {
  it('gives one block per entry, headed by the entry line, and the newest and oldest entries as package facts', async () => {
    const doc = await parseFixture('docs/quarrytool/changelog.Debian');
    expectRangesHold(doc);
    expect(doc.format).toBe('changelog');
    expect(doc.blocks.map((b) => b.headingPath)).toEqual([
      ['quarrytool', 'quarrytool (2.39.1-2) unstable; urgency=medium'],
      ['quarrytool', 'quarrytool (2.39.1-1) unstable; urgency=low'],
      ['quarrytool', 'quarrytool (2.38-1) experimental; urgency=low'],
    ]);
    expect(doc.blocks[1].text).toContain('The parser now reads nested archives.');
    expect(doc.blocks[1].text).toContain(' -- Sam Uploader <sam@example.net>');
    expect(doc.records).toHaveLength(1);
    expect(rowsOf(doc.records[0])).toEqual([
      '- / Changelog entries = 3',
      '- / Latest version = 2.39.1-2',
      '- / Latest upload distribution = unstable',
      '- / Latest upload urgency = medium',
      '- / Latest uploader = Jane Maintainer',
      '- / Uploader = Jane Maintainer',
      '- / Latest uploader email = jane@example.org',
      '- / Latest upload date = Mon, 02 Jan 2023 13:06:21 +0100',
      '- / Uploader = Sam Uploader',
      '- / First version = 2.38-1',
      '- / First upload date = Tue, 01 Feb 2022 08:00:00 +0000',
    ]);
    const [entries, version] = doc.records[0].rows;
    expect(doc.text.slice(version.start, version.end)).toBe('2.39.1-2');
    // the count is derived, evidenced by the newest entry's line
    expect(entries.derived).toBe(true);
    expect(doc.text.slice(entries.start, entries.end)).toBe('quarrytool (2.39.1-2) unstable; urgency=medium');
    // "Closes: #100200." inside an entry is a change, not a field
    expect(doc.records[0].rows.some((r) => r.key === 'Closes')).toBe(false);
  });

  it('keeps the entries of a NEWS.Debian (a changelog that is not the package changelog) as text only', async () => {
    const text = fs.readFileSync(path.join(FIXTURES, 'docs/quarrytool/changelog.Debian'));
    const { parseFile } = await import('../../electron/engine/ingest/parse.ts');
    const doc = await parseFile(path.join(FIXTURES, 'docs/quarrytool/NEWS.Debian'), text);
    expect(doc.format).toBe('changelog');
    expect(doc.blocks).toHaveLength(3);
    expect(doc.records).toHaveLength(0);
  });
});

describe("a folder's conventional files", () => {
  it('describe one entity named after the folder, with its licence, upstream and latest version as plain attributes', async () => {
    const root = tempDir('quarry-docs-');
    const docs = path.join(root, 'doc');
    fs.cpSync(path.join(FIXTURES, 'docs'), docs, { recursive: true });
    const library = openLibrary(path.join(root, 'lib.quarry'));
    try {
      await indexFolders(library, [docs], { derivers: [symbolicDeriver()] });
      const rdf = await libraryRdf(library);
      const res = await rdf.sparql(
        `PREFIX q: <https://quarry.local/ontology#>
         PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
         SELECT ?name ?label ?v WHERE {
           ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?entry . ?entry rdfs:label ?label .
           ?s q:hasValue ?val . ?val rdfs:label ?v . FILTER NOT EXISTS { ?s q:partIndex ?p }
         }`,
      );
      const facts = (name: string) => res.rows.filter((r) => r.name.value === name).map((r) => `${r.label.value}=${r.v.value}`);
      const names = [...new Set(res.rows.map((r) => r.name.value))].sort();
      expect(names).toEqual(['debian', 'oldtool', 'quarrytool', 'quarrytool-doc']);
      const tool = facts('quarrytool');
      expect(tool).toEqual(expect.arrayContaining(['License=GPL-2+', 'Upstream-name=Quarry Tool', 'Latest version=2.39.1-2', 'Depends=libc6 (>= 2.34)', 'Latest uploader=Jane Maintainer', 'Changelog entries=3']));
      // the part stanzas' licences are not the package's
      expect(tool).not.toContain('License=Expat');
      expect(facts('oldtool')).toContain('License=GPL-3+');
    } finally {
      library.close();
    }
  });

  it("keeps an upstream name equal to the package's own (the folder names the package, not that row)", async () => {
    const root = tempDir('quarry-docs-');
    const pkg = path.join(root, 'doc', 'tmux');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'copyright'), [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/', 'Upstream-Name: tmux', 'Source: https://github.com/tmux/tmux', '',
      'Files: *', 'Copyright: 2007 Nicholas Marriott', 'License: ISC', '',
    ].join('\n'));
    const library = openLibrary(path.join(root, 'lib.quarry'));
    try {
      await indexFolders(library, [path.join(root, 'doc')], { derivers: [symbolicDeriver()] });
      const rdf = await libraryRdf(library);
      const res = await rdf.sparql(
        `PREFIX q: <https://quarry.local/ontology#>
         PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
         SELECT ?label ?v WHERE { ?e q:hasName "tmux" . ?e q:hasSpec ?s . ?s q:inEntry ?entry . ?entry rdfs:label ?label . ?s q:hasValue ?val . ?val rdfs:label ?v }`,
      );
      expect(res.rows.map((r) => `${r.label.value}=${r.v.value}`)).toContain('Upstream-name=tmux');
      // the package's own name restated is no link to it, and no value a question's "tmux" could mean
      const { refreshSchema } = await import('../../electron/engine/skg/schema/index.ts');
      const schema = await refreshSchema(library);
      const upstream = schema.attributes.find((a) => a.label.toLowerCase() === 'upstream-name')!;
      expect(upstream.kind).toBe('text');
      expect(schema.values.some((v) => v.label === 'tmux')).toBe(false);
    } finally {
      library.close();
    }
  });
});
