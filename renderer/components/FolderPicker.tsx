// The folder picker of web mode: the browser has no native one, so the server lists folders under the user's
// home folder (and nothing above it); the user walks down and chooses one.
import { useEffect, useRef, useState } from 'react';
import type { FolderListing } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { Icon } from './Icon.tsx';

export function FolderPicker({ start, onChoose, onClose }: { start: string | null; onChoose(path: string): void; onClose(): void }) {
  const { client } = useApp();
  const ref = useRef<HTMLDialogElement>(null);
  const [listing, setListing] = useState<FolderListing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (path?: string) => {
    setError(null);
    client.api.browseFolders({ path }).then(setListing, (e: Error) => {
      if (path) open(); // a typed path outside the home folder: start at the home folder instead
      else setError(e.message);
    });
  };
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    open(start ?? undefined);
    return () => d?.close();
    // opened once, at the folder the user typed (if any)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const crumbs = listing ? listing.path.slice(listing.root.length).split(/[\\/]/).filter(Boolean) : [];
  const sep = listing?.root.includes('\\') ? '\\' : '/';
  return (
    <dialog
      ref={ref}
      className="dialog picker"
      aria-labelledby="picker-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="picker-title">Choose a folder</h2>
      {listing ? (
        <nav className="crumbs" aria-label="Current folder">
          <button type="button" className="link" onClick={() => open(listing.root)}>
            Home
          </button>
          {crumbs.map((c, i) => (
            <span key={i}>
              <span className="muted"> / </span>
              <button type="button" className="link" onClick={() => open(listing.root + sep + crumbs.slice(0, i + 1).join(sep))}>
                {c}
              </button>
            </span>
          ))}
        </nav>
      ) : null}
      {error ? (
        <p className="warn" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="picker-list" aria-label="Folders">
        {listing?.parent ? (
          <li>
            <button type="button" className="picker-item" onClick={() => open(listing.parent!)}>
              <Icon name="folder" /> ..
            </button>
          </li>
        ) : null}
        {listing?.folders.map((f) => (
          <li key={f.path}>
            <button type="button" className="picker-item" onClick={() => open(f.path)} onDoubleClick={() => onChoose(f.path)}>
              <Icon name="folder" /> {f.name}
            </button>
          </li>
        ))}
        {listing && listing.folders.length === 0 ? <li className="muted picker-empty">No folders inside.</li> : null}
      </ul>
      {listing?.truncated ? <p className="muted small-text">Only the first folders are listed; type the path to go further.</p> : null}
      <p className="muted path picker-path" title={listing?.path}>
        {listing?.path}
      </p>
      <div className="row end">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="primary" disabled={!listing} onClick={() => listing && onChoose(listing.path)}>
          Choose this folder
        </button>
      </div>
    </dialog>
  );
}
