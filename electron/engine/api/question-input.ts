// What a question may be, checked where it enters (the API and the CLI) before anything parses it: text, not
// empty, at most MAX_QUESTION_CHARS, and without control characters — terminal escape sequences are removed whole
// (so "\x1b[31m" leaves nothing behind that could read as a number), other control characters become spaces.
import { quarryError } from '../errors.ts';
import { MAX_QUESTION_CHARS } from '../../../shared/api.ts';

export { MAX_QUESTION_CHARS };

// ANSI/VT escape sequences: CSI (ESC [ … final byte), OSC (ESC ] … BEL or ESC \), and two-byte ESC sequences;
// the same in their 8-bit C1 forms.
const ESCAPES = /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[@-Z\\-_]/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** The question as the engine may read it, or QUESTION_INVALID saying what is wrong with it. */
export function cleanQuestion(raw: unknown): string {
  if (typeof raw !== 'string') throw quarryError('QUESTION_INVALID', 'the question must be text');
  if (raw.length > MAX_QUESTION_CHARS * 4) throw tooLong(raw.length);
  const text = raw.normalize('NFC').replace(ESCAPES, ' ').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  if (!text) throw quarryError('QUESTION_INVALID', 'the question is empty');
  if (text.length > MAX_QUESTION_CHARS) throw tooLong(text.length);
  return text;
}

function tooLong(n: number) {
  return quarryError('QUESTION_INVALID', `the question is ${n.toLocaleString('en-US')} characters long; the limit is ${MAX_QUESTION_CHARS.toLocaleString('en-US')}`);
}
