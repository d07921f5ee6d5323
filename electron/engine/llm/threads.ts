// How many CPU threads generation should use: the number of physical cores, never more.
// os.availableParallelism() counts logical CPUs; with hyper-threading, llama.cpp gets slower past the physical count.

import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Distinct (physical id, core id) pairs in /proc/cpuinfo text; 0 when the text does not say. */
export function physicalCoresFromCpuinfo(cpuinfo: string): number {
  const cores = new Set<string>();
  for (const block of cpuinfo.split(/\n\s*\n/)) {
    const physical = /^physical id\s*:\s*(\d+)/m.exec(block)?.[1];
    const core = /^core id\s*:\s*(\d+)/m.exec(block)?.[1];
    if (core !== undefined) cores.add(`${physical ?? 0}:${core}`);
  }
  return cores.size;
}

/** Estimate of this machine's physical cores, capped by the CPUs this process may use. */
export function physicalCoreCount(): number {
  const logical = Math.max(1, os.availableParallelism());
  let physical = 0;
  if (process.platform === 'linux') {
    try { physical = physicalCoresFromCpuinfo(readFileSync('/proc/cpuinfo', 'utf8')); } catch { physical = 0; }
  }
  if (physical === 0) {
    // Apple silicon has no SMT; elsewhere assume two threads per core when there are enough logical CPUs.
    physical = process.platform === 'darwin' && process.arch === 'arm64' ? logical : logical >= 4 ? Math.floor(logical / 2) : logical;
  }
  return Math.max(1, Math.min(physical, logical));
}

/** Threads to use: the requested count (at least 1), else the physical core estimate. */
export function resolveThreads(requested?: number): number {
  if (requested !== undefined && Number.isFinite(requested) && requested >= 1) return Math.floor(requested);
  return physicalCoreCount();
}
