// Library: the folders Quarry reads, their status (also while one is being indexed or removed), live indexing
// progress with Cancel, and the files that were skipped, with the reason in words.
import { useEffect, useState, type FormEvent } from 'react';
import type { FolderInfo } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { ApiError } from '../api/client.ts';
import { ProgressBar } from '../components/ProgressBar.tsx';
import { Icon } from '../components/Icon.tsx';
import { FolderPicker } from '../components/FolderPicker.tsx';
import { formatMs } from '../lib/format.ts';

interface FolderRow extends FolderInfo {
  /** 'queued': named by the running job, not indexed yet. */
  state: 'indexed' | 'indexing' | 'queued' | 'removing' | 'unfinished';
}

export function LibraryScreen() {
  const { client, overview, progress, refreshOverview, notify, confirm, removal, cancelling, cancelIndexing } = useApp();
  const [path, setPath] = useState('');
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [completions, setCompletions] = useState<string[]>([]);
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

  /** Adds a folder; a very large one is added only once the user confirms it. */
  const addFolder = async (p: string) => {
    try {
      await client.api.addFolder({ path: p });
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== 'FOLDER_NEEDS_CONFIRMATION') throw e;
      const reason = e.message.replace(/^[^:]*:\s*/, '');
      const ok = await confirm({ title: 'Index this whole folder?', message: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`, confirm: 'Index it anyway', cancel: 'Cancel' });
      if (!ok) return false;
      await client.api.addFolder({ path: p, confirm: true });
    }
    return true;
  };

  const addTyped = (e: FormEvent) => {
    e.preventDefault();
    const p = path.trim();
    if (!p) return;
    void run(async () => {
      if (await addFolder(p)) setPath('');
    });
  };

  const pick = () =>
    void run(async () => {
      const chosen = await client.shell!.pickFolder();
      if (chosen) await addFolder(chosen);
    });

  // completion of a typed path (web mode has no native picker): the folders that start with what was typed
  useEffect(() => {
    const typed = path.trim();
    if (!typed || (!typed.startsWith('/') && !typed.startsWith('~') && !/^[A-Za-z]:[\\/]/.test(typed))) {
      setCompletions([]);
      return;
    }
    let live = true;
    const t = setTimeout(() => {
      client.api.browseFolders({ path: typed }).then(
        (l) => live && setCompletions(l.folders.slice(0, 20).map((f) => f.path)),
        () => live && setCompletions([]),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [path, client]);

  const remove = (f: FolderRow) =>
    void run(async () => {
      const ok = await confirm({
        title: 'Remove this folder?',
        message: `${f.path} and its ${f.documents.toLocaleString()} document${f.documents === 1 ? '' : 's'} leave the library. The files themselves stay where they are.`,
        confirm: 'Remove folder',
        danger: true,
      });
      if (ok) await client.api.removeFolder({ folderId: f.id });
    });

  // every folder the library holds, plus the ones the running job will index (not in the library yet)
  const rows: FolderRow[] = (overview?.folders ?? []).map((f) => ({
    ...f,
    state:
      removal?.folderId === f.id
        ? 'removing'
        : running && progress?.folder === f.path
          ? 'indexing'
          : !running && indexing?.error && indexing.folders.includes(f.path) && !indexing.summary?.folders.includes(f.path)
            ? 'unfinished'
            : 'indexed',
  }));
  if (running && indexing) {
    for (const folder of indexing.folders) {
      if (rows.some((r) => r.path === folder)) continue;
      rows.push({ id: -1, path: folder, documents: 0, errors: 0, skipped: 0, state: progress?.folder === folder ? 'indexing' : 'queued' });
    }
  }

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1>Library</h1>
          <p className="muted">
            The folders Quarry reads. Files stay where they are; Quarry keeps an index in {overview ? <code>{overview.path}</code> : 'its library file'}.
          </p>
        </div>
      </header>

      <form className="add-folder card" onSubmit={addTyped}>
        <label htmlFor="folder-path">Add a folder</label>
        <div className="row">
          <input
            id="folder-path"
            type="text"
            placeholder={client.mode === 'web' ? '~/Documents or /full/path/to/a/folder' : '/full/path/to/a/folder'}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            list="folder-completions"
            aria-describedby="folder-path-help"
          />
          <datalist id="folder-completions">
            {completions.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <button type="submit" className="primary" disabled={busy || !path.trim()}>
            <Icon name="folder" /> Add and index
          </button>
          {client.shell ? (
            <button type="button" onClick={pick} disabled={busy}>
              Choose folder…
            </button>
          ) : (
            <button type="button" onClick={() => setPicking(true)} disabled={busy}>
              Browse…
            </button>
          )}
        </div>
        <p id="folder-path-help" className="muted small-text">
          A full path (or one starting with ~ for your home folder). Very large folders ask before they are indexed.
        </p>
      </form>
      {picking ? (
        <FolderPicker
          start={path.trim() || null}
          onClose={() => setPicking(false)}
          onChoose={(chosen) => {
            setPicking(false);
            setPath(chosen);
            void run(async () => {
              if (await addFolder(chosen)) setPath('');
            });
          }}
        />
      ) : null}

      {running && progress ? <ProgressBar progress={progress} /> : null}
      {running && !progress ? (
        <div className="card muted" role="status">
          Starting to index…
        </div>
      ) : null}
      {running ? (
        <div className="row end">
          <button type="button" onClick={() => void cancelIndexing()} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel indexing'}
          </button>
        </div>
      ) : null}
      {!running && indexing?.summary ? (
        <div className="card summary" role="status" aria-label="Last indexing run">
          <strong>{indexing.error ? (indexing.error.includes('cancelled') ? 'Indexing cancelled' : 'Indexing stopped') : 'Indexing finished'}</strong>
          {indexing.error?.includes('cancelled') ? (
            <span className="muted">The files read so far stay in the library; re-index the folder to finish it.</span>
          ) : (
            <span className="muted">
              {indexing.summary.added} added · {indexing.summary.updated} updated · {indexing.summary.unchanged} unchanged · {indexing.summary.removed} removed ·{' '}
              {indexing.summary.errors} with errors · {indexing.summary.skipped} skipped · {formatMs(indexing.summary.ms)}
            </span>
          )}
          {indexing.error && !indexing.error.includes('cancelled') ? <span className="warn">{indexing.error}</span> : null}
        </div>
      ) : null}
      {removal ? (
        <section className="progress card" aria-label="Removing a folder">
          <div className="progress-head">
            <strong>Removing</strong>
            <span className="muted path">{removal.path}</span>
            <span className="spacer" />
            <span className="progress-count">
              {removal.done.toLocaleString()} / {removal.total.toLocaleString()} documents
            </span>
          </div>
          <div className="bar" role="progressbar" aria-label="Removal progress" aria-valuemin={0} aria-valuemax={removal.total || 1} aria-valuenow={removal.done}>
            <div className="bar-fill" style={{ width: `${removal.total ? Math.round((removal.done / removal.total) * 100) : 0}%` }} />
          </div>
        </section>
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
            {rows.length === 0 ? (
              <p className="empty">No folders yet. Add one above to start.</p>
            ) : (
              <div className="table-scroll">
                <table className="table" aria-label="Folders">
                  <thead>
                    <tr>
                      <th scope="col">Folder</th>
                      <th scope="col" className="num">
                        Documents
                      </th>
                      <th scope="col" className="num">
                        Errors
                      </th>
                      <th scope="col" className="num">
                        Skipped
                      </th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((f) => (
                      <tr key={`${f.id}:${f.path}`}>
                        <td className="path" title={f.path}>
                          {f.path}
                        </td>
                        <td className="num">{f.documents.toLocaleString()}</td>
                        <td className="num">{f.errors.toLocaleString()}</td>
                        <td className="num">{f.skipped.toLocaleString()}</td>
                        <td>
                          <FolderStatus row={f} filesDone={f.state === 'indexing' ? progress?.filesDone : undefined} filesTotal={f.state === 'indexing' ? progress?.filesTotal : undefined} />
                        </td>
                        <td className="actions">
                          {f.id >= 0 ? (
                            <>
                              <button type="button" className="ghost small" onClick={() => void run(() => client.api.reindex({ folderId: f.id }))} disabled={busy || running || f.state === 'removing'} aria-label={`Re-index ${f.path}`} title="Re-index">
                                <Icon name="refresh" />
                              </button>
                              <button type="button" className="ghost small danger" onClick={() => remove(f)} disabled={busy || running || removal !== null} aria-label={`Remove ${f.path}`} title="Remove">
                                <Icon name="trash" />
                              </button>
                            </>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          {overview.problems.length ? (
            <section className="card">
              <div className="section-head">
                <h2>Files not indexed</h2>
                <span className="muted">{overview.problems.length.toLocaleString()}</span>
              </div>
              <div className="table-scroll">
                <table className="table compact" aria-label="Files not indexed">
                  <thead>
                    <tr>
                      <th scope="col">File</th>
                      <th scope="col">Why</th>
                      <th scope="col">Details</th>
                    </tr>
                  </thead>
                  <tbody>
                    {overview.problems.slice(0, 500).map((p) => (
                      <tr key={p.docId}>
                        <td className="path">{p.path}</td>
                        <td>
                          <span className={`badge ${p.status === 'error' ? 'warn' : 'muted'}`} title={p.code ?? undefined}>
                            {p.label}
                          </span>
                        </td>
                        <td className="muted">{p.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {overview.problems.length > 500 ? <p className="muted">… and {(overview.problems.length - 500).toLocaleString()} more.</p> : null}
            </section>
          ) : null}
        </>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </div>
  );
}

function FolderStatus({ row, filesDone, filesTotal }: { row: FolderRow; filesDone?: number; filesTotal?: number }) {
  if (row.state === 'indexing') {
    return (
      <span className="badge busy">
        Indexing{filesTotal ? ` · ${filesDone?.toLocaleString() ?? 0} of ${filesTotal.toLocaleString()}` : '…'}
      </span>
    );
  }
  if (row.state === 'queued') return <span className="badge busy">Waiting to index</span>;
  if (row.state === 'removing') return <span className="badge warn">Removing…</span>;
  if (row.state === 'unfinished') return <span className="badge warn" title="The last run stopped before this folder was done; re-index it to finish">Not finished</span>;
  return <span className={`badge ${row.errors ? 'warn' : 'ok'}`}>{row.errors ? 'Some errors' : 'Indexed'}</span>;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat card">
      <span className="stat-value">{value.toLocaleString()}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}
