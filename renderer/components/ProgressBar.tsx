// The live indexing progress: phase, a bar with counts, the current file and the time left.
import type { IndexProgressEvent } from '../../shared/api.ts';
import { baseName, formatEta } from '../lib/format.ts';

const PHASES: Record<IndexProgressEvent['phase'], string> = {
  scan: 'Scanning',
  parse: 'Reading files',
  derive: 'Building the graphs',
  done: 'Finishing',
};

export function ProgressBar({ progress }: { progress: IndexProgressEvent }) {
  const pct = progress.filesTotal ? Math.round((progress.filesDone / progress.filesTotal) * 100) : 0;
  return (
    <section className="progress card" aria-label="Indexing progress">
      <div className="progress-head">
        <strong>{PHASES[progress.phase]}</strong>
        <span className="muted">{baseName(progress.folder)}</span>
        <span className="spacer" />
        <span className="progress-count">
          {progress.filesDone} / {progress.filesTotal} files
        </span>
      </div>
      <div
        className="bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.filesTotal || 1}
        aria-valuenow={progress.filesDone}
        aria-valuetext={`${progress.filesDone} of ${progress.filesTotal} files`}
      >
        <div className="bar-fill" style={{ width: `${pct}%` }} />
      </div>
      <div className="progress-foot muted">
        <span className="current-file" title={progress.currentFile ?? ''}>
          {progress.currentFile ?? '\u00a0'}
        </span>
        <span className="spacer" />
        {progress.refreshing ? <span>{progress.refreshing} read again for this version of Quarry · </span> : null}
        {progress.errors ? <span className="warn">{progress.errors} with errors · </span> : null}
        <span>{progress.phase === 'parse' ? formatEta(progress.etaMs) : ''}</span>
      </div>
    </section>
  );
}
