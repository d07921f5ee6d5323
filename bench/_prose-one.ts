// Dev probe: one question's answer, ranking and route over a kept library (argv: library, question…).
import { openLibrary } from '../electron/engine/store/library.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
const [libPath, ...questions] = process.argv.slice(2);
const library = openLibrary(libPath, { readonly: true });
for (const q of questions) {
  const a = await answerQuestion(library, q);
  console.log(`\n## ${q}\nroute ${a.route} form ${a.prose?.form} expected ${a.prose?.expected} why ${a.prose?.why}\n${a.answer.slice(0, 700)}\ncites ${a.citations.slice(0, 3).map((c) => c.path).join(', ')}`);
  for (const t of a.trace ?? []) if (/route|compose|folders/.test(t.step)) console.log(`  trace ${t.step}: ${t.detail}`);
}
library.close();
