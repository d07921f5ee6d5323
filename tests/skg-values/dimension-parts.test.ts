// A measurement a×b×c states its parts where its label or value names each by letter or word
// (resources/lang/en/dimension-parts.tsv); with no such letters it states none, the order being each folder's own.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { dimensionParts, parseDimensionParts } from '../../electron/engine/skg/values/dimension-parts.ts';

const parts = (label: string, raw: string) => dimensionParts(label, raw, parseValue(raw)).map((p) => `${p.entry} ${p.value} ${p.unit}`);

describe('dimension parts', () => {
  it('reads the parts a label names by letter', () => {
    expect(parts('Size (h × w)', '92 × 73 cm')).toEqual(['Height 92 cm', 'Width 73 cm']);
    expect(parts('Dimensions (L x W x H)', '120 x 60 x 75 cm')).toEqual(['Length 120 cm', 'Width 60 cm', 'Height 75 cm']);
    expect(parts('Dims HxWxD', '10x20x30 mm')).toEqual(['Height 10 mm', 'Width 20 mm', 'Depth 30 mm']);
  });

  it('reads the parts a value names before or after each number, fractions included', () => {
    expect(parts('Dimensions', 'H 92 cm × W 73 cm × D 20 cm')).toEqual(['Height 92 cm', 'Width 73 cm', 'Depth 20 cm']);
    expect(parts('Size', '92 cm (h) × 73 cm (w)')).toEqual(['Height 92 cm', 'Width 73 cm']);
    expect(parts('Size (h × w)', '70 3/4 × 81 1/4 in.')).toEqual(['Height 70.75 in', 'Width 81.25 in']);
  });

  it('names no part where nothing names them, or where a letter is unknown or repeated', () => {
    expect(parts('Dimensions', '92 × 73 cm')).toEqual([]);
    expect(parts('Box (a × b)', '1 x 2')).toEqual([]);
    expect(parts('Size (w × w)', '1 x 2')).toEqual([]);
    expect(parts('Height', '92 cm')).toEqual([]);
  });

  it('reads its words from the resource file, a user able to add letters of their language', () => {
    const words = parseDimensionParts('# comment\nh\tHeight\nb\tWidth\nt\tDepth\n');
    expect(dimensionParts('Maße (H × B × T)', '10 × 20 × 5 cm', parseValue('10 × 20 × 5 cm'), words).map((p) => p.entry)).toEqual(['Height', 'Width', 'Depth']);
  });
});

describe('dimension parts in the library', () => {
  it('states each named part as its attribute, so a question on width finds a measurement written "Size (h × w)"', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { tempDir } = await import('../helpers/tmp.ts');
    const { openLibrary } = await import('../../electron/engine/store/library.ts');
    const { indexFolders } = await import('../../electron/engine/ingest/index-folder.ts');
    const { defaultDerivers } = await import('../../electron/engine/pipeline.ts');
    const { answerQuestion } = await import('../../electron/engine/answer/answer-question.ts');
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'paintings'));
    const page = (name: string, size: string) => fs.writeFileSync(path.join(dir, 'paintings', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Artist: Ada Ward\n- Size (h × w): ${size}\n- Medium: oil on canvas\n`);
    page('Red Orchard', '92 × 73 cm');
    page('Quiet Harbour', '40 × 120 cm');
    page('Grey Morning', '55 × 46 cm');
    fs.writeFileSync(path.join(dir, 'paintings', 'blue-field.md'), '# Blue Field\n\n- Artist: Ada Ward\n- Width: 100 cm\n- Height: 30 cm\n- Medium: oil on canvas\n');
    const lib = openLibrary(path.join(tempDir(), 'paintings.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      const a = await answerQuestion(lib, 'Which paintings are wider than 70 cm?');
      expect(a.items.map((i) => i.name).sort()).toEqual(['Blue Field', 'Quiet Harbour', 'Red Orchard']);
    } finally {
      lib.close();
    }
  }, 120_000);
});
