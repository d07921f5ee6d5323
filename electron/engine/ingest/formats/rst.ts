// reStructuredText → outline: section titles are underlined (and optionally overlined) with one punctuation
// character, levels in the order the styles first appear; a field list at the top (":Author: Name") is the file's
// stated fields; comments and directive lines (".. note::", ".. code-block:: sh") are markup and dropped (their
// indented content stays as text).

import type { Outline, StatedField } from '../units.ts';
import { linesOutline, underlinedHeading, versionHeading } from './text.ts';

const FIELD = /^:([^:\s][^:]*):[ \t]+(.*?)[ \t]*$/;

export function rstOutline(source: string): Outline {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out = linesOutline(lines.join('\n'), {
    readers: [underlinedHeading, versionHeading],
    skip: (l) => /^\.\.(\s|$)/.test(l),
  });
  // a field list right after the title (or at the very top) states the document's fields
  const at = out.units[0]?.kind === 'heading' ? 1 : 0;
  const unit = out.units[at];
  if (unit?.kind === 'text') {
    const ls = unit.text.split('\n');
    const fields: StatedField[] = [];
    let off = 0;
    for (const l of ls) {
      const m = FIELD.exec(l);
      if (m) fields.push({ key: m[1], value: m[2], start: off, end: off + l.length, section: null });
      off += l.length + 1;
    }
    if (fields.length && fields.length === ls.length) unit.fields = fields;
  }
  return out;
}
