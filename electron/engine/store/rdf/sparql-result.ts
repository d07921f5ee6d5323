import type { TermJson } from './term-json.ts';

export interface SparqlResult {
  kind: 'bindings' | 'boolean' | 'quads' | 'update';
  vars: string[];
  rows: Array<Record<string, TermJson>>;
  boolean?: boolean;
  engine: 'fast' | 'comunica';
  ms: number;
  truncated: boolean;
}

export interface SparqlOptions {
  allowUpdate?: boolean;
  timeoutMs?: number;
  rowCap?: number;
  engine?: 'auto' | 'fast' | 'comunica';
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_ROW_CAP = 10_000;
