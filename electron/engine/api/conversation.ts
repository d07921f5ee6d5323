// The chat history, kept in the library itself (one settings value), so it belongs to that library, survives a
// reload or a restart in both the desktop app and web mode, and never mixes two libraries' conversations.
import type { Answer } from '../../../shared/answer.ts';
import type { SavedTurn } from '../../../shared/api.ts';
import type { Library } from '../store/library.ts';
import { getSetting, setSetting } from '../store/settings.ts';
import { quarryError } from '../errors.ts';

const KEY = 'app.conversation';
/** The newest turns kept. */
export const MAX_TURNS = 100;
/** Upper bound of the stored JSON; the oldest turns' evidence graphs go first, then the oldest turns. */
export const MAX_CONVERSATION_BYTES = 8 * 1024 * 1024;

export function readConversation(library: Library): SavedTurn[] {
  const turns = getSetting<SavedTurn[]>(library.db, KEY);
  return Array.isArray(turns) ? turns : [];
}

function validTurn(t: unknown): t is SavedTurn {
  const x = t as SavedTurn;
  return (
    typeof x === 'object' && x !== null && typeof x.id === 'string' && typeof x.question === 'string' &&
    (x.answer === null || (typeof x.answer === 'object' && typeof (x.answer as Answer).answer === 'string')) &&
    (x.error === null || typeof x.error === 'string') && typeof x.askedAt === 'number'
  );
}

/** Keeps the conversation within MAX_TURNS and MAX_CONVERSATION_BYTES. */
export function boundConversation(turns: SavedTurn[]): SavedTurn[] {
  const kept = turns.slice(-MAX_TURNS).map((t) => ({ ...t }));
  const sizeOf = (t: SavedTurn) => Buffer.byteLength(JSON.stringify(t)) + 1;
  const sizes = kept.map(sizeOf);
  let total = sizes.reduce((a, b) => a + b, 2);
  for (let i = 0; i < kept.length - 1 && total > MAX_CONVERSATION_BYTES; i++) {
    const a = kept[i].answer;
    if (!a || !a.graph.nodes.length) continue;
    kept[i] = { ...kept[i], answer: { ...a, graph: { nodes: [], edges: [] } } };
    total -= sizes[i];
    sizes[i] = sizeOf(kept[i]);
    total += sizes[i];
  }
  let first = 0;
  while (first < kept.length - 1 && total > MAX_CONVERSATION_BYTES) total -= sizes[first++];
  return kept.slice(first);
}

export async function writeConversation(library: Library, turns: unknown): Promise<number> {
  if (!Array.isArray(turns) || !turns.every(validTurn)) throw quarryError('BAD_ARGUMENT', 'turns must be a list of saved turns');
  const kept = boundConversation(turns);
  // through the write queue, so it never lands inside an indexing transaction
  await library.writeTransaction(() => setSetting(library.db, KEY, kept));
  return kept.length;
}
