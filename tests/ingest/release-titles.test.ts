// Release titles written alike down a plain-text NEWS or changelog are its headings, though each entry follows its
// title at once ("v1.5.4 (Feb 2023)" then "cli: …"), a title ends in a full stop ("Changes in bc from 1.06 to
// 1.07.") or titles are indented alike ('\tMajor changes between "less" versions 581 and 590'); each starts an
// entry of its own. Three alike make the shape; one such line alone stays text.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';

const headings = async (name: string, text: string) => (await parseFile(name, Buffer.from(text))).blocks.map((b) => b.headingPath[b.headingPath.length - 1]);

describe('release titles written alike', () => {
  it('head their entries with no blank line after them', async () => {
    const text = ['v1.5.4 (Feb 2023)', 'perf: faster huffman decompression', 'cli: Asynchronous I/O for improved cli speed', '', 'v1.5.2 (Jan 2022)', 'perf: faster decompression', 'cli: Keep original file with -c', '',
      'v1.5.1 (Dec 2021)', 'api: new parameter', 'cli: fix -r on empty directory', ''].join('\n');
    const hs = await headings('zstd/changelog', text);
    expect(hs).toEqual(expect.arrayContaining(['v1.5.4 (Feb 2023)', 'v1.5.2 (Jan 2022)', 'v1.5.1 (Dec 2021)']));
  });
  it('head their entries though they end in a full stop or are indented alike', async () => {
    const bc = ['Changes in bc from 1.07 to 1.07.1.', '    Fixed parallel make problem.', '', 'Changes in bc from 1.06 to 1.07.', '    Added void functions.', '', 'Changes in bc from 1.05 to 1.06.', '    New sqrt.', ''].join('\n');
    expect(await headings('bc/NEWS', bc)).toEqual(expect.arrayContaining(['Changes in bc from 1.06 to 1.07']));
    const less = ['\tMajor changes between "less" versions 581 and 590', '', '* Add the --lesskey-src option.', '', '\tMajor changes between "less" versions 563 and 581', '', '* Add ESC-U command.', '',
      '\tMajor changes between "less" versions 551 and 563', '', '* Add --mouse option.', ''].join('\n');
    expect(await headings('less/NEWS', less)).toEqual(expect.arrayContaining(['Major changes between "less" versions 581 and 590', 'Major changes between "less" versions 563 and 581']));
  });
  it('leaves one such line alone as text', async () => {
    const one = ['Notes', '', 'v1.5.4 (Feb 2023)', 'is the version we ship.', '', 'Nothing else changed.', ''].join('\n');
    expect(await headings('notes.txt', one)).not.toContain('v1.5.4 (Feb 2023)');
  });
});
