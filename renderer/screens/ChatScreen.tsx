// Chat: questions and streamed answers, follow-ups keep the conversation (kept in the library); citations open
// the source viewer beside (or, in a narrow window, below) the conversation. Example questions come from the
// library itself.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_QUESTION_CHARS, type SuggestedQuestion } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { AnswerView } from '../components/AnswerView.tsx';
import { SourceViewer } from './SourceViewer.tsx';
import { Icon } from '../components/Icon.tsx';
import { answerMarkdown, conversationMarkdown, copyText } from '../lib/conversation.ts';
import { baseName, download } from '../lib/format.ts';

export function ChatScreen() {
  const { turns, ask, openCitation, source, closeSource, go, setActiveTurn, overview, client, notify, confirm, clearConversation } = useApp();
  const [question, setQuestion] = useState('');
  const [suggestions, setSuggestions] = useState<SuggestedQuestion[] | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const pending = turns.some((t) => t.pending);
  const tooLong = question.trim().length > MAX_QUESTION_CHARS;
  const documents = overview?.documents ?? 0;

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns.length, turns[turns.length - 1]?.answer, turns[turns.length - 1]?.streamed]);

  // examples from what this library holds, re-read when its content changes
  useEffect(() => {
    if (!documents) {
      setSuggestions([]);
      return;
    }
    let live = true;
    client.api.suggestQuestions().then(
      (s) => live && setSuggestions(s),
      () => live && setSuggestions([]),
    );
    return () => {
      live = false;
    };
  }, [client, documents]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = question.trim();
    if (!q || pending || tooLong) return;
    ask(q);
    setQuestion('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  const exportMarkdown = () => {
    const name = overview ? baseName(overview.path).replace(/\.[^.]+$/, '') : 'quarry';
    download(`${name}-conversation.md`, new Blob([conversationMarkdown(turns.filter((t) => !t.pending))], { type: 'text/markdown' }));
  };
  const clear = async () => {
    if (await confirm({ title: 'Clear the conversation?', message: 'Every question and answer of this library’s conversation is deleted. Export it first to keep a copy.', confirm: 'Clear', danger: true })) clearConversation();
  };

  return (
    <div className={`chat-layout${source ? ' with-source' : ''}`}>
      <section className="chat" aria-label="Conversation">
        {turns.length ? (
          <div className="chat-toolbar">
            <span className="muted small-text">
              {turns.length} question{turns.length === 1 ? '' : 's'}
            </span>
            <span className="spacer" />
            <button type="button" className="ghost small" onClick={exportMarkdown} disabled={pending}>
              <Icon name="download" /> Export Markdown
            </button>
            <button type="button" className="ghost small" onClick={() => void clear()} disabled={pending}>
              <Icon name="trash" /> Clear
            </button>
          </div>
        ) : null}
        <div className="turns" aria-live="polite">
          {turns.length === 0 ? (
            <div className="chat-empty">
              <h1>Ask your library</h1>
              <p className="muted">
                {documents ? `${documents.toLocaleString()} documents indexed.` : 'Add a folder in Library first.'} Answers cite the exact passage or table row they come from.
              </p>
              {documents === 0 ? (
                <button type="button" className="primary" onClick={() => go('library')}>
                  <Icon name="folder" /> Add a folder
                </button>
              ) : null}
              {suggestions?.length ? (
                <div className="examples" aria-label="Example questions from your library">
                  {suggestions.map((x) => (
                    <button key={x.question} type="button" className="example" onClick={() => ask(x.question)}>
                      {x.question}
                    </button>
                  ))}
                </div>
              ) : null}
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
                    onCopy={() =>
                      copyText(answerMarkdown(t.answer!)).then(
                        () => notify('Answer copied as Markdown.', 'info'),
                        (e: Error) => notify(e.message),
                      )
                    }
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
          <div className="composer-input">
            <textarea
              id="question"
              rows={2}
              placeholder={turns.length ? 'Ask a follow-up…' : 'Ask a question about your files…'}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={onKey}
              aria-invalid={tooLong}
              aria-describedby="question-limit"
            />
            {question.length > MAX_QUESTION_CHARS * 0.8 ? (
              <span id="question-limit" className={`small-text ${tooLong ? 'warn' : 'muted'}`} role={tooLong ? 'alert' : undefined}>
                {tooLong
                  ? `Questions can be up to ${MAX_QUESTION_CHARS.toLocaleString('en')} characters; this one has ${question.trim().length.toLocaleString('en')}.`
                  : `${question.length.toLocaleString('en')} of ${MAX_QUESTION_CHARS.toLocaleString('en')} characters`}
              </span>
            ) : (
              <span id="question-limit" className="sr-only">
                Up to {MAX_QUESTION_CHARS.toLocaleString('en')} characters.
              </span>
            )}
          </div>
          {pending ? (
            <button type="button" onClick={() => turns.filter((t) => t.pending).forEach((t) => void client.api.cancelAsk({ requestId: t.id }))}>
              <Icon name="close" />
              <span>Stop</span>
            </button>
          ) : (
            <button type="submit" className="primary" disabled={!question.trim() || tooLong} aria-label="Ask">
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
