// Library: the folders Quarry reads, their status, live indexing progress and the files that were skipped.
import { useState, type FormEvent } from 'react';
import { useApp } from '../state.ts';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { Icon } from '../components/Icon.tsx';
import { formatMs } from '../lib/format.ts';

export function LibraryScreen() {
  const { client, overview, progress, refreshOverview, notify } = useApp();
  const [path, setPath] = useState('');
  const [busy, setBusy] = useState(false);
  const indexing = overview?.indexing;
  const running = Boolean(indexing?.running) || (progress !== null && progress.phase !== 'done');

  const run = async (what: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await what();
      await refreshOverview();
    } catch (e) {
      notify((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const addTyped = (e: FormEvent) => {
    e.preventDefault();
    const p = path.trim();
    if (!p) return;
    void run(async () => {
      await client.api.addFolder({ path: p });
      setPath('');
    });
  };

  const pick = () =>
    void run(async () => {
      const chosen = await client.shell!.pickFolder();
      if (chosen) await client.api.addFolder({ path: chosen });
    });

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1>Library</h1>
          <p className="muted">The folders Quarry reads. Files stay where they are; Quarry keeps an index in {overview ? <code>{overview.path}</code> : 'its library file'}.</p>
        </div>
      </header>

      <form className="add-folder card" onSubmit={addTyped}>
        <label htmlFor="folder-path">Add a folder</label>
        <div className="row">
          <input
            id="folder-path"
            type="text"
            placeholder="/path/to/a/folder"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="primary" disabled={busy || !path.trim()}>
            <Icon name="folder" /> Add and index
          </button>
          {client.shell ? (
            <button type="button" onClick={pick} disabled={busy}>
              Choose folder…
            </button>
          ) : null}
        </div>
      </form>

      {running && progress ? <ProgressBar progress={progress} /> : null}
      {running && !progress ? (
        <div className="card muted" role="status">
          Starting to index…
        </div>
      ) : null}
      {!running && indexing?.summary ? (
        <div className="card summary" role="status" aria-label="Last indexing run">
          <strong>{indexing.error ? 'Indexing stopped' : 'Indexing finished'}</strong>
          <span className="muted">
            {indexing.summary.added} added · {indexing.summary.updated} updated · {indexing.summary.unchanged} unchanged · {indexing.summary.removed} removed ·{' '}
            {indexing.summary.errors} with errors · {indexing.summary.skipped} skipped · {formatMs(indexing.summary.ms)}
          </span>
          {indexing.error ? <span className="warn">{indexing.error}</span> : null}
        </div>
      ) : null}
      {running ? (
        <div className="row end">
          <button type="button" onClick={() => void run(() => client.api.cancelIndexing())}>
            Cancel indexing
          </button>
        </div>
      ) : null}

      {overview ? (
        <>
          <section className="stats" aria-label="What the library holds">
            <Stat label="Documents" value={overview.documents} />
            <Stat label="Text blocks" value={overview.blocks} />
            <Stat label="Records" value={overview.records} />
            <Stat label="Spec rows" value={overview.recordRows} />
            <Stat label="Links" value={overview.links} />
            <Stat label="Entities" value={overview.entities} />
          </section>

          <section className="card">
            <div className="section-head">
              <h2>Folders</h2>
              <span className="spacer" />
              {overview.folders.length ? (
                <button type="button" onClick={() => void run(() => client.api.reindex({}))} disabled={busy || running}>
                  <Icon name="refresh" /> Re-index all
                </button>
              ) : null}
            </div>
            {overview.folders.length === 0 ? (
              <p className="empty">No folders yet. Add one above to start.</p>
            ) : (
              <table className="table" aria-label="Folders">
                <thead>
                  <tr>
                    <th scope="col">Folder</th>
                    <th scope="col" className="num">Documents</th>
                    <th scope="col" className="num">Errors</th>
                    <th scope="col" className="num">Skipped</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.folders.map((f) => {
                    const active = running && progress?.folder === f.path;
                    return (
                      <tr key={f.id}>
                        <td className="path" title={f.path}>
                          {f.path}
                        </td>
                        <td className="num">{f.documents}</td>
                        <td className="num">{f.errors}</td>
                        <td className="num">{f.skipped}</td>
                        <td>
                          <span className={`badge ${active ? 'busy' : f.errors ? 'warn' : 'ok'}`}>{active ? 'Indexing' : f.errors ? 'Some errors' : 'Indexed'}</span>
                        </td>
                        <td className="actions">
                          <button type="button" className="ghost small" onClick={() => void run(() => client.api.reindex({ folderId: f.id }))} disabled={busy || running} aria-label={`Re-index ${f.path}`}>
                            <Icon name="refresh" />
                          </button>
                          <button type="button" className="ghost small danger" onClick={() => void run(() => client.api.removeFolder({ folderId: f.id }))} disabled={busy || running} aria-label={`Remove ${f.path}`}>
                            <Icon name="trash" />
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>

          {overview.problems.length ? (
            <section className="card">
              <div className="section-head">
                <h2>Files not indexed</h2>
                <span className="muted">{overview.problems.length}</span>
              </div>
              <table className="table compact" aria-label="Files not indexed">
                <thead>
                  <tr>
                    <th scope="col">File</th>
                    <th scope="col">Status</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.problems.slice(0, 500).map((p) => (
                    <tr key={p.docId}>
                      <td className="path">{p.path}</td>
                      <td>
                        <span className={`badge ${p.status === 'error' ? 'warn' : 'muted'}`}>{p.status}</span>
                      </td>
                      <td>
                        {p.code ? <code>{p.code}</code> : null} {p.reason}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {overview.problems.length > 500 ? <p className="muted">… and {overview.problems.length - 500} more.</p> : null}
            </section>
          ) : null}
        </>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat card">
      <span className="stat-value">{value.toLocaleString()}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}
