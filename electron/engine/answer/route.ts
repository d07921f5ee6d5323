// The router's first tier: rules on the question's shape and on the parser's confidence. (The model, when one is
// configured, is only asked when these rules are unsure; see answer-question.ts.)
import type { SymbolicAnswer } from '../retrieve/symbolic/index.ts';
import { loadLanguage } from './prose/language.ts';
import { asksAcrossDocuments } from './prose/question.ts';
import { exactGrounding } from './exact-grounding.ts';

/** Questions about reasons, procedures or meaning are open questions: the textual view answers them. */
export function isOpenQuestion(question: string): boolean {
  return OPEN_QUESTION.test(question);
}

const OPEN_QUESTION = /^\s*(why\b|how (do|does|did|can|could|should|would|to)\b|explain\b|describe\b|summari[sz]e\b|tell me about\b|what (does|do|did) .+ (say|mean|recommend|suggest)\b|what is the (reason|purpose|process|difference)\b)/i;

export interface RouteDecision {
  route: 'symbolic' | 'textual';
  why: string;
  /** The rules could not decide with confidence (a model may be asked). */
  unsure: boolean;
}

export function routeByRules(question: string, sym: SymbolicAnswer | null): RouteDecision {
  if (isOpenQuestion(question)) return { route: 'textual', why: 'an open question (why/how/explain)', unsure: false };
  // "which pages mention X" asks for documents, unless the exact path read it as conditions on items and found
  // them ("which animal meats contain over 2 g of saturated fat")
  const exactFound = !!sym && sym.confident && sym.plan.confidence >= 0.8 && !exactHasNothing(sym);
  if (!exactFound && asksAcrossDocuments(question, loadLanguage())) return { route: 'textual', why: 'a question about which documents mention something', unsure: false };
  if (!sym) return { route: 'textual', why: 'the symbolic graph is not available', unsure: false };
  if (sym.confident) {
    // an exact query that leaves out what the question asks (a release's number, the attribute asked) answers
    // another question: the text answers this one
    const g = exactGrounding(sym.plan, loadLanguage());
    if (!g.grounded) return { route: 'textual', why: `the exact query does not stand on the question: ${g.why}`, unsure: false };
    return { route: 'symbolic', why: `the question parsed into an exact query (confidence ${sym.plan.confidence})`, unsure: sym.plan.confidence < 0.8 };
  }
  return { route: 'textual', why: `no exact query: ${sym.reason}`, unsure: sym.plan.confidence >= 0.4 };
}

/** An exact result that says nothing (a lookup with no value) is worth a look at the text too. */
export function symbolicIsEmpty(sym: SymbolicAnswer): boolean {
  const r = sym.result;
  if (!r) return true;
  if (sym.plan.intent === 'lookup' || sym.plan.intent === 'compare') {
    if (r.value === null && r.items.every((i) => i.target === null && i.targetText === null)) return true;
    // (a comparison needs two of the named items' values: "30 ft vs —" wins nothing; of three named, the two that
    // state one are compared, the answer saying which states none)
    return sym.plan.intent === 'compare' && r.considered.length >= 2 && r.considered.filter((i) => i.target !== null || i.day !== undefined).length < 2;
  }
  return false;
}

/**
 * The exact path has nothing to show: no result, a lookup without a value, or no item and no value (a count of
 * zero included — a zero cites no row). Then the textual path answers, whatever the strategy (except 'symbolic', asked for exactly).
 */
export function exactHasNothing(sym: SymbolicAnswer | null): boolean {
  const r = sym?.result;
  if (!r) return true;
  // a lookup that found its item but no value of the asked attribute has nothing to show either
  if (symbolicIsEmpty(sym!)) return true;
  if (r.items.length > 0) return false;
  return r.value === null || r.value === 0 || r.value === undefined;
}
