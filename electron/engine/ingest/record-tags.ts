// The fields of record files written as tagged lines (vCard, iCalendar, GEDCOM) and their labels, from
// resources/ingest/record-tags.tsv: a user names the fields as their folders do, adds one, or leaves one out ("-").
import { fileResource } from '../resource-files.ts';
import { resourcePath } from '../resources.ts';

export type TaggedFormat = 'vcard' | 'ical' | 'gedcom';

export interface RecordTags {
  /** Tag or tag path (upper case) → label; null where the field is left out. */
  label(format: TaggedFormat, path: string): string | null | undefined;
  /** The kind of thing a component's records are ("VEVENT" → event); undefined where it holds no records. */
  kind(format: TaggedFormat, component: string): string | undefined;
}

const FORMATS = new Set<string>(['vcard', 'ical', 'gedcom']);

const load = fileResource((text) => {
  const map = new Map<string, string | null>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [format, tag, label] = line.split('\t').map((c) => c?.trim() ?? '');
    if (!format || !FORMATS.has(format) || !tag || !label) continue;
    map.set(`${format}\u0000${tag.toUpperCase()}`, label === '-' ? null : label);
  }
  return map;
});

export function recordTags(file: string = resourcePath('ingest', 'record-tags.tsv')): RecordTags {
  const map = load(file);
  return {
    label: (format, path) => map.get(`${format}\u0000${path.toUpperCase()}`),
    kind: (format, component) => map.get(`${format}\u0000${component.toUpperCase()}`) ?? undefined,
  };
}
