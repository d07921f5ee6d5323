// Perl POD → outline: "=head1" … "=head4" are headings, "=item X" starts a paragraph with X; other commands
// (=pod, =over, =back, =cut, =begin, =end, =for, =encoding) are markup and dropped; formatting codes (B<…>,
// I<…>, C<…>, L<…>, F<…>, E<gt>) keep their text.

import type { Outline } from '../units.ts';
import { linesOutline, type HeadingReader } from './text.ts';

const HEAD = /^=head([1-4])[ \t]+(.*?)[ \t]*$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', verbar: '|', sol: '/' };

function plain(s: string): string {
  let t = s;
  // innermost codes first, until none is left (bounded by the line length)
  for (let i = 0; i < 20 && /[A-Z]<[^<>]*>/.test(t); i++) {
    t = t.replace(/E<([^<>]*)>/g, (_, e: string) => ENTITIES[e] ?? (/^\d+$/.test(e) ? String.fromCodePoint(Number(e)) : e));
    t = t.replace(/L<([^<>|]*)\|[^<>]*>/g, '$1').replace(/[A-Z]<([^<>]*)>/g, '$1');
  }
  return t.replace(/[A-Z]<<+ (.*?) >+>/g, '$1');
}

const podHeading: HeadingReader = (lines, i) => {
  const m = HEAD.exec(lines[i]);
  return m ? { text: plain(m[2]), level: Number(m[1]), lines: 1 } : null;
};

export function podOutline(source: string): Outline {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => (/^=item\b/.test(l) ? plain(l.replace(/^=item[ \t]*/, '')) : /^=head/.test(l) ? l : plain(l)));
  return linesOutline(lines.join('\n'), {
    readers: [podHeading],
    skip: (l) => /^=(pod|over|back|cut|begin|end|for|encoding)\b/.test(l),
    firstLineTitle: false,
  });
}

export function looksLikePod(text: string): boolean {
  return /^=(head1|pod)\b/m.test(text.slice(0, 16 * 1024));
}
