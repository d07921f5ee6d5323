// Shared UI state types and the context the screens read the API client from.
import { createContext, useContext } from 'react';
import type { Answer, Citation } from '../shared/answer.ts';
import type { IndexProgressEvent, LibraryOverview, ModelDownloadState } from '../shared/api.ts';
import type { Client } from './api/client.ts';

export type Screen = 'library' | 'chat' | 'graph' | 'query' | 'settings';

export interface Turn {
  id: string;
  question: string;
  /** Tokens streamed so far (model-written answers). */
  streamed: string;
  answer: Answer | null;
  error: string | null;
  pending: boolean;
  askedAt: number;
}

export interface OpenSource {
  citation: Citation;
  turnId: string;
}

/** A folder's removal while it runs. */
export interface Removal {
  folderId: number;
  path: string;
  done: number;
  total: number;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirm: string;
  cancel?: string;
  danger?: boolean;
}

export interface AppContextValue {
  client: Client;
  overview: LibraryOverview | null;
  progress: IndexProgressEvent | null;
  refreshOverview(): Promise<void>;
  turns: Turn[];
  activeTurn: Turn | null;
  ask(question: string): void;
  clearConversation(): void;
  setActiveTurn(id: string): void;
  openCitation(turnId: string, citationId: string): void;
  source: OpenSource | null;
  closeSource(): void;
  go(screen: Screen): void;
  notify(message: string, kind?: 'error' | 'info'): void;
  /** Asks the user in a dialog; resolves true when they confirm. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  removal: Removal | null;
  cancelling: boolean;
  cancelIndexing(): Promise<void>;
  downloads: Record<string, ModelDownloadState>;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const v = useContext(AppContext);
  if (!v) throw new Error('useApp outside AppContext');
  return v;
}
