// Shared UI state types and the context the screens read the API client from.
import { createContext, useContext } from 'react';
import type { Answer, Citation } from '../shared/answer.ts';
import type { IndexProgressEvent, LibraryOverview } from '../shared/api.ts';
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
}

export interface OpenSource {
  citation: Citation;
  turnId: string;
}

export interface AppContextValue {
  client: Client;
  overview: LibraryOverview | null;
  progress: IndexProgressEvent | null;
  refreshOverview(): Promise<void>;
  turns: Turn[];
  activeTurn: Turn | null;
  ask(question: string): void;
  setActiveTurn(id: string): void;
  openCitation(turnId: string, citationId: string): void;
  source: OpenSource | null;
  closeSource(): void;
  go(screen: Screen): void;
  notify(message: string, kind?: 'error' | 'info'): void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const v = useContext(AppContext);
  if (!v) throw new Error('useApp outside AppContext');
  return v;
}
