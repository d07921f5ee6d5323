// `quarry status`: what the library holds, per format and folder, and every file that could not be indexed.
import { libraryStatus } from '../engine/store/status.ts';
import { printJson, withLibrary, type GlobalOptions } from './common.ts';

export async function statusCommand(opts: GlobalOptions): Promise<number> {
  const status = await withLibrary(opts, { readonly: true }, (lib) => libraryStatus(lib.db));
  if (opts.json) {
    printJson(status);
    return 0;
  }
  console.log(`documents ${status.documents} · blocks ${status.blocks} · records ${status.records} (${status.recordRows} rows) · links ${status.links} · entities ${status.entities}`);
  console.log(`by format: ${Object.entries(status.byFormat).map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`);
  for (const f of status.folders) console.log(`folder ${f.path}: ${f.documents} documents, ${f.errors} errors, ${f.skipped} skipped`);
  if (status.olderFacts.length) {
    const n = status.olderFacts.reduce((s, f) => s + f.documents, 0);
    console.log(`derived by an older version of Quarry (${n} documents): their facts may lack what this version extracts; \`quarry index\` on these folders refreshes them`);
    for (const f of status.olderFacts) console.log(`  ${f.path}: ${f.documents} documents`);
  }
  if (status.unitsNotRecognised.length) {
    console.log(`units not recognised: ${status.unitsNotRecognised.map((u) => `${u.unit} (${u.values} values in ${u.documents} documents)`).join(', ')}`);
  }
  if (status.errors.length) {
    console.log(`errors (${status.errors.length}):`);
    for (const e of status.errors) console.log(`  ${e.path}: ${e.code ?? ''} ${e.reason}`);
  }
  if (status.truncated.length) {
    console.log(`truncated (${status.truncated.length}): indexed up to a per-file budget`);
    for (const t of status.truncated) console.log(`  ${t.path}: ${t.reason}`);
  }
  if (status.skipped.length) {
    console.log(`skipped (${status.skipped.length}):`);
    for (const s of status.skipped.slice(0, 50)) console.log(`  ${s.path}: ${s.reason}`);
    if (status.skipped.length > 50) console.log(`  … and ${status.skipped.length - 50} more (--json lists all)`);
  }
  if (status.warnings.length) {
    console.log(`indexed in part (${status.warnings.length}):`);
    for (const w of status.warnings.slice(0, 50)) console.log(`  ${w.path}: ${w.reason}`);
    if (status.warnings.length > 50) console.log(`  … and ${status.warnings.length - 50} more (--json lists all)`);
  }
  return 0;
}
