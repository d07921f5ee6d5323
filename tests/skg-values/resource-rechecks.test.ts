// The word lists a value is read with (yes/no words of every language, periods) are asked for once per value,
// hundreds of thousands of times in one indexing run: their files are looked at again at most once a second, and an
// edit is still seen after that.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadYesNoWords } from '../../electron/engine/skg/values/yes-no-words.ts';
import { loadPeriods } from '../../electron/engine/skg/values/periods.ts';
import { tempDir } from '../helpers/tmp.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('resource word lists asked for per value', () => {
  it('reads the yes/no folder once within a second, and again after an edit', () => {
    const dir = tempDir('yes-no-');
    fs.mkdirSync(path.join(dir, 'xx'));
    fs.writeFileSync(path.join(dir, 'xx', 'yes-no.tsv'), 'jaja\tyes\n');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(loadYesNoWords(dir).yes.has('jaja')).toBe(true);
    const readdir = vi.spyOn(fs, 'readdirSync');
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 100; i++) loadYesNoWords(dir);
    expect(readdir).not.toHaveBeenCalled();
    expect(stat).not.toHaveBeenCalled();
    fs.writeFileSync(path.join(dir, 'xx', 'yes-no.tsv'), 'jaja\tyes\nneinei\tno\n');
    fs.utimesSync(path.join(dir, 'xx', 'yes-no.tsv'), new Date('2030-01-01'), new Date('2030-01-01'));
    vi.setSystemTime(new Date('2026-01-01T00:00:02Z'));
    expect(loadYesNoWords(dir).no.has('neinei')).toBe(true);
  });

  it('looks at the periods file once within a second, and again after an edit', () => {
    const file = path.join(tempDir('periods-'), 'periods.tsv');
    fs.writeFileSync(file, 'week\t52\tpw\n');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(loadPeriods(file).perYear.get('week')).toBe(52);
    const stat = vi.spyOn(fs, 'statSync');
    for (let i = 0; i < 100; i++) loadPeriods(file);
    expect(stat).not.toHaveBeenCalled();
    fs.writeFileSync(file, 'week\t52\tpw\nmonth\t12\tpcm\n');
    fs.utimesSync(file, new Date('2030-01-01'), new Date('2030-01-01'));
    vi.setSystemTime(new Date('2026-01-01T00:00:02Z'));
    expect(loadPeriods(file).perYear.get('month')).toBe(12);
  });
});
