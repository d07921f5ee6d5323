// YAML data and configuration files are read as the data tree they write (records named as JSON's are); a file that
// is no YAML, or an alias bomb, is read as plain text, never a crash or a hang.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { formatOf } from '../../electron/engine/ingest/parse.ts';

const sites = `# Site configuration, maintained by Infrastructure.
sites:
  - name: London HQ
    code: LON
    headcount: 212
    network:
      wan_mbps: 200
  - name: Berlin Office
    code: BER
    headcount: 103
    network:
      wan_mbps: 100
`;

describe('YAML files', () => {
  it('reads a list of mappings as records, named and with their nested fields', async () => {
    expect(formatOf('config/sites.yaml')).toBe('yaml');
    expect(formatOf('config/sites.yml')).toBe('yaml');
    const doc = await parseFile('sites.yaml', Buffer.from(sites));
    const berlin = doc.records.find((r) => r.subject === 'Berlin Office')!;
    expect(berlin.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(expect.arrayContaining(['code = BER', 'headcount = 103']));
    expect(berlin.rows.some((r) => r.key.includes('wan_mbps') || (r.section ?? '').includes('network'))).toBe(true);
    expect(doc.text).toContain('Site configuration, maintained by Infrastructure.');
    for (const r of doc.records) for (const row of r.rows) expect(doc.text.slice(row.start, row.end)).toContain(row.value);
  });
  it('reads malformed YAML and an alias bomb as text', async () => {
    const broken = await parseFile('broken.yaml', Buffer.from('sites:\n  - name: [unclosed\n    code: : :\n'));
    expect(broken.warnings?.join(' ')).toMatch(/read as text, not YAML/);
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 0; i < 80; i++) lines.push(`b${i}: &b${i} [*${i === 0 ? 'a' : `b${i - 1}`}, *${i === 0 ? 'a' : `b${i - 1}`}, *${i === 0 ? 'a' : `b${i - 1}`}]`);
    const bomb = await parseFile('bomb.yaml', Buffer.from(lines.join('\n')));
    expect(bomb.warnings?.join(' ')).toMatch(/aliases/);
  });
});
