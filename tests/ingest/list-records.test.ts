// A Markdown list of records, each a run of "Key: value" items opening with the same name field and a blank line
// between runs (one loose list to Markdown): each run is an item named by that field. Before, the repeated keys made
// the whole list read as a list of changes, and the people were lost.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';

const parse = (text: string, name = 'team.md') => parseFile(`/tmp/${name}`, Buffer.from(text));
const people = ['Morag Kinnear,Owner,Peebles,40', 'Eilidh Drummond,Office Manager,Peebles,30', 'Tomasz Wierzbicki,Sweep,Galashiels,37.5'];
const directory = `# Team directory\n\nOne block per person.\n\n${people.map((p) => { const [n, r, b, h] = p.split(','); return `- Name: ${n}\n- Role: ${r}\n- Base: ${b}\n- Hours per week: ${h}\n`; }).join('\n')}`;

describe('a Markdown list of records opening with a name field', () => {
  it('is an item per run, named by the field', async () => {
    const doc = await parse(directory);
    const records = doc.records.filter((r) => r.kind === 'stanza');
    expect(records.map((r) => r.subject)).toEqual(['Morag Kinnear', 'Eilidh Drummond', 'Tomasz Wierzbicki']);
    expect(Object.fromEntries(records[2]!.rows.map((r) => [r.key, r.value]))).toMatchObject({ Role: 'Sweep', Base: 'Galashiels', 'Hours per week': '37.5' });
    // each row cites its own line
    expect(doc.text.slice(records[1]!.rows[1]!.start, records[1]!.rows[1]!.end)).toContain('Office Manager');
  });
  it('is no list of records where the runs do not open with a name, or one run states a key twice', async () => {
    const changes = '# Changes\n\n- attr: fix overflow\n- attr: fix out-of-bounds read\n- attr: speed up lookups\n- doc: typo\n- attr: x\n- doc: y\n';
    expect((await parse(changes, 'changes.md')).records.filter((r) => r.kind === 'stanza')).toEqual([]);
    const twice = directory.replace('- Base: Peebles\n', '- Base: Peebles\n- Base: Leith\n');
    expect((await parse(twice)).records.filter((r) => r.kind === 'stanza')).toEqual([]);
  });
});
