// Lengths of time written with one colon: "3:45" is a song's minutes and seconds but a flight's hours and minutes.
// The column decides (skg/values/number-style.ts decideColonOrder): a header's format ("Length (m:ss)"), a value
// only minutes and seconds can be ("62:30", "5:30 min", "1:02:10" with its hours) in the same column of the file or
// of the folder's other files, or the size of the lengths the column states otherwise ("Duration (mins)": 3.5). A
// column that says nothing reads as its label says (hours and minutes).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

const libs: Library[] = [];
/** A library of one folder of files (each folder its own library: their items are alike). */
async function build(files: Record<string, string>): Promise<Library> {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const lib = openLibrary(path.join(tempDir(), 'colon.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
  libs.push(lib);
  return lib;
}
let playlist: Library;
let pieces: Library;
let songs: Library;
beforeAll(async () => {
  playlist = await build({
    // a playlist whose one long set shows its column counts minutes and seconds
    'tracks/playlist.csv': 'Track,Artist,Duration\nHarbour Song,The Gulls,3:45\nTin Miner,Kernow Four,5:10\nLong Night Set,DJ Pen,62:30\nSea Shanty,The Gulls,2:50\n',
    // a page of one item: its column's other values are in the folder's other files
    'tracks/quay-blues.md': '# Quay Blues\n\n- Artist: The Gulls\n- Duration: 4:20\n',
    // a column that says nothing stays hours and minutes
    'routes/crossings.csv': 'Route,Crossing time\nPenzance–Scilly,2:45\nFalmouth–St Mawes,0:25\n',
    // another kind's "Length", the noun of "longer": the tracks' own Duration is what their question compares
    'films/films.csv': 'Film,Director,Length\nHarbour Nights,Ann Penrose,1:50\nThe Last Tin,Bran Trevail,2:10\n',
  });
  // a header that states its format
  pieces = await build({ 'pieces/pieces.csv': 'Title,Composer,Length (m:ss)\nAve Verum,Mozart,3:05\nZadok the Priest,Handel,5:40\nJerusalem,Parry,4:15\n' });
  // a column whose lengths of time the folder states otherwise too ("Duration (mins)": 3.5): the reading among them
  songs = await build({
    'songs/export.json': JSON.stringify({ songs: [{ title: 'Deep River', duration: '5:30' }, { title: 'Shenandoah', duration: '3:20' }, { title: 'Loch Lomond', duration: '4:10' }] }, null, 2),
    'songs/stock-check.csv': 'Title,Duration (mins),Copies\nSteal Away,3.5,30\nWade in the Water,4,25\nThe Water is Wide,2.5,18\n',
  });
}, 180_000);
afterAll(() => libs.forEach((l) => l.close()));

const names = async (lib: Library, q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('colon lengths of time', () => {
  // (and "longer" compares the tracks' own Duration, not the films' Length the word names: understand/attach.ts)
  it('reads a column with a value only minutes and seconds can be as minutes and seconds, here and in the folder', async () => {
    expect(await names(playlist, 'Which tracks last longer than 4 minutes?')).toEqual(['Long Night Set', 'Quay Blues', 'Tin Miner']);
    expect(await names(playlist, 'Which tracks are shorter than 3 minutes?')).toEqual(['Sea Shanty']);
  });

  it('reads a column as its header format says', async () => {
    expect(await names(pieces, 'Which pieces are longer than 4 minutes?')).toEqual(['Jerusalem', 'Zadok the Priest']);
  });

  it("weighs a colon length by the folder's other lengths of the same column", async () => {
    expect(await names(songs, 'Which songs are longer than 5 minutes?')).toEqual(['Deep River']);
    expect(await names(songs, 'Which songs are shorter than 3 minutes?')).toEqual(['The Water is Wide']);
  });

  it('keeps a column that says nothing in hours and minutes', async () => {
    expect(await names(playlist, 'Which routes have a crossing time over 1 hour?')).toEqual(['Penzance–Scilly']);
    expect(await names(playlist, 'Which films are longer than 2 hours?')).toEqual(['The Last Tin']);
  });
});
