// Values written in another language are named by their English words too (resources/lang/<lang>/value-words.tsv):
// a folder mixing an English wine list with a Spanish export answers "white wines" with the "Blanco" ones as well,
// and "paperbacks" with a German export's "Taschenbuch" books; the answer shows each value as its page writes it.
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
  fs.mkdirSync(path.join(dir, 'wines'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'wines', 'cellar.csv'), ['Wine,Colour,Price (EUR),Region', 'Loire Breeze,White,14,Loire', 'Hill Crest,Red,22,Rhône', 'Stone Gate,White,18,Alsace', 'Dusk Road,Red,31,Bordeaux'].join('\n'));
  fs.writeFileSync(path.join(dir, 'wines', 'bodega-export.csv'), ['Vino,Color,Precio (EUR),Región', 'Sol de Otoño,Blanco,12,Rueda', 'Viña Alta,Tinto,27,Rioja', 'Mar Azul,Blanco,16,Rías Baixas'].join('\n'));
  fs.mkdirSync(path.join(dir, 'books'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'books', 'shelf.csv'), ['Title,Format,Pages', 'Quiet Harbour,Paperback,312', 'Long Winter,Hardcover,448'].join('\n'));
  fs.writeFileSync(path.join(dir, 'books', 'verlag-export.csv'), ['Titel,Einband,Seiten', 'Stille Tage,Taschenbuch,220', 'Der Leuchtturm,Gebunden,390'].join('\n'));
  // a French export's "moyen" is a condition here, as the English pages' "Fair" (not a size, "medium")
  fs.mkdirSync(path.join(dir, 'paintings'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'paintings', 'register.csv'), ['Painting,Condition,Height (cm)', 'Grey Dawn,Fair,80', 'Salt Flats,Good,64', 'Pale Moon,Fair,102'].join('\n'));
  fs.writeFileSync(path.join(dir, 'paintings', 'depots.csv'), ['Tableau,Etat,Hauteur (cm)', 'Les Quais,moyen,58', 'La Digue,bon,91'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'mixed.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('values in other languages', () => {
  it('names a value of another language by its English word, beside the values written in English', async () => {
    expect(await names('Which wines are white?')).toEqual(['Loire Breeze', 'Mar Azul', 'Sol de Otoño', 'Stone Gate']);
    expect(await names('Which red wines cost under 25 euros?')).toEqual(['Hill Crest']);
    expect(await names('List the paperbacks')).toEqual(['Quiet Harbour', 'Stille Tage']);
  });

  it("takes, of a word's several readings, the one the attribute holds in English", async () => {
    expect(await names('Which paintings are in fair condition?')).toEqual(['Grey Dawn', 'Les Quais', 'Pale Moon']);
  });

  it('shows the reading in the answer\'s trace', async () => {
    const a = await answerQuestion(lib, 'Which wines are white?');
    expect(JSON.stringify(a.trace)).toMatch(/Blanco/);
  });
});
