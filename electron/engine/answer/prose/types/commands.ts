// Commands: code spans (`apt-get install x`), shell prompts ("$ make install"), and a sentence that is code.
import { regexCandidates, type Recogniser } from './candidate.ts';

const CODE_SPAN = /`([^`\n]{2,200})`/g;
const PROMPT = /^\s*[$#]\s+(.+)$/gm;

export const commands: Recogniser = (s) => [...regexCandidates(s.text, CODE_SPAN, 'command', 1), ...regexCandidates(s.text, PROMPT, 'command', 1)];
