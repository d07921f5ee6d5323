// Domain packs: what one kind of folder needs that the engine must not know. Each pack is a folder
// `resources/domains/<name>/` (or a folder of the user's own, named in the library's settings) holding any of:
//   aliases.tsv      how labels of that domain map to one attribute name (skg/entries/aliases.ts)
//   rules/*.rules    derivation rules (resources/rules/README.md)
//   hints.tsv        numbers a value states in words (skg/values)
//   phrases.tsv      phrases of questions read as other phrases before parsing (retrieve/symbolic)
// Packs are plain files a user can read and edit; resources/domains/README.md documents them.
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../resources.ts';

export interface DomainPack {
  name: string;
  dir: string;
}

/** The folder holding the packs shipped with Quarry. */
export function builtinDomainsDir(): string {
  return resourcePath('domains');
}

/** The packs found in folders of packs (each sub-folder is one pack), in name order; missing folders give none. */
export function listDomainPacks(folders: string[] = [builtinDomainsDir()]): DomainPack[] {
  const packs: DomainPack[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = fs.readdirSync(folder, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    } catch {
      continue;
    }
    for (const name of names) packs.push({ name, dir: path.join(folder, name) });
  }
  return packs;
}

/** The file of that name in each pack that has one. */
export function packFiles(packs: DomainPack[], file: string): string[] {
  return packs.map((p) => path.join(p.dir, file)).filter((f) => fs.existsSync(f));
}

/** The rule files of every pack (`<pack>/rules/*.rules`). */
export function packRuleFiles(packs: DomainPack[]): string[] {
  const out: string[] = [];
  for (const p of packs) {
    const dir = path.join(p.dir, 'rules');
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.rules')).sort()) out.push(path.join(dir, f));
  }
  return out;
}
