// Loads rule files and runs them to a fixpoint over the symbolic graph. Derived facts live in their own named
// graph, recomputed after each indexing pass; a rule that fails is reported and skipped, never fatal.
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../../resources.ts';
import type { Quad } from '@rdfjs/types';
import type { RdfStore } from '../../store/rdf/index.ts';
import { errorMessage } from '../../errors.ts';
import { RULES_GRAPH } from '../ontology.ts';
import { parseRules, type Rule, type RuleError } from './rule-syntax.ts';
import { checkRuleIris, instantiateHead, ruleQuery } from './compile-rule.ts';

export const BUILTIN_RULES_DIR = resourcePath('rules');

export function ruleFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.rules'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Parses rule files; every bad rule (syntax, unknown prefix, duplicate name) is an error with its line. */
export function loadRules(files: string[]): { rules: Rule[]; errors: RuleError[] } {
  const rules: Rule[] = [];
  const errors: RuleError[] = [];
  const names = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      errors.push({ file, line: 0, message: `cannot read: ${errorMessage(e)}` });
      continue;
    }
    const parsed = parseRules(text, file);
    errors.push(...parsed.errors);
    for (const rule of parsed.rules) {
      try {
        checkRuleIris(rule);
        if (names.has(rule.name)) throw new Error(`a rule named "${rule.name}" is already defined in another file`);
      } catch (e) {
        errors.push({ file, line: rule.line, message: errorMessage(e) });
        continue;
      }
      names.add(rule.name);
      rules.push(rule);
    }
  }
  return { rules, errors };
}

export interface RulesReport {
  derived: number;
  rounds: number;
  perRule: Record<string, number>;
  errors: RuleError[];
  ms: number;
}

const quadKey = (q: Quad) => `${q.subject.value}\u0000${q.predicate.value}\u0000${q.object.termType}:${q.object.value}`;

/** Recomputes the rules graph: every rule runs until no rule derives anything new (at most `maxRounds`). */
export async function runRules(rdf: RdfStore, rules: Rule[], opts: { maxRounds?: number; timeoutMs?: number } = {}): Promise<RulesReport> {
  const started = Date.now();
  const maxRounds = opts.maxRounds ?? 10;
  await rdf.deleteGraph(RULES_GRAPH);
  const seen = new Set<string>();
  const perRule: Record<string, number> = Object.fromEntries(rules.map((r) => [r.name, 0]));
  const errors: RuleError[] = [];
  const failed = new Set<string>();
  let rounds = 0;
  for (; rounds < maxRounds; rounds++) {
    let fresh = 0;
    for (const rule of rules) {
      if (failed.has(rule.name)) continue;
      let rows;
      try {
        rows = (await rdf.sparql(ruleQuery(rule), { timeoutMs: opts.timeoutMs ?? 30_000, rowCap: 1_000_000 })).rows;
      } catch (e) {
        failed.add(rule.name);
        errors.push({ file: rule.file, line: rule.line, message: `rule "${rule.name}" failed: ${errorMessage(e)}` });
        continue;
      }
      const quads: Quad[] = [];
      for (const row of rows) {
        for (const q of instantiateHead(rule, row)) {
          const k = quadKey(q);
          if (seen.has(k)) continue;
          seen.add(k);
          quads.push(q);
        }
      }
      if (quads.length) {
        await rdf.putQuads(quads);
        perRule[rule.name] += quads.length;
        fresh += quads.length;
      }
    }
    if (fresh === 0) break;
  }
  return { derived: seen.size, rounds: rounds + 1, perRule, errors, ms: Date.now() - started };
}
