// Manual pages in troff (man and mdoc macros) → outline: ".SH"/".Sh" are headings of level 1, ".SS"/".Ss" of
// level 2, ".TH NAME SECTION" (or ".Dt") names the page "NAME(SECTION)"; paragraph requests (.PP, .LP, .P, .TP,
// .IP, .sp, .Pp, .Bl, .It …) break paragraphs; font and text macros (.B, .I, .BR, .Nm, .Fl, .Ar …) keep their
// words; other requests, comments and escapes (\fB, \-, \(em) are markup and dropped.

import type { Outline } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace } from '../kv.ts';

const BREAK = new Set(['PP', 'LP', 'P', 'TP', 'IP', 'HP', 'sp', 'br', 'Pp', 'Lp', 'Bl', 'El', 'It', 'Bd', 'Ed', 'RS', 'RE', 'nf', 'fi', 'EX', 'EE']);
const TEXT = new Set(['B', 'I', 'BR', 'RB', 'IR', 'RI', 'BI', 'IB', 'SM', 'SB', 'Nm', 'Nd', 'Fl', 'Ar', 'Op', 'Pa', 'Cm', 'Ic', 'Li', 'Em', 'Sy', 'Dv', 'Ev', 'Va', 'Fn', 'Fa', 'Ql', 'Dq', 'Sq', 'Xr', 'UR', 'MT', 'OP', 'Ev', 'Er', 'Ad', 'An', 'Lk']);
const ESCAPES: Array<[RegExp, string]> = [
  [/\\f(?:\[[^\]]*\]|\(..|.)/g, ''],
  [/\\\(em|\\\[em\]/g, '—'],
  [/\\\(en|\\\[en\]/g, '–'],
  [/\\\((?:aq|cq)/g, "'"],
  [/\\\((?:lq|rq)|\\\[(?:lq|rq)\]/g, '"'],
  [/\\\(bu|\\\[bu\]/g, '•'],
  [/\\\(co/g, '©'],
  [/\\-/g, '-'],
  [/\\e/g, '\\'],
  [/\\[&|^%:)]/g, ''],
  [/\\s[+-]?\d/g, ''],
  [/\\\*\(..|\\\*\[[^\]]*\]|\\\*./g, ''],
  [/\\ /g, ' '],
];

function unescape(s: string): string {
  let t = s;
  for (const [re, to] of ESCAPES) t = t.replace(re, to);
  return t;
}

/** Macro arguments: words, "quoted phrases" kept together. */
function args(rest: string): string[] {
  return [...rest.matchAll(/"((?:[^"]|"")*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]));
}

export function manOutline(source: string): Outline {
  const out = emptyOutline();
  let para: string[] = [];
  const flush = () => {
    const text = para.map((l) => collapseSpace(l)).filter(Boolean).join('\n');
    if (text) out.units.push({ kind: 'text', text, page: null, links: [] });
    para = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (/^[.'][ \t]*\\"/.test(line) || line.startsWith('\\"')) continue;
    const m = /^[.'][ \t]*([A-Za-z]{1,3})(?:[ \t]+(.*))?$/.exec(line);
    if (!m) {
      if (!line.trim()) flush();
      else para.push(unescape(line));
      continue;
    }
    const [, req, rest = ''] = m;
    const a = args(unescape(rest));
    if (req === 'TH' || req === 'Dt') {
      if (a[0]) out.title = a[1] ? `${a[0]}(${a[1]})` : a[0];
    } else if (req === 'SH' || req === 'Sh' || req === 'SS' || req === 'Ss') {
      flush();
      const text = collapseSpace(a.join(' '));
      if (text) out.units.push({ kind: 'heading', level: req === 'SH' || req === 'Sh' ? 1 : 2, text, page: null, links: [] });
    } else if (BREAK.has(req)) {
      flush();
      if ((req === 'IP' || req === 'It') && a.length) para.push(a.filter((x) => !/^-(bullet|tag|width|offset|compact)$/.test(x)).join(' '));
    } else if (TEXT.has(req)) {
      // alternating-font macros (.BR a b) join their parts without spaces; the others with spaces
      para.push(/^(BR|RB|IR|RI|BI|IB)$/.test(req) ? a.join('') : a.join(' '));
    }
  }
  flush();
  return out;
}

export function looksLikeMan(text: string): boolean {
  return /^\.(TH|Dd|Dt|SH|Sh)\b/m.test(text.slice(0, 8 * 1024)) || /^\.\\"/.test(text);
}
