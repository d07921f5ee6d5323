// The application frame: navigation, engine events, the conversation (kept in the library), dialogs, and the
// screen shown.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IndexProgressEvent, LibraryOverview, ModelDownloadState, SavedTurn } from '../shared/api.ts';
import type { Client } from './api/client.ts';
import { AppContext, type AppContextValue, type ConfirmOptions, type OpenSource, type Removal, type Screen, type Turn } from './state.ts';
import { newId } from './lib/format.ts';
import { applyTheme, storedTheme, type Theme } from './lib/theme.ts';
import { LibraryScreen } from './screens/LibraryScreen.tsx';
import { ChatScreen } from './screens/ChatScreen.tsx';
import { GraphScreen } from './screens/GraphScreen.tsx';
import { QueryScreen } from './screens/QueryScreen.tsx';
import { SettingsScreen } from './screens/SettingsScreen.tsx';
import { Icon } from './components/Icon.tsx';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';

const SCREENS: Array<{ id: Screen; label: string; icon: Parameters<typeof Icon>[0]['name'] }> = [
  { id: 'library', label: 'Library', icon: 'library' },
  { id: 'chat', label: 'Chat', icon: 'chat' },
  { id: 'graph', label: 'Evidence graph', icon: 'graph' },
  { id: 'query', label: 'Query inspector', icon: 'query' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
];

/** While indexing, the overview (documents, folders) is re-read at most this often. */
const LIVE_REFRESH_MS = 1000;

const toSaved = (t: Turn): SavedTurn => ({ id: t.id, question: t.question, answer: t.answer, error: t.error, askedAt: t.askedAt });
const fromSaved = (t: SavedTurn): Turn => ({ ...t, streamed: '', pending: false });

export function App({ client }: { client: Client }) {
  const [screen, setScreen] = useState<Screen>('library');
  const [overview, setOverview] = useState<LibraryOverview | null>(null);
  const [progress, setProgress] = useState<IndexProgressEvent | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const [activeTurnId, setActiveTurnId] = useState<string | null>(null);
  const [source, setSource] = useState<OpenSource | null>(null);
  const [toast, setToast] = useState<{ message: string; kind: 'error' | 'info' } | null>(null);
  const [theme, setTheme] = useState<Theme>(storedTheme());
  const [dialog, setDialog] = useState<{ options: ConfirmOptions; resolve(ok: boolean): void } | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [downloads, setDownloads] = useState<Record<string, ModelDownloadState>>({});
  const turnsRef = useRef(turns);
  const lastPhase = useRef<string | null>(null);
  const lastLiveRefresh = useRef(0);
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
      if (o.indexing?.running && o.indexing.progress) setProgress((p) => p ?? o.indexing!.progress);
      if (!o.indexing?.running) {
        // the engine says no job runs: whatever progress was shown is over (its last events may have been missed)
        setCancelling(false);
        setProgress(null);
      }
    } catch (e) {
      notify((e as Error).message);
    }
  }, [client, notify]);

  // the conversation of this library, as the library keeps it
  useEffect(() => {
    let live = true;
    client.api.getConversation().then(
      (saved) => {
        if (!live) return;
        setTurns((now) => (now.length ? now : saved.map(fromSaved)));
        setHistoryLoaded(true);
      },
      () => live && setHistoryLoaded(true),
    );
    return () => {
      live = false;
    };
  }, [client]);
  const settled = turns.filter((t) => !t.pending);
  const savedKey = settled.map((t) => `${t.id}:${t.answer ? 'a' : t.error ? 'e' : ''}`).join(',');
  useEffect(() => {
    if (!historyLoaded) return;
    const t = setTimeout(() => {
      client.api.saveConversation({ turns: turnsRef.current.filter((x) => !x.pending).map(toSaved) }).catch((e: Error) => notify(`The conversation could not be saved: ${e.message}`));
    }, 250);
    return () => clearTimeout(t);
    // saved whenever a turn settles or the conversation is cleared
  }, [savedKey, historyLoaded, client, notify]);

  // while a job runs, the overview is re-read now and then even without events, so a missed event never leaves
  // the screen showing a run that has ended
  const indexingNow = progress !== null;
  useEffect(() => {
    if (!indexingNow) return;
    const t = setInterval(() => void refreshOverview(), 3000);
    return () => clearInterval(t);
  }, [indexingNow, refreshOverview]);

  useEffect(() => {
    void refreshOverview();
    return client.onEvent((event) => {
      switch (event.type) {
        case 'index-progress': {
          setProgress(event.progress);
          // a new folder or phase: the folder list has moved on; within a phase, counts are re-read now and then
          const phase = `${event.progress.folder}:${event.progress.phase}`;
          const now = Date.now();
          if (phase !== lastPhase.current || now - lastLiveRefresh.current >= LIVE_REFRESH_MS) {
            lastPhase.current = phase;
            lastLiveRefresh.current = now;
            void refreshOverview();
          }
          break;
        }
        case 'index-finished':
          setProgress(null);
          setCancelling(false);
          if (event.job.error) notify(event.job.error, event.job.error.includes('cancelled') ? 'info' : 'error');
          void refreshOverview();
          break;
        case 'folder-removal':
          setRemoval(event.done < event.total ? { folderId: event.folderId, path: event.path, done: event.done, total: event.total } : null);
          break;
        case 'model-download':
          setDownloads((d) => ({ ...d, [event.state.id]: event.state }));
          break;
        case 'library-changed':
        case 'reconnected':
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
      setTurns((ts) => [...ts, { id, question, streamed: '', answer: null, error: null, pending: true, askedAt: Date.now() }]);
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

  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setDialog({ options, resolve })), []);

  const value: AppContextValue = {
    client,
    overview,
    progress,
    refreshOverview,
    turns,
    activeTurn,
    ask,
    clearConversation() {
      setTurns((ts) => ts.filter((t) => t.pending));
      setSource(null);
      setActiveTurnId(null);
    },
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
    confirm,
    removal,
    cancelling,
    async cancelIndexing() {
      setCancelling(true);
      try {
        await client.api.cancelIndexing();
      } catch (e) {
        setCancelling(false);
        notify((e as Error).message);
      }
    },
    downloads,
  };

  const cycleTheme = () => {
    const next: Theme = theme === 'system' ? 'dark' : theme === 'dark' ? 'light' : 'system';
    applyTheme(next);
    setTheme(next);
  };
  const indexing = progress !== null && progress.phase !== 'done';

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
                  aria-label={s.id === 'library' && indexing ? `${s.label} (indexing)` : s.label}
                  title={s.label}
                  onClick={() => setScreen(s.id)}
                  data-screen={s.id}
                >
                  <Icon name={s.icon} />
                  <span className="nav-label">{s.label}</span>
                  {s.id === 'library' && indexing ? <span className="dot" aria-hidden="true" /> : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="sidebar-foot">
            <span className="mode-badge" title={overview?.path}>
              <span className="foot-label">{client.mode === 'app' ? 'Desktop' : 'Web mode'} · </span>
              {overview ? `${overview.documents.toLocaleString()} docs` : '…'}
            </span>
            <button type="button" className="ghost small" onClick={cycleTheme} aria-label={`Theme: ${theme}. Change theme`} title="Change theme">
              <Icon name={theme === 'dark' ? 'moon' : theme === 'light' ? 'sun' : 'contrast'} />
              <span className="foot-label">{theme === 'system' ? 'System theme' : theme === 'dark' ? 'Dark theme' : 'Light theme'}</span>
            </button>
          </div>
        </nav>
        <main className="screen" id="main" data-screen={screen}>
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
        {dialog ? (
          <ConfirmDialog
            options={dialog.options}
            onClose={(ok) => {
              dialog.resolve(ok);
              setDialog(null);
            }}
          />
        ) : null}
      </div>
    </AppContext.Provider>
  );
}
