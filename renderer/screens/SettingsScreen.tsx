// Settings: recommended models to download in one click, the models found in the models folder, chat and
// embedding model, retrieval strategy, chunk size and threads, saved in the library.
import { useEffect, useState, type FormEvent } from 'react';
import type { ModelDownloadState, ModelListing, QuarrySettings, RecommendedModel } from '../../shared/api.ts';
import type { Strategy } from '../../shared/answer.ts';
import { useApp } from '../state.ts';
import { formatBytes } from '../lib/format.ts';

const STRATEGIES: Array<{ value: Strategy; label: string }> = [
  { value: 'router-fallback', label: 'Router with fallback (recommended)' },
  { value: 'router', label: 'Router' },
  { value: 'symbolic-fallback', label: 'Symbolic, falling back to text' },
  { value: 'symbolic', label: 'Symbolic graph only' },
  { value: 'textual', label: 'Text graph only' },
  { value: 'both', label: 'Both views' },
  { value: 'agentic', label: 'Agentic (needs a chat model)' },
];

export function SettingsScreen() {
  const { client, notify, downloads } = useApp();
  const [settings, setSettings] = useState<QuarrySettings | null>(null);
  const [models, setModels] = useState<ModelListing | null>(null);
  const [recommended, setRecommended] = useState<RecommendedModel[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    client.api.getSettings().then(setSettings, (e: Error) => notify(e.message));
    client.api.listModels().then(setModels, (e: Error) => notify(e.message));
    client.api.recommendedModels().then(setRecommended, (e: Error) => notify(e.message));
  }, [client, notify]);

  // a download that finished: the models folder has a new file
  const finished = Object.values(downloads).filter((d) => d.status === 'done').map((d) => d.id).join(',');
  useEffect(() => {
    if (!finished) return;
    client.api.listModels().then(setModels, () => undefined);
    client.api.recommendedModels().then(setRecommended, () => undefined);
  }, [finished, client]);

  if (!settings) return <div className="page"><h1>Settings</h1><p className="muted">Loading…</p></div>;

  const set = <K extends keyof QuarrySettings>(k: K, v: QuarrySettings[K]) => {
    setSaved(false);
    setSettings({ ...settings, [k]: v });
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      setSettings(await client.api.saveSettings(settings));
      setSaved(true);
    } catch (err) {
      notify((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const chatModels = models?.models.filter((m) => m.kind === 'chat') ?? [];
  const embeddingModels = models?.models.filter((m) => m.kind === 'embedding') ?? [];

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1>Settings</h1>
          <p className="muted">Saved in the library, so they travel with it.</p>
        </div>
      </header>
      <form className="settings" onSubmit={(e) => void save(e)}>
        {recommended?.length ? <RecommendedModels models={recommended} downloads={downloads} /> : null}
        <section className="card">
          <h2>Models</h2>
          <p className="muted">
            Quarry answers without any model. A local GGUF model in <code>{models?.dir ?? 'the models folder'}</code> improves extraction, query translation and
            answer wording.
          </p>
          {models && models.models.length ? (
            <table className="table compact" aria-label="Models found">
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Architecture</th>
                  <th scope="col" className="num">Size</th>
                  <th scope="col" className="num">Context</th>
                </tr>
              </thead>
              <tbody>
                {models.models.map((m) => (
                  <tr key={m.path}>
                    <td className="path">{m.fileName}</td>
                    <td>{m.kind ?? <span className="warn">unusable: {m.error}</span>}</td>
                    <td>{m.architecture ?? '–'}</td>
                    <td className="num">{formatBytes(m.sizeBytes)}</td>
                    <td className="num">{m.contextLength ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="empty">No models found. Drop a .gguf file into the models folder to use one.</p>
          )}
          <div className="field-grid">
            <label htmlFor="chat-model">Chat model</label>
            <select id="chat-model" value={settings.chatModel ?? ''} onChange={(e) => set('chatModel', e.target.value || null)}>
              <option value="">{chatModels.length ? 'First chat model found' : 'None'}</option>
              {chatModels.map((m) => (
                <option key={m.fileName} value={m.fileName}>
                  {m.name} ({m.fileName})
                </option>
              ))}
            </select>
            <label htmlFor="embedding-model">Embedding model</label>
            <select id="embedding-model" value={settings.embeddingModel ?? ''} onChange={(e) => set('embeddingModel', e.target.value || null)}>
              <option value="">{embeddingModels.length ? 'First embedding model found' : 'None (built-in word vectors)'}</option>
              {embeddingModels.map((m) => (
                <option key={m.fileName} value={m.fileName}>
                  {m.name} ({m.fileName})
                </option>
              ))}
            </select>
            <label htmlFor="threads">CPU threads</label>
            <input
              id="threads"
              type="number"
              min={1}
              max={256}
              placeholder="Automatic"
              value={settings.threads ?? ''}
              onChange={(e) => set('threads', e.target.value ? Number(e.target.value) : null)}
            />
          </div>
        </section>
        <section className="card">
          <h2>Answering and indexing</h2>
          <div className="field-grid">
            <label htmlFor="strategy">Retrieval strategy</label>
            <select id="strategy" value={settings.strategy} onChange={(e) => set('strategy', e.target.value as Strategy)}>
              {STRATEGIES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <label htmlFor="chunk">Chunk size (words per text block)</label>
            <input id="chunk" type="number" min={20} max={2000} step={10} value={settings.chunkWords} onChange={(e) => set('chunkWords', Number(e.target.value))} aria-describedby="chunk-help" />
          </div>
          <p id="chunk-help" className="muted small-text">
            A new chunk size applies to files indexed from now on; re-index a folder to apply it to everything.
          </p>
        </section>
        <div className="row">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save settings'}
          </button>
          {saved ? (
            <span className="ok-text" role="status">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function DownloadStatus({ state }: { state: ModelDownloadState }) {
  const pct = state.totalBytes ? Math.min(100, Math.round((state.downloadedBytes / state.totalBytes) * 100)) : 0;
  if (state.status === 'downloading' || state.status === 'verifying') {
    return (
      <div className="download-progress">
        <div className="bar" role="progressbar" aria-label={`Downloading ${state.fileName}`} aria-valuemin={0} aria-valuemax={state.totalBytes || 1} aria-valuenow={state.downloadedBytes}>
          <div className="bar-fill" style={{ width: `${pct}%` }} />
        </div>
        <span className="muted small-text">
          {state.status === 'verifying' ? 'Checking the file…' : `${formatBytes(state.downloadedBytes)} of ${formatBytes(state.totalBytes)} (${pct}%)`}
          {state.resumedFromBytes ? ` · resumed from ${formatBytes(state.resumedFromBytes)}` : ''}
        </span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <span className="warn small-text" role="alert">
        {state.error}
      </span>
    );
  }
  if (state.status === 'cancelled') return <span className="muted small-text">Stopped; downloading again resumes where it stopped.</span>;
  return null;
}

/** Recommended GGUF models (resources/models/recommended.json), each downloadable into the models folder. */
function RecommendedModels({ models, downloads }: { models: RecommendedModel[]; downloads: Record<string, ModelDownloadState> }) {
  const { client, notify } = useApp();
  const start = (id: string) => client.api.downloadModel({ id }).catch((e: Error) => notify(e.message));
  const stop = (id: string) => client.api.cancelModelDownload({ id }).catch((e: Error) => notify(e.message));
  return (
    <section className="card" aria-label="Recommended models">
      <h2>Get a model</h2>
      <p className="muted">
        Quarry answers without a model; one makes its answers read better and its searches smarter. Downloads go into the models folder and start only when
        you click; an interrupted download resumes, and each file is checked before it is used.
      </p>
      <div className="table-scroll">
        <table className="table compact" aria-label="Models to download">
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Good for</th>
              <th scope="col" className="num">
                Size
              </th>
              <th scope="col" className="num">
                Memory
              </th>
              <th scope="col">Licence</th>
              <th scope="col">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => {
              const state = downloads[m.id] ?? m.download;
              const busy = state?.status === 'downloading' || state?.status === 'verifying';
              const installed = (m.installed && !busy) || state?.status === 'done';
              return (
                <tr key={m.id} data-model={m.id}>
                  <th scope="row">
                    {m.name}
                    <div className="muted small-text">{m.kind === 'chat' ? 'Chat model' : 'Embedding model'}</div>
                  </th>
                  <td>
                    {m.purpose}
                    {state ? <DownloadStatus state={state} /> : null}
                  </td>
                  <td className="num">{formatBytes(m.sizeBytes)}</td>
                  <td className="num">{formatBytes(m.ramBytes)}</td>
                  <td>{m.licence}</td>
                  <td className="actions">
                    {installed ? (
                      <span className="badge ok">Installed</span>
                    ) : busy ? (
                      <button type="button" className="small" onClick={() => void stop(m.id)} aria-label={`Stop downloading ${m.name}`}>
                        Stop
                      </button>
                    ) : (
                      <button type="button" className="small primary" onClick={() => void start(m.id)} aria-label={`Download ${m.name}`}>
                        {state?.status === 'cancelled' ? 'Resume' : 'Download'}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
