// Versions: dotted numbers with optional suffixes ("2.39.5", "v4.2-rc1", "3.0.0+dfsg-1"), and "version 5".
import { regexCandidates, type Recogniser } from './candidate.ts';

const DOTTED = /\bv?\d+(?:\.\d+){1,3}(?:[-+~][0-9A-Za-z.+~-]+)?\b/g;
const NAMED = /\b(?:version|release|v\.)\s+(\d+[0-9A-Za-z.+~-]*)/gi;

export const versions: Recogniser = (s) => [...regexCandidates(s.text, NAMED, 'version', 1), ...regexCandidates(s.text, DOTTED, 'version', 0.9)];
