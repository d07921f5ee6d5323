// Hostile files for `bench limits` and the budget tests, generated into a folder (never committed): a one-line CSV
// of a given size and a CSV of 10,000 columns.
import fs from 'node:fs';
import path from 'node:path';

/** One line of comma-separated fields, `bytes` long (no line break at all). */
export function writeOneLineCsv(file: string, bytes: number): void {
  const chunk = 'abc,12.5,xyz,'.repeat(4096);
  const fd = fs.openSync(file, 'w');
  try {
    for (let n = 0; n < bytes; n += chunk.length) fs.writeSync(fd, n + chunk.length <= bytes ? chunk : chunk.slice(0, bytes - n));
  } finally {
    fs.closeSync(fd);
  }
}

/** A header of `columns` names and `rows` rows of short numbers. */
export function writeWideCsv(file: string, columns: number, rows: number): void {
  const lines = [Array.from({ length: columns }, (_, i) => `col${i}`).join(',')];
  for (let r = 0; r < rows; r++) lines.push(Array.from({ length: columns }, (_, i) => String((r * 7 + i) % 100)).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

export function hostileFolder(dir: string, name: string, write: (file: string) => void): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(folder, { recursive: true });
  write(path.join(folder, `${name}.csv`));
  return folder;
}
