import { quarryError } from '../../errors.ts';
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
  /** Run on the caller's connection and thread instead of a query worker. */
  inline?: boolean;
}

/** The time limit of a query when the caller names none (what a user's query gets). */
export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_ROW_CAP = 10_000;

/** The limits a read query runs under; `deadline` (epoch ms) when the clock started before the query reached its engine. */
export interface QueryLimits {
  timeoutMs: number;
  rowCap: number;
  deadline?: number;
}

export function deadlineOf(limits: QueryLimits): number {
  return limits.deadline ?? Date.now() + limits.timeoutMs;
}

export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}

/** The QUERY_TIMEOUT error of a query stopped at its limit. */
export function queryTimeout(what: string, timeoutMs: number): Error {
  return quarryError('QUERY_TIMEOUT', `${what} was stopped at its time limit of ${formatSeconds(timeoutMs)}`);
}
