// Profiling driver (not a bench): the symbolic facts of every document of an indexed library (default: a devices
// library made by _ingest-once.ts), derived again on this thread as the symbolic deriver derives them in a run (one
// memo for the run), without writing them; prints the seconds, CPU seconds and quads of `rounds` passes. With --pack,
// each document's quads are also packed for the writer as a parse worker packs them (store/rdf/quad-pack.ts).
// node [--cpu-prof] --import tsx bench/_facts-once.ts <library-file> [rounds] [--pack]
import { openLibrary } from '../electron/engine/store/library.ts';
import { getDocumentRecords } from '../electron/engine/store/records.ts';
import { getDocumentBlocks } from '../electron/engine/store/blocks.ts';
import { loadAliases } from '../electron/engine/skg/entries/canonical-entry.ts';
import { loadValueContext } from '../electron/engine/skg/values/value-context.ts';
import { findDocumentNotes } from '../electron/engine/skg/values/document-units.ts';
import { findLegend } from '../electron/engine/skg/values/legends.ts';
import { documentFacts, type NumberReport } from '../electron/engine/skg/record-facts.ts';
import { newFactsMemo } from '../electron/engine/skg/facts-memo.ts';
import { packQuads } from '../electron/engine/store/rdf/quad-pack.ts';
import { LOCAL_FACT_TERMS } from '../electron/engine/skg/prepared-facts.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const pack = process.argv.includes('--pack');
const library = openLibrary(args[0]!, { readonly: true });
const rounds = Number(args[1] ?? 1);
const docs = library.db.prepare(`SELECT id, relpath FROM documents WHERE status = 'indexed' ORDER BY id`).all() as Array<{ id: number; relpath: string }>;
const inputs = docs.map((d) => ({ ...d, records: getDocumentRecords(library.db, d.id), blocks: getDocumentBlocks(library.db, d.id) })).filter((d) => d.records.length);
const aliases = loadAliases();
const values = loadValueContext();
for (let round = 0; round < rounds; round++) {
  const memo = newFactsMemo();
  const t0 = performance.now(); const c0 = process.cpuUsage();
  let quads = 0;
  for (const d of inputs) {
    const notes = findDocumentNotes(d.blocks, values.units);
    const legend = findLegend(d.blocks);
    const blockHeadings = new Map(d.blocks.map((b) => [b.id, b.headingPath]));
    const report: NumberReport = { folderDependent: false, signature: '', doubts: 0 };
    const facts = documentFacts({ docId: d.id, relpath: d.relpath, records: d.records, aliases, values, notes, legend, blockHeadings, unknownUnits: new Map(), numberReport: report, memo });
    if (pack) packQuads(facts, LOCAL_FACT_TERMS);
    quads += facts.length;
  }
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ documents: inputs.length, quads, seconds: +((performance.now() - t0) / 1000).toFixed(2), cpuS: +((c.user + c.system) / 1e6).toFixed(2) }));
}
library.close();
