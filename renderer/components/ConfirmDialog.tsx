// A modal question (the native <dialog>: focus stays inside, Escape cancels), for choices that cost something:
// indexing a very large folder, removing a folder, clearing the conversation.
import { useEffect, useRef } from 'react';
import type { ConfirmOptions } from '../state.ts';

export function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose(confirmed: boolean): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="confirm-title">{options.title}</h2>
      <p id="confirm-message">{options.message}</p>
      <div className="row end">
        <button type="button" onClick={() => onClose(false)} autoFocus>
          {options.cancel ?? 'Cancel'}
        </button>
        <button type="button" className={options.danger ? 'danger-solid' : 'primary'} onClick={() => onClose(true)}>
          {options.confirm}
        </button>
      </div>
    </dialog>
  );
}
