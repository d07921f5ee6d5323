// How the renderer reaches the engine: IPC through the preload in the desktop app, HTTP + SSE in web mode.
import type { OperationName, QuarryEvent, ShellApi } from '../../shared/api.ts';

export interface Transport {
  readonly mode: 'app' | 'web';
  call(op: OperationName, arg: unknown): Promise<unknown>;
  onEvent(listener: (event: QuarryEvent) => void): () => void;
  /** Present only in the desktop app. */
  shell: ShellApi | null;
  /** "Open file": the system's application in the desktop app, a download of the file in web mode. */
  openDocument(docId: number, fileName: string): Promise<void>;
}

/** An engine error as the UI sees it: the catalogue code and a one-line message. */
export class ApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}
