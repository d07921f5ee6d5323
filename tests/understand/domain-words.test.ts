// The engine knows English and document layouts, not domains: phone, food or licence words belong in
// resources/domains/<pack>/ where users can read and change them. This test fails on any such word in engine code
// (comments aside), so domain knowledge cannot creep back in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../electron/engine');
const DOMAIN_WORDS = /\b(battery|batteries|mAh|5G|4G|LTE|SIM|ppi|phones?|tablets?|handsets?|smartphones?|octa-core|chipset)\b/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []));
}

describe('no domain words in engine code', () => {
  it('finds none outside comments', () => {
    const hits: string[] = [];
    for (const file of files(ENGINE)) {
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*(\*|\/\*).*$/, '');
        if (DOMAIN_WORDS.test(code)) hits.push(`${path.relative(ENGINE, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits, hits.join('\n')).toEqual([]);
  });
});
