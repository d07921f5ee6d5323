// The application frame: navigation, engine events, the conversation, and the screen shown.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IndexProgressEvent, LibraryOverview } from '../shared/api.ts';
import type { Client } from './api/client.ts';
import { AppContext, type AppContextValue, type OpenSource, type Screen, type Turn } from './state.ts';
import { newId } from './lib/format.ts';
import { applyTheme, storedTheme, type Theme } from './lib/theme.ts';
import { LibraryScreen } from './screens/LibraryScreen.tsx';
import { ChatScreen } from './screens/ChatScreen.tsx';
import { GraphScreen } from './screens/GraphScreen.tsx';
import { QueryScreen } from './screens/QueryScreen.tsx';
import { SettingsScreen } from './screens/SettingsScreen.tsx';
import { Icon } from './components/Icon.tsx';

const SCREENS: Array<{ id: Screen; label: string; icon: Parameters<typeof Icon>[0]['name'] }> = [
  { id: 'library', label: 'Library', icon: 'library' },
  { id: 'chat', label: 'Chat', icon: 'chat' },
  { id: 'graph', label: 'Evidence graph', icon: 'graph' },
  { id: 'query', label: 'Query inspector', icon: 'query' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
];

export function App({ client }: { client: Client }) {
  const [screen, setScreen] = useState<Screen>('library');
  const [overview, setOverview] = useState<LibraryOverview | null>(null);
  const [progress, setProgress] = useState<IndexProgressEvent | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [activeTurnId, setActiveTurnId] = useState<string | null>(null);
  const [source, setSource] = useState<OpenSource | null>(null);
  const [toast, setToast] = useState<{ message: string; kind: 'error' | 'info' } | null>(null);
  const [theme, setTheme] = useState<Theme>(storedTheme());
  const turnsRef = useRef(turns);
  const lastPhase = useRef<string | null>(null);
  turnsRef.current = turns;

  const notify = useCallback((message: string, kind: 'error' | 'info' = 'error') => setToast({ message, kind }), []);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(t);
  }, [toast]);

  const refreshOverview = useCallback(async () => {
    try {
      const o = await client.api.libraryOverview();
      setOverview(o);
      if (o.indexing?.running && o.indexing.progress) setProgress(o.indexing.progress);
    } catch (e) {
      notify((e as Error).message);
    }
  }, [client, notify]);

  useEffect(() => {
    void refreshOverview();
    return client.onEvent((event) => {
      switch (event.type) {
        case 'index-progress': {
          setProgress(event.progress);
          // a new folder or phase: the folder list and counts have moved on
          const phase = `${event.progress.folder}:${event.progress.phase}`;
          if (phase !== lastPhase.current) {
            lastPhase.current = phase;
            void refreshOverview();
          }
          break;
        }
        case 'index-finished':
          setProgress(null);
          if (event.job.error) notify(event.job.error);
          void refreshOverview();
          break;
        case 'library-changed':
          void refreshOverview();
          break;
        case 'answer-token':
          setTurns((ts) => ts.map((t) => (t.id === event.requestId ? { ...t, streamed: t.streamed + event.text } : t)));
          break;
      }
    });
  }, [client, refreshOverview, notify]);

  const ask = useCallback(
    (question: string) => {
      const id = newId();
      const history = turnsRef.current
        .filter((t) => t.answer)
        .slice(-4)
        .map((t) => ({ question: t.question, answer: t.answer!.answer }));
      setTurns((ts) => [...ts, { id, question, streamed: '', answer: null, error: null, pending: true }]);
      setActiveTurnId(id);
      client.api.ask({ question, requestId: id, history }).then(
        (answer) => setTurns((ts) => ts.map((t) => (t.id === id ? { ...t, answer, pending: false } : t))),
        (e: Error) => setTurns((ts) => ts.map((t) => (t.id === id ? { ...t, error: e.message, pending: false } : t))),
      );
    },
    [client],
  );

  const activeTurn = useMemo(
    () => turns.find((t) => t.id === activeTurnId) ?? [...turns].reverse().find((t) => t.answer) ?? null,
    [turns, activeTurnId],
  );

  const value: AppContextValue = {
    client,
    overview,
    progress,
    refreshOverview,
    turns,
    activeTurn,
    ask,
    setActiveTurn: setActiveTurnId,
    openCitation(turnId, citationId) {
      const turn = turnsRef.current.find((t) => t.id === turnId);
      const citation = turn?.answer?.citations.find((c) => c.id === citationId);
      if (!citation) return;
      setActiveTurnId(turnId);
      setSource({ citation, turnId });
      setScreen('chat');
    },
    source,
    closeSource: () => setSource(null),
    go: setScreen,
    notify,
  };

  const cycleTheme = () => {
    const next: Theme = theme === 'system' ? 'dark' : theme === 'dark' ? 'light' : 'system';
    applyTheme(next);
    setTheme(next);
  };

  return (
    <AppContext.Provider value={value}>
      <div className="app">
        <nav className="sidebar" aria-label="Screens">
          <div className="brand">
            <Icon name="logo" />
            <span>Quarry</span>
          </div>
          <ul>
            {SCREENS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="nav-item"
                  aria-current={screen === s.id ? 'page' : undefined}
                  onClick={() => setScreen(s.id)}
                  data-screen={s.id}
                >
                  <Icon name={s.icon} />
                  <span>{s.label}</span>
                  {s.id === 'library' && progress && progress.phase !== 'done' ? <span className="dot" aria-label="indexing" /> : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="sidebar-foot">
            <span className="mode-badge" title={overview?.path}>
              {client.mode === 'app' ? 'Desktop' : 'Web mode'} · {overview ? `${overview.documents} documents` : '…'}
            </span>
            <button type="button" className="ghost small" onClick={cycleTheme} aria-label={`Theme: ${theme}. Change theme`}>
              <Icon name={theme === 'dark' ? 'moon' : theme === 'light' ? 'sun' : 'contrast'} />
              <span>{theme === 'system' ? 'System theme' : theme === 'dark' ? 'Dark theme' : 'Light theme'}</span>
            </button>
          </div>
        </nav>
        <main className="screen" id="main">
          {screen === 'library' && <LibraryScreen />}
          {screen === 'chat' && <ChatScreen />}
          {screen === 'graph' && <GraphScreen theme={theme} />}
          {screen === 'query' && <QueryScreen />}
          {screen === 'settings' && <SettingsScreen />}
        </main>
        {toast ? (
          <div className={`toast ${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <span>{toast.message}</span>
            <button type="button" className="ghost small" onClick={() => setToast(null)} aria-label="Dismiss">
              ×
            </button>
          </div>
        ) : null}
      </div>
    </AppContext.Provider>
  );
}
