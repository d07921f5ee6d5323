// Questions are checked where they enter (API and CLI), before anything parses them: one length limit, stated in
// the error, and no control characters (a terminal escape sequence must not leave numbers behind).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cleanQuestion, MAX_QUESTION_CHARS } from '../../electron/engine/api/question-input.ts';
import { tempDir } from '../helpers/tmp.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('cleanQuestion', () => {
  it('removes escape sequences whole and turns other control characters into spaces', () => {
    expect(cleanQuestion('phones with a \u001b[31mthickness\u001b[0m under 8 mm')).toBe('phones with a thickness under 8 mm');
    expect(cleanQuestion('battery\u0000\u0007 over\t5000\r\nmAh')).toBe('battery over 5000 mAh');
    expect(cleanQuestion('\u001b]0;title\u0007which is lightest?')).toBe('which is lightest?');
    expect(cleanQuestion('cheap\u202e phones\u200b')).toBe('cheap phones');
  });

  it('refuses empty, non-text and over-long questions, stating the limit', () => {
    expect(() => cleanQuestion('\u001b[31m\u0000 ')).toThrow(/the question is empty/);
    expect(() => cleanQuestion(42)).toThrow(/must be text/);
    expect(() => cleanQuestion('x'.repeat(MAX_QUESTION_CHARS + 1))).toThrow(/2,001 characters long; the limit is 2,000/);
    expect(cleanQuestion('x'.repeat(MAX_QUESTION_CHARS))).toHaveLength(MAX_QUESTION_CHARS);
  });

  it('is what the CLI applies too', async () => {
    const lib = path.join(tempDir('quarry-q-'), 'none.quarry');
    const run = (q: string) =>
      new Promise<{ code: number; stderr: string }>((resolve) =>
        execFile(process.execPath, [path.join(repo, 'bin', 'quarry.mjs'), 'ask', q, '--library', lib], { cwd: repo }, (err, _o, stderr) =>
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stderr }),
        ),
      );
    const long = await run('which phone '.repeat(200));
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/the limit is 2,000/);
  });
});
