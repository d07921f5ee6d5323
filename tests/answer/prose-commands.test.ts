// "How do I …" answered with the command a sentence leads into: a README writes the command on its own line
// ("reportbug frob", lower case, no full stop) after "… preferably by running:", and that answers before a list of
// changelog items that share the question's words, and before an instruction of another kind ("If you enable
// persistent logging, consider …").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'frob'));
  fs.writeFileSync(path.join(dir, 'frob', 'README.Debian'), [
    'Frob for Debian', '===============', '',
    'This package installs the frob list in the standard machine-parseable format:', '', ' /usr/share/frob/list.dat', '',
    'Changes to the Debian packaging of frob should be submitted to the Debian BTS, preferably by running:', '', '  reportbug frob', '',
    'Persistent logging', '==================', '',
    'To enable persistent logging, create /var/log/frob:', '', '  mkdir -p /var/log/frob', '',
    'If you enable persistent logging, consider removing the old log daemon, to avoid logging everything twice.', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'changelog.Debian'), [
    'frob (1.2-1) unstable; urgency=medium', '',
    '  * Report clearer error messages.', '  * Enable persistent logging by default.', '  * Submit changes upstream.', '',
    ' -- Pat Maintainer <pat@example.org>  Mon, 20 Jan 2020 10:00:00 +0100', '',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'commands.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a command answers "how do I"', () => {
  it('quotes the command the sentence leads into', async () => {
    const a = await answerQuestion(lib, 'How should I report a problem with the Debian frob package?', { strategy: 'textual' });
    expect(a.answer.split('\n').slice(0, 4).join('\n')).toContain('reportbug frob');
  });
  it('prefers the command over an instruction of another kind', async () => {
    const a = await answerQuestion(lib, 'How do I enable persistent logging for frob?', { strategy: 'textual' });
    expect(a.answer.split('\n').slice(0, 4).join('\n')).toContain('mkdir -p /var/log/frob');
  });
});
