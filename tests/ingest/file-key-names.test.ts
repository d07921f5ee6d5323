// A file holding one record and named by a key of its own ("department.yaml" with "department: Science") is named by
// that key's value; a file whose keys are words only keeps its own name.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';

describe('records named by the key their file is named by', () => {
  it('names a one-record file by the value of the key its file name is', async () => {
    const yaml = '# Science department settings\ndepartment: Science\ncode: SC\nhead: Daniel Osei\n';
    const doc = await parseFile('/d/departments/science/department.yaml', Buffer.from(yaml));
    expect(doc.records[0]?.subject).toBe('Science');
  });
});
