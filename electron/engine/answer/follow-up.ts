// Follow-up questions in a conversation: "which of them have 5G?" or "and under €300?" narrow the previous
// question, so they are read together with it. Other questions stand on their own.

const NARROWING = /^\s*(?:and\s+)?(?:which|what|how many)\s+of\s+(?:them|those|these)\s+(.*)$|^\s*(?:and|but only|only)\s+(.*)$/i;

export function resolveFollowUp(question: string, history: Array<{ question: string }>): string {
  const previous = history[history.length - 1]?.question?.trim();
  if (!previous) return question;
  const m = NARROWING.exec(question);
  if (!m) return question;
  const rest = (m[1] ?? m[2] ?? '').replace(/[?.!]\s*$/, '').trim();
  if (!rest) return question;
  const countFirst = /^\s*(?:and\s+)?how many\s+of/i.test(question);
  const base = previous.replace(/[?.!]\s*$/, '');
  const joined = `${base} and ${rest.replace(/^(are|is|have|has|do|does)\s+/i, (w) => w)}?`;
  return countFirst ? `How many of: ${joined}`.replace('How many of: ', 'How many ').replace(/^How many (which|what|list all|show me the|show me|list)\s+/i, 'How many ') : joined;
}
