// Identifiers ("GPL-3+", "BSD-3-clause", "MPL-2.0") in a question are matched whole against the library's values,
// never read as a word, a number and a comparator; ".0" parts of an identifier add nothing ("GPL-2.0+" = "GPL-2+").
// Attributes told apart by an ordering word ("Latest version" / "First version") are named by the question's own
// ordering word ("newest", "oldest"), the head alone meaning the current one; the words inside an e-mail address
// name nothing. Dates stated to the day rank by day.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { tempDir } from '../helpers/tmp.ts';
import { phraseKey, queryContext } from '../../electron/engine/retrieve/symbolic/understand/context.ts';

const packages: Array<{ name: string; license: string; versions: string[] }> = [
  { name: 'alpha', license: 'GPL-3+', versions: ['2.1-1', '2.0-2', '1.9.3-1'] },
  { name: 'beta', license: 'GPL-3', versions: ['0.5-1', '0.4-1'] },
  { name: 'gamma', license: 'GPL-2.0+', versions: ['7.0-1', '6.9-3'] },
  { name: 'delta', license: 'GPL-2+', versions: ['1.2-4', '1.2-3'] },
  { name: 'epsilon', license: 'GPL-3+ or Artistic', versions: ['5.36.0-7', '5.34.0-5'] },
  { name: 'zeta', license: 'MIT', versions: ['1.0-1', '0.9-1'] },
  { name: 'eta', license: 'MIT-1', versions: ['2.0-1', '1.9-1'] },
];

function changelog(name: string, versions: string[], day: number): string {
  return versions.map((v, i) => [
    `${name} (${v}) unstable; urgency=medium`, '', `  * Release ${v}.`, '',
    ` -- ${i === 0 && name === 'beta' ? 'Robin Uploader' : 'Pat Maintainer'} <debian@example.org>  Mon, ${day} Mar ${2023 - i} 10:00:00 +0100`, '',
  ].join('\n')).join('\n');
}

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  for (const [k, p] of packages.entries()) {
    const d = path.join(dir, p.name);
    fs.mkdirSync(d);
    fs.writeFileSync(path.join(d, 'copyright'), [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/', `Upstream-Name: ${p.name}`, '',
      'Files: *', 'Copyright: 2020 Someone', `License: ${p.license}`, '',
    ].join('\n'));
    fs.writeFileSync(path.join(d, 'changelog.Debian'), changelog(p.name, p.versions, 10 + k));
  }
  lib = openLibrary(path.join(tempDir(), 'ids.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 180_000);
afterAll(() => lib?.close());

describe('identifiers in questions', () => {
  it('checks a licence as one identifier, and keeps GPL-3 apart from GPL-3+', async () => {
    expect((await answerQuestion(lib, 'Is alpha GPL-3+?')).value).toBe(true);
    expect((await answerQuestion(lib, 'Is beta GPL-3+?')).value).toBe(false);
    expect((await answerQuestion(lib, 'Is beta licensed GPL-3?')).value).toBe(true);
  });
  it('lists the items holding the identifier whole, not a value that goes on after it', async () => {
    const a = await answerQuestion(lib, 'Which packages are licensed GPL-3+?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['alpha']);
  });
  it('keeps a name apart from an identifier that starts with it (MIT, MIT-1)', async () => {
    expect((await answerQuestion(lib, 'Which packages are under the MIT licence?')).items.map((i) => i.name)).toEqual(['zeta']);
    expect((await answerQuestion(lib, 'Which packages are under MIT-1?')).items.map((i) => i.name)).toEqual(['eta']);
  });
  it('counts an identifier with its ".0" parts dropped as the same', async () => {
    const a = await answerQuestion(lib, 'How many packages have the GPL-2+ licence?');
    expect(a.value).toBe(2);
  });
});

describe('a reference code the library does not hold', () => {
  let trips: Library;
  beforeAll(async () => {
    trips = await indexedLibrary({
      'routes.csv': 'Route,Distance,Pallets\nLeeds to Dover,284 km,12\nLeeds to Hull,98 km,4\nLeeds to York,40 km,30\n',
    }, 'trips.quarry');
  }, 120_000);
  afterAll(() => trips?.close());

  it('is no number and no range ("SHP-24-0408" is no 24–408)', async () => {
    const r = await answerQuestion(trips, 'What is the distance of SHP-24-0408?');
    expect(r.items.map((i) => i.name)).toEqual([]);
    expect(JSON.stringify(r.mapping)).not.toMatch(/408/);
  });
});

describe('attributes told apart by an ordering word', () => {
  it('reads "newest", "most recent" and "oldest" as the attribute graded that way', async () => {
    expect((await answerQuestion(lib, "What's the newest version of alpha?")).value).toBe('2.1-1');
    expect((await answerQuestion(lib, 'Tell me the most recent version of epsilon')).value).toBe('5.36.0-7');
    expect((await answerQuestion(lib, 'What is the oldest version of alpha?')).value).toBe('1.9.3-1');
  });
  it('reads the head alone as the current one', async () => {
    expect((await answerQuestion(lib, 'What version is gamma at?')).value).toBe('7.0-1');
  });
});

describe('dates stated to the day', () => {
  it('rank and compare by day, not by their tied years', async () => {
    expect((await answerQuestion(lib, 'Which was uploaded more recently, alpha or beta?')).items.map((i) => i.name)).toEqual(['beta']);
    expect((await answerQuestion(lib, 'Which package was uploaded most recently?')).items.map((i) => i.name)).toEqual(['eta']);
  });
});

describe('addresses', () => {
  it('never reads a word inside an e-mail address as its value', async () => {
    const ctx = await queryContext(lib);
    expect(ctx.valuePhrases.get(phraseKey('debian@example.org'))?.length).toBeGreaterThan(0);
    expect(ctx.valuePhrases.get('debian')).toBeUndefined();
    expect((await answerQuestion(lib, 'How many entries does the Debian changelog of alpha have?')).value).toBe(3);
  });
});
