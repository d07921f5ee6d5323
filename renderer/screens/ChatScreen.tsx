// Chat: questions and streamed answers, follow-ups keep the conversation; citations open the source viewer.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useApp } from '../state.ts';
import { AnswerView } from '../components/AnswerView.tsx';
import { SourceViewer } from './SourceViewer.tsx';
import { Icon } from '../components/Icon.tsx';

const EXAMPLES = ['Which phones have 5G and a battery of at least 5000 mAh?', 'How many tablets support a stylus?', 'What is the cheapest tablet?', 'How should I store a device I will not use for months?'];

export function ChatScreen() {
  const { turns, ask, openCitation, source, closeSource, go, setActiveTurn, overview, client } = useApp();
  const [question, setQuestion] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const pending = turns.some((t) => t.pending);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns.length, turns[turns.length - 1]?.answer, turns[turns.length - 1]?.streamed]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = question.trim();
    if (!q || pending) return;
    ask(q);
    setQuestion('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className={`chat-layout${source ? ' with-source' : ''}`}>
      <section className="chat" aria-label="Conversation">
        <div className="turns" aria-live="polite">
          {turns.length === 0 ? (
            <div className="chat-empty">
              <h1>Ask your library</h1>
              <p className="muted">
                {overview?.documents ? `${overview.documents} documents indexed.` : 'Add a folder in Library first.'} Answers cite the exact passage or table row they come from.
              </p>
              <div className="examples">
                {EXAMPLES.map((x) => (
                  <button key={x} type="button" className="example" onClick={() => ask(x)}>
                    {x}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {turns.map((t) => (
            <article key={t.id} className="turn" data-turn={t.id} aria-busy={t.pending}>
              <div className="question">
                <span className="who">You</span>
                <p>{t.question}</p>
              </div>
              <div className="reply">
                <span className="who">Quarry</span>
                {t.answer ? (
                  <AnswerView
                    answer={t.answer}
                    selectedCitation={source?.turnId === t.id ? source.citation.id : null}
                    onCite={(id) => openCitation(t.id, id)}
                    onShowGraph={() => {
                      setActiveTurn(t.id);
                      go('graph');
                    }}
                    onShowQuery={() => {
                      setActiveTurn(t.id);
                      go('query');
                    }}
                  />
                ) : t.error ? (
                  <p className="warn" role="alert">
                    {t.error}
                  </p>
                ) : (
                  <div className="streaming">
                    {t.streamed ? <p className="streamed">{t.streamed}</p> : null}
                    <span className="typing" role="status" aria-label="Answering">
                      <i />
                      <i />
                      <i />
                    </span>
                  </div>
                )}
              </div>
            </article>
          ))}
          <div ref={endRef} />
        </div>
        <form className="composer" onSubmit={submit}>
          <label htmlFor="question" className="sr-only">
            Question
          </label>
          <textarea
            id="question"
            rows={2}
            placeholder={turns.length ? 'Ask a follow-up…' : 'Ask a question about your files…'}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={onKey}
          />
          {pending ? (
            <button type="button" onClick={() => turns.filter((t) => t.pending).forEach((t) => void client.api.cancelAsk({ requestId: t.id }))}>
              <Icon name="close" />
              <span>Stop</span>
            </button>
          ) : (
            <button type="submit" className="primary" disabled={!question.trim()} aria-label="Ask">
              <Icon name="send" />
              <span>Ask</span>
            </button>
          )}
        </form>
      </section>
      {source ? <SourceViewer citation={source.citation} onClose={closeSource} /> : null}
    </div>
  );
}
