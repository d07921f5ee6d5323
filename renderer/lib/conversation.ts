// The conversation as Markdown (export and copy): each question, its answer with [n] markers, and the sources
// the markers refer to.
import type { Answer } from '../../shared/answer.ts';

export interface ExportTurn {
  question: string;
  answer: Answer | null;
  error: string | null;
}

export function answerMarkdown(answer: Answer): string {
  const lines = [answer.answer.trim()];
  if (answer.citations.length) {
    lines.push('', 'Sources:', '');
    answer.citations.forEach((c, i) => {
      lines.push(`${i + 1}. ${c.path}${c.page ? `, page ${c.page}` : ''} — “${c.snippet.replace(/\s+/g, ' ').trim()}”`);
    });
  }
  return lines.join('\n');
}

export function conversationMarkdown(turns: ExportTurn[], title = 'Quarry conversation', when = new Date()): string {
  const parts = [`# ${title}`, '', `Exported ${when.toISOString().slice(0, 16).replace('T', ' ')}`];
  for (const t of turns) {
    parts.push('', `## ${t.question.replace(/\s+/g, ' ').trim()}`, '');
    if (t.answer) parts.push(answerMarkdown(t.answer));
    else if (t.error) parts.push(`*No answer: ${t.error}*`);
    else parts.push('*No answer yet.*');
  }
  return `${parts.join('\n')}\n`;
}

/** Copies text to the clipboard (the async API where the page may use it, else a hidden selection). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // fall through: not allowed here
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('The clipboard is not available here.');
}
