// Domain hints: numbers a value states in words rather than digits ("Dual SIM" = 2 SIM slots, "Octa-core" = 8
// cores). One row per wording; the first matching row for an entry wins. Each hint names the Entry its number
// belongs to, so the fact builder can record it there whatever row it was found in.

export interface DomainHintRule {
  /** Canonical entry the number belongs to (see resources/domains/devices/aliases.tsv). */
  entry: string;
  pattern: RegExp;
  /** The number, or the capture group of `pattern` that holds it. */
  value: number | { group: number };
  unit?: string;
  /** Only for values of entries matching this ("SIM: No" means no SIM; "NFC: No" does not). */
  whenEntry?: RegExp;
}

export interface DomainHint {
  entry: string;
  value: number;
  unit: string | null;
  start: number;
  end: number;
}

const W = (s: string) => new RegExp(`(?<![\\p{L}\\d])(?:${s})(?![\\p{L}])`, 'iu');

export const DOMAIN_HINT_RULES: readonly DomainHintRule[] = [
  // SIM slots: only explicit multiplicity words. A bare "Nano-SIM" says the card size, not how many.
  { entry: 'SIM slots', pattern: W('quad[\\s-]*sim|4x?\\s*sim'), value: 4 },
  { entry: 'SIM slots', pattern: W('triple[\\s-]*sim|3x?\\s*sim'), value: 3 },
  { entry: 'SIM slots', pattern: W('dual[\\s-]*sim|2x?\\s*sim|dual[\\s-]*stand-?by|dual[\\s-]*active|two sim(?: card)?s'), value: 2 },
  { entry: 'SIM slots', pattern: W('single[\\s-]*sim|1x?\\s*sim'), value: 1 },
  { entry: 'SIM slots', pattern: /^\s*(?:no|none|no sim|without sim)\s*$/i, value: 0, whenEntry: /^sim(?: card)?s?$/i },
  // CPU cores from the core-count words spec sheets use.
  { entry: 'CPU cores', pattern: W('single[\\s-]*core'), value: 1, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('dual[\\s-]*core'), value: 2, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('tri[\\s-]*core'), value: 3, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('quad[\\s-]*core'), value: 4, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('hexa[\\s-]*core|six[\\s-]*core'), value: 6, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('octa[\\s-]*core|eight[\\s-]*core'), value: 8, unit: 'cores' },
  { entry: 'CPU cores', pattern: W('deca[\\s-]*core|ten[\\s-]*core'), value: 10, unit: 'cores' },
  { entry: 'CPU cores', pattern: /(?<![\p{L}\d.,])(\d{1,3})[\s-]*cores?(?![\p{L}])/iu, value: { group: 1 }, unit: 'cores' },
];

/** Hints found in `raw`, at most one per entry (the first matching rule in table order). */
export function findDomainHints(raw: string, entry?: string, rules: readonly DomainHintRule[] = DOMAIN_HINT_RULES): DomainHint[] {
  const out: DomainHint[] = [];
  const done = new Set<string>();
  for (const rule of rules) {
    if (done.has(rule.entry)) continue;
    if (rule.whenEntry && !(entry !== undefined && rule.whenEntry.test(entry.trim()))) continue;
    const m = rule.pattern.exec(raw);
    if (!m) continue;
    const value = typeof rule.value === 'number' ? rule.value : Number.parseInt(m[rule.value.group] ?? '', 10);
    if (!Number.isFinite(value)) continue;
    done.add(rule.entry);
    out.push({ entry: rule.entry, value, unit: rule.unit ?? null, start: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Labels written after a data quantity that say which memory it is: "8GB RAM", "128GB ROM", "256GB storage". */
export const MEMORY_LABELS: ReadonlyArray<{ pattern: RegExp; role: 'ram' | 'storage' }> = [
  { pattern: /^\s*(?:of\s+)?(?:lpddr\d\w*\s+)?(?:ram|memory \(ram\)|ddr\d?)(?![\p{L}])/iu, role: 'ram' },
  { pattern: /^\s*(?:of\s+)?(?:rom|storage|internal(?: storage| memory)?|flash|ufs|emmc|ssd)(?![\p{L}])/iu, role: 'storage' },
];
