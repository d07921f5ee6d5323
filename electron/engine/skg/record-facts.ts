// Turns one document's records into typed RDF facts (the symbolic graph), all in the document's named graph:
//   entity —hasSpec→ spec —inEntry→ Entry, —inSection→ Section, —hasValue→ Value (raw text),
//   spec —hasNumericValue/hasUnit/hasDim1..3/hasMin/hasMax/hasBoolean/hasYear/hasDate/hasCurrency→ literals,
//   spec —fromBlock→ block —inDocument→ document, spec —sourceRow→ the record row id (the citation).
// A row's own spec carries the parsed value; list values ("GSM / HSPA / LTE") also get one spec per part, and
// numbers a value states for another entry ("Octa-core" → CPU cores 8, "8GB RAM, 128GB" → RAM 8) get a spec of
// that entry, citing the same row. Shared nodes (entries, sections, values, categories, groups) are declared in
// the vocabulary graph, once for the whole library, so the union of graphs holds each of their triples once.
import { DataFactory } from 'rdf-data-factory';
import type { Quad, Quad_Object } from '@rdfjs/types';
import { XSD, XSD_NS } from '../store/rdf/namespaces.ts';
import type { RecordWithRows } from '../store/records.ts';
import { parseValue } from './values/parse-value.ts';
import { canonicalEntry, normaliseKey, splitHeaderUnit, type EntryAliases } from './entries/canonical-entry.ts';
import {
  CLASS, P, VOCABULARY_GRAPH, blockIri, categoryIri, documentGraph, documentIri, entityIri, entryIri, groupIri, sectionIri,
  specIri, valueIri,
} from './ontology.ts';
import { variantStem } from './variants.ts';
import { stemWord } from './entries/normalise-key.ts';

/** One name per category: "Phones", "phone" → "phone"; "Mobile Phones" → "mobile phone". */
export function categoryName(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').split(' ').map(stemWord).join(' ');
}

const df = new DataFactory();
const iri = (v: string) => df.namedNode(v);
const str = (v: string) => df.literal(v);
const int = (n: number) => df.literal(String(Math.round(n)), iri(XSD.integer));
const dec = (n: number) => df.literal(String(n), iri(Number.isInteger(n) ? XSD.integer : XSD.decimal));
const bool = (b: boolean) => df.literal(String(b), iri(XSD.boolean));
const date = (y: number, m: number, d: number) =>
  df.literal(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, iri(`${XSD_NS}date`));

/** Units that only one entry measures: a number in that unit inside another row is that entry's value. */
const UNIT_OWNER_ENTRY: Record<string, string> = { ppi: 'Pixel density' };

/** The name key under which subjects of different documents are taken to be the same entity. */
export function subjectKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface DocumentFactsInput {
  docId: number;
  relpath: string;
  records: RecordWithRows[];
  aliases: EntryAliases;
}

export function documentFacts(input: DocumentFactsInput): Quad[] {
  const g = iri(documentGraph(input.docId));
  const vocabulary = iri(VOCABULARY_GRAPH);
  const quads: Quad[] = [];
  const add = (s: string, p: string, o: Quad_Object) => quads.push(df.quad(iri(s), iri(p), o, g));
  const declared = new Set<string>();
  /** Declares a node's type and label: shared nodes in the vocabulary graph, the document's own in its graph. */
  const declare = (node: string, cls: string, label: string, shared = true) => {
    if (declared.has(node)) return;
    declared.add(node);
    const graph = shared ? vocabulary : g;
    quads.push(df.quad(iri(node), iri(P.type), iri(cls), graph), df.quad(iri(node), iri(P.label), str(label), graph));
  };

  const doc = documentIri(input.docId);
  declare(doc, CLASS.Document, input.relpath, false);
  add(doc, P.path, str(input.relpath));
  const folderCategories = input.relpath.split(/[\\/]/).slice(0, -1).filter(Boolean);

  for (const record of input.records) {
    const name = record.subject.trim();
    if (!name) continue;
    const entity = entityIri(subjectKey(name));
    if (!declared.has(entity)) {
      declare(entity, CLASS.Entity, name, false);
      add(entity, P.hasName, str(name));
      const stem = variantStem(name);
      if (stem && stem !== name) {
        const group = groupIri(subjectKey(stem));
        declare(group, CLASS.EntityGroup, stem);
        add(entity, P.variantOf, iri(group));
      }
      for (const c of new Set([...folderCategories, ...record.categoryHints].map(categoryName).filter(Boolean))) {
        const cat = categoryIri(c);
        declare(cat, CLASS.Category, c);
        add(entity, P.belongs, iri(cat));
      }
    }
    // the domain packs whose labels this record uses (a pack's aliases never rename another domain's keys)
    const aliases = input.aliases.forKeys(record.rows.flatMap((r) => {
      const nk = normaliseKey(splitHeaderUnit(r.key).key);
      const ns = r.section ? normaliseKey(r.section) : '';
      return ns ? [nk, `${ns}/${nk}`, `${ns} ${nk}`] : [nk];
    }));
    for (const row of record.rows) {
      const { entry, unit: headerUnit } = canonicalEntry(row.section, row.key, aliases);
      const entryNode = entryIri(entry);
      declare(entryNode, CLASS.Entry, entry);
      const sectionNode = row.section ? sectionIri(row.section) : null;
      if (sectionNode) declare(sectionNode, CLASS.Section, row.section!);
      const block = row.blockId !== null ? blockIri(row.blockId) : null;
      if (block && !declared.has(block)) {
        declared.add(block);
        add(block, P.type, iri(CLASS.Block));
        add(block, P.inDocument, iri(doc));
      }
      const raw = row.value.trim();
      const parsed = parseValue(raw, { entry, unit: headerUnit ?? undefined });
      const partTexts = parsed.parts.length > 1 ? parsed.parts : [];
      [raw, ...partTexts].forEach((text, part) => {
        if (!text && part > 0) return;
        const spec = specIri(row.id, part);
        add(spec, P.type, iri(CLASS.Spec));
        add(entity, P.hasSpec, iri(spec));
        add(spec, P.inEntry, iri(entryNode));
        if (sectionNode) add(spec, P.inSection, iri(sectionNode));
        const valueNode = valueIri(text);
        declare(valueNode, CLASS.Value, text);
        add(spec, P.hasValue, iri(valueNode));
        if (block) add(spec, P.fromBlock, iri(block));
        add(spec, P.sourceRow, int(row.id));
        add(spec, P.rowPosition, int(row.position));
        if (part > 0) {
          add(spec, P.partIndex, int(part));
          const b = parseValue(text, { entry }).boolean;
          if (b !== undefined) add(spec, P.hasBoolean, bool(b));
          return;
        }
        const q = parsed.primary;
        // "Chipset cores: Octa-core": the row's own number is stated in words
        const ownHint = !q ? parsed.hints?.find((h) => h.entry === entry) : undefined;
        if (ownHint) {
          add(spec, P.hasNumericValue, dec(ownHint.value));
          if (ownHint.unit) add(spec, P.hasUnit, str(ownHint.unit));
        }
        if (q) {
          const base = q.base ?? (q.unit ? { value: q.value, unit: q.unit } : null);
          add(spec, P.hasNumericValue, dec(base ? base.value : q.value));
          if (base?.unit) add(spec, P.hasUnit, str(base.unit));
        }
        if (parsed.dims) {
          const preds = [P.hasDim1, P.hasDim2, P.hasDim3];
          parsed.dims.values.slice(0, 3).forEach((v, i) => add(spec, preds[i], dec(v)));
        }
        if (parsed.resolution) {
          add(spec, P.hasDim1, dec(parsed.resolution.width));
          add(spec, P.hasDim2, dec(parsed.resolution.height));
        }
        if (parsed.range) {
          add(spec, P.hasMin, dec(parsed.range.min));
          add(spec, P.hasMax, dec(parsed.range.max));
        }
        if (parsed.boolean !== undefined) add(spec, P.hasBoolean, bool(parsed.boolean));
        if (parsed.date) {
          add(spec, P.hasYear, int(parsed.date.year));
          if (parsed.date.month && parsed.date.day) add(spec, P.hasDate, date(parsed.date.year, parsed.date.month, parsed.date.day));
        }
        if (parsed.prices?.length) add(spec, P.hasCurrency, str(parsed.prices[0].currency));
      });
      // numbers this row states for other entries
      const extra: Array<{ entry: string; value: number; unit: string | null }> = [];
      for (const h of parsed.hints ?? []) if (h.entry !== entry) extra.push({ entry: h.entry, value: h.value, unit: h.unit });
      // a quantity whose unit belongs to another entry ("1080 x 2400 pixels (~405 ppi density)")
      for (const q of parsed.quantities) {
        const owner = q.unit ? UNIT_OWNER_ENTRY[q.unit] : undefined;
        if (owner && owner !== entry && q !== parsed.primary) extra.push({ entry: owner, value: q.base?.value ?? q.value, unit: q.base?.unit ?? q.unit });
      }
      // a body's dimensions also state its length, width and thickness
      if (parsed.dims && parsed.dims.values.length === 3 && /^dimensions?$/i.test(entry)) {
        const unit = parsed.dims.unit ?? 'mm';
        ['Length', 'Width', 'Thickness'].forEach((name, i) => extra.push({ entry: name, value: parsed.dims!.values[i], unit }));
      }
      if (parsed.memory?.length && entry !== 'RAM') {
        for (const m of parsed.memory) if (m.ram !== undefined) extra.push({ entry: 'RAM', value: m.ram, unit: 'GB' });
      }
      extra.forEach((x, i) => {
        const spec = specIri(row.id, 1000 + i);
        const node = entryIri(x.entry);
        declare(node, CLASS.Entry, x.entry);
        add(spec, P.type, iri(CLASS.Spec));
        add(entity, P.hasSpec, iri(spec));
        add(spec, P.inEntry, iri(node));
        if (sectionNode) add(spec, P.inSection, iri(sectionNode));
        add(spec, P.hasValue, iri(valueIri(raw)));
        add(spec, P.hasNumericValue, dec(x.value));
        if (x.unit) add(spec, P.hasUnit, str(x.unit));
        if (block) add(spec, P.fromBlock, iri(block));
        add(spec, P.sourceRow, int(row.id));
        add(spec, P.rowPosition, int(row.position));
      });
    }
  }
  return quads;
}
