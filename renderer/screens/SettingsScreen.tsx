// Settings: the models found in the models folder, chat and embedding model, retrieval strategy, chunk size and
// threads, saved in the library.
import { useEffect, useState, type FormEvent } from 'react';
import type { ModelListing, QuarrySettings } from '../../shared/api.ts';
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
  const { client, notify } = useApp();
  const [settings, setSettings] = useState<QuarrySettings | null>(null);
  const [models, setModels] = useState<ModelListing | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    client.api.getSettings().then(setSettings, (e: Error) => notify(e.message));
    client.api.listModels().then(setModels, (e: Error) => notify(e.message));
  }, [client, notify]);

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
