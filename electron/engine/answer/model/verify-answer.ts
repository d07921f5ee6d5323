// Checks a model-written answer against the evidence it was given, before anyone reads it as fact:
// every [n] must name evidence that was supplied (others are dropped), list lines and sentences that name items
// which are not results of the exact query (and not in the evidence) are dropped, and sentences with no
// citation that share too little with the evidence are dropped. What was dropped is reported for the trace.
import { sentenceRanges } from '../compose-textual.ts';

export interface VerifyEvidence {
  /** Citation numbers given to the model ([n] stands for citation "cn"). */
  supplied: ReadonlySet<number>;
  /** The exact result's item names; empty when the answer has no symbolic result (no item checks then). */
  resultNames: string[];
  /** Every item name the library knows (their first words mark item names in the text). */
  knownNames?: string[];
  /** Attribute labels (Battery, Price…): list lines led by one are statements, not items. */
  attributeNames?: string[];
  /** All text the model was given: question, result table, evidence snippets. */
  evidenceText: string;
}

export interface Verification {
  text: string;
  /** Markers kept (valid, supplied). */
  keptMarkers: number;
  /** Marker numbers removed: no such supplied evidence. */
  droppedMarkers: number[];
  /** Item names in the text that are not results (their lines or sentences were dropped). */
  unknownItems: string[];
  /** Sentences dropped: no citation and too little in common with the evidence. */
  unsupported: string[];
  /** The answer can stand: it has text and, when evidence was supplied, at least one valid citation. */
  ok: boolean;
}

/** Share of an uncited sentence's content words that must occur in the evidence. */
export const MIN_EVIDENCE_OVERLAP = 0.5;

const STOP = new Set('a an the of in on at to for from by with and or is are was were be been do does did what which who whom whose when where why how that this these those it its as into than then there their they them can could should would will may might about also only not no yes all any each both some such more most other over under per i you we our your here following'.split(' '));

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu) ?? []);
/** Content words, plurals folded ("phones" = "phone"). */
const contentWords = (s: string) => words(s).filter((w) => !STOP.has(w) && w.length > 1).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

const MARKER = /\[\s*(\d+(?:\s*[,;–-]\s*\d+)*)\s*\]/g;

function markerNumbers(body: string): number[] {
  const out: number[] = [];
  for (const part of body.split(/\s*[,;]\s*/)) {
    const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part);
    if (range) {
      const [a, b] = [Number(range[1]), Number(range[2])];
      for (let n = a; n <= b && n - a <= 10; n++) out.push(n);
    } else if (/^\d+$/.test(part)) out.push(Number(part));
  }
  return out;
}

/** Item-like names in a text: a known item's first word followed by capitalised words or numbers ("Acme Nova 9"). */
function namedItems(text: string, firstWords: Set<string>): string[] {
  const tokens = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+-]*/gu)];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!firstWords.has(tokens[i][0].toLowerCase())) continue;
    let j = i + 1;
    while (j < tokens.length && j - i <= 4 && /^[\p{Lu}\p{N}]/u.test(tokens[j][0]) && text.slice(tokens[j - 1].index! + tokens[j - 1][0].length, tokens[j].index).trim() === '') j++;
    if (j > i + 1) {
      out.push(text.slice(tokens[i].index!, tokens[j - 1].index! + tokens[j - 1][0].length));
      i = j - 1;
    }
  }
  return out;
}

export function verifyAnswer(draft: string, evidence: VerifyEvidence): Verification {
  const droppedMarkers: number[] = [];
  let keptMarkers = 0;
  const unknownItems: string[] = [];
  const unsupported: string[] = [];
  const evidenceWords = new Set(contentWords(evidence.evidenceText));
  const evidenceNorm = ` ${norm(evidence.evidenceText)} `;
  const results = evidence.resultNames.map(norm).filter(Boolean);
  const attributes = new Set((evidence.attributeNames ?? []).map(norm));
  const firstWords = new Set((evidence.knownNames ?? evidence.resultNames).map((n) => norm(n).split(' ')[0]).filter((w) => w && !STOP.has(w) && !/^\d/.test(w)));
  for (const r of evidence.resultNames) {
    const w = norm(r).split(' ')[0];
    if (w && !STOP.has(w) && !/^\d/.test(w)) firstWords.add(w);
  }

  /** A name is a result (or a prefix of one: "Borealis X1" in "Borealis X1 Mini"), or the evidence names it. */
  const isKnownResult = (name: string) => {
    const n = norm(name);
    return results.some((r) => r === n || r.startsWith(`${n} `)) || evidenceNorm.includes(` ${n} `);
  };
  const strangers = (text: string) => (results.length ? namedItems(text, firstWords).filter((n) => !isKnownResult(n)) : []);

  // 1. markers: keep those naming supplied evidence
  const marked = draft.replace(MARKER, (_all, body: string) => {
    const kept: number[] = [];
    for (const n of markerNumbers(body)) {
      if (evidence.supplied.has(n)) { if (!kept.includes(n)) kept.push(n); } else droppedMarkers.push(n);
    }
    keptMarkers += kept.length;
    return kept.map((n) => `[${n}]`).join('');
  }).replace(/[ \t]+([.,;:!?])/g, '$1');

  // 2. lines: list lines are items; the rest is prose checked sentence by sentence
  const lines: string[] = [];
  for (const line of marked.split('\n')) {
    const bullet = /^\s*(?:[-*•+]|\d+[.)])\s+(.*)$/.exec(line);
    if (bullet && results.length) {
      const body = bullet[1].replace(/\*\*/g, '');
      const head = body.split(/\s*(?::|\[|\(|—|–| - |,)\s*/)[0].trim();
      const named = results.some((r) => ` ${norm(body)} `.includes(` ${r} `));
      if (!named && !attributes.has(norm(head))) {
        const strange = strangers(body);
        const looksLikeItem = head.split(/\s+/).length <= 6 && /^[\p{Lu}\p{N}]/u.test(head);
        if (strange.length || (looksLikeItem && !isKnownResult(head))) {
          unknownItems.push(strange[0] ?? head);
          continue;
        }
      }
      if (named) { lines.push(line); continue; }
    }
    if (!line.trim() || /^\s*(#|>|\|)/.test(line)) { lines.push(line); continue; }
    const kept: string[] = [];
    for (const r of sentenceRanges(line)) {
      const sentence = line.slice(r.start, r.end);
      const strange = strangers(sentence);
      if (strange.length) { unknownItems.push(...strange); continue; }
      if (/\[\d+\]/.test(sentence)) { kept.push(sentence); continue; }
      const content = contentWords(sentence.replace(/\*\*/g, ''));
      const inEvidence = content.filter((w) => evidenceWords.has(w)).length;
      if (content.length && inEvidence / content.length < MIN_EVIDENCE_OVERLAP) { unsupported.push(sentence); continue; }
      kept.push(sentence);
    }
    const prefix = /^\s*(?:[-*•+]|\d+[.)])\s+/.exec(line)?.[0] ?? '';
    if (kept.length) lines.push(`${prefix && !kept[0].startsWith(prefix.trim()) ? prefix : ''}${kept.join(' ')}`);
  }
  const text = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  keptMarkers = (text.match(/\[\d+\]/g) ?? []).length;
  return {
    text,
    keptMarkers,
    droppedMarkers,
    unknownItems: [...new Set(unknownItems)],
    unsupported,
    ok: text.length > 0 && (evidence.supplied.size === 0 || keptMarkers > 0),
  };
}

/** One line for the trace. */
export function describeVerification(v: Verification): string {
  const parts = [`${v.keptMarkers} citation marker${v.keptMarkers === 1 ? '' : 's'} kept`];
  if (v.droppedMarkers.length) parts.push(`dropped markers with no such evidence: ${v.droppedMarkers.map((n) => `[${n}]`).join(' ')}`);
  if (v.unknownItems.length) parts.push(`dropped items that are not results: ${v.unknownItems.join(', ')}`);
  if (v.unsupported.length) parts.push(`dropped ${v.unsupported.length} unsupported sentence${v.unsupported.length === 1 ? '' : 's'}`);
  parts.push(v.ok ? 'answer kept' : 'answer rejected');
  return parts.join('; ');
}
