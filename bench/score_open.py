#!/usr/bin/env python3
"""Score answers to open (and yes/no) questions against short gold strings (standard library only).

Usage
  python3 bench/score_open.py QUESTIONS.json PREDICTIONS.jsonl [--json OUT.json] [--per-question]
  python3 bench/score_open.py --validate QUESTIONS.json --corpus DIR
  python3 bench/score_open.py --self-test [QUESTIONS.json]

QUESTIONS.json: list of {id, question, kind: "open" | "yes-no", gold_answers: [short strings],
  gold_boolean (yes-no only), evidence_files: [paths relative to the indexed folder]}.
PREDICTIONS.jsonl: one answer per line in the shape of `quarry ask --json` (shared/answer.ts) plus "id":
  {"id", "answer": markdown text, "kind", "value", "citations": [{"path", "snippet", ...}], ...}.

Metrics (each a mean over the questions it applies to; a missing id counts as a miss everywhere)
  answer_hit           a gold string occurs in the answer text or in the snippet of one of its first 3 citations
  first_sentence_hit   a gold string occurs in the first sentence of the answer text
  first_citation_right the first citation's path is one of the evidence files
  yesno_accuracy       (yes-no questions) the answer's boolean (a boolean `value`, else the first word of the
                       answer text: yes/no/true/false) equals gold_boolean
Matching: both sides NFKC-normalised, lower-cased, markdown emphasis/code marks (* _ `) and citation markers
([3]) removed, typographic quotes and dashes made plain, white space collapsed; a gold string must occur
with no letter or digit directly before or after it ("MIT" does not match "permit").
--validate checks that every gold string occurs in at least one of its evidence files under --corpus.
"""
import argparse
import json
import os
import re
import sys
import unicodedata

TRANS = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
                       "\u00a0": " "})


def norm(s):
    s = unicodedata.normalize("NFKC", str(s or "")).translate(TRANS).lower()
    s = re.sub(r"\[\d+\]", " ", s)        # citation markers
    s = re.sub(r"[*`]+", "", s)           # markdown emphasis / code
    s = re.sub(r"(?<![a-z0-9])_+|_+(?![a-z0-9])", "", s)  # _emphasis_ but not snake_case
    return re.sub(r"\s+", " ", s).strip()


def contains(text, gold):
    g = norm(gold)
    if not g:
        return False
    return re.search(r"(?<![a-z0-9])" + re.escape(g) + r"(?![a-z0-9])", norm(text)) is not None


def hit(text, golds):
    return any(contains(text, g) for g in golds)


def first_sentence(text):
    t = re.sub(r"\[\d+\]", "", str(text or ""))
    lines = [ln.strip() for ln in t.split("\n") if ln.strip()]
    if not lines:
        return ""
    line = re.sub(r"^(?:[#>*-]+|\d+\.)\s+", "", lines[0])
    m = re.search(r"[.!?](?=\s|$)", line)
    return line[: m.end()] if m else line


def answer_boolean(p):
    v = p.get("value")
    if isinstance(v, bool):
        return v
    words = re.findall(r"[a-z]+", norm(p.get("answer", ""))[:40])
    if words:
        if words[0] in ("yes", "true"):
            return True
        if words[0] in ("no", "false"):
            return False
    return None


def norm_path(p):
    return re.sub(r"^(?:\./)+", "", str(p or "").replace("\\", "/"))


def score_question(q, p):
    golds = q.get("gold_answers") or []
    evidence = set(norm_path(x) for x in q.get("evidence_files") or [])
    r = {"id": q["id"], "kind": q["kind"], "answered": p is not None}
    if p is None:
        r.update(answer_hit=0.0, first_sentence_hit=0.0, first_citation_right=0.0)
        if q["kind"] == "yes-no":
            r["yesno"] = 0.0
        return r
    text = p.get("answer") or ""
    cits = p.get("citations") or []
    pool = [text] + [c.get("snippet") or "" for c in cits[:3] if isinstance(c, dict)]
    r["answer_hit"] = 1.0 if any(hit(t, golds) for t in pool) else 0.0
    r["first_sentence_hit"] = 1.0 if hit(first_sentence(text), golds) else 0.0
    first = cits[0].get("path") if cits and isinstance(cits[0], dict) else None
    r["first_citation"] = first
    r["first_citation_right"] = 1.0 if first is not None and norm_path(first) in evidence else 0.0
    if q["kind"] == "yes-no":
        b = answer_boolean(p)
        r["predicted_boolean"] = b
        r["yesno"] = 1.0 if b is not None and b == bool(q.get("gold_boolean")) else 0.0
    return r


def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0


def aggregate(results):
    yn = [r["yesno"] for r in results if "yesno" in r]
    return {
        "n": len(results),
        "answered": sum(1 for r in results if r["answered"]),
        "answer_hit": mean([r["answer_hit"] for r in results]),
        "first_sentence_hit": mean([r["first_sentence_hit"] for r in results]),
        "first_citation_right": mean([r["first_citation_right"] for r in results]),
        "yesno_n": len(yn),
        "yesno_accuracy": mean(yn) if yn else None,
    }


def load_predictions(path):
    preds = {}
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                o = json.loads(line)
            except ValueError:
                sys.stderr.write("warning: line %d is not JSON, ignored\n" % ln)
                continue
            if isinstance(o, dict) and "id" in o:
                preds[str(o["id"])] = o
            else:
                sys.stderr.write("warning: line %d has no id, ignored\n" % ln)
    return preds


def score_all(questions, preds):
    results = [score_question(q, preds.get(str(q["id"]))) for q in questions]
    by_kind = {k: aggregate([r for r in results if r["kind"] == k]) for k in sorted(set(q["kind"] for q in questions))}
    return {"overall": aggregate(results), "by_kind": by_kind, "results": results}


def fmt(x):
    return "    -" if x is None else "%.3f" % x


def print_report(rep, out=sys.stdout):
    out.write("%-8s %4s %8s | %10s %14s %14s | %7s %8s\n" % ("kind", "n", "answered", "answer_hit", "first_sentence",
                                                             "first_citation", "yesno_n", "yesno_acc"))
    rows = list(rep["by_kind"].items()) + [("overall", rep["overall"])]
    for k, a in rows:
        out.write("%-8s %4d %8d | %10s %14s %14s | %7d %8s\n" % (k, a["n"], a["answered"], fmt(a["answer_hit"]),
                                                                fmt(a["first_sentence_hit"]),
                                                                fmt(a["first_citation_right"]), a["yesno_n"],
                                                                fmt(a["yesno_accuracy"])))


def validate(questions, corpus):
    bad = 0
    ids = set()
    for q in questions:
        problems = []
        if q["id"] in ids:
            problems.append("duplicate id")
        ids.add(q["id"])
        if q.get("kind") not in ("open", "yes-no"):
            problems.append("kind must be open or yes-no")
        if q.get("kind") == "yes-no" and not isinstance(q.get("gold_boolean"), bool):
            problems.append("yes-no question without gold_boolean")
        if not q.get("gold_answers"):
            problems.append("no gold_answers")
        texts = []
        for f in q.get("evidence_files") or []:
            p = os.path.join(corpus, f)
            if not os.path.isfile(p):
                problems.append("evidence file %s missing" % f)
                continue
            with open(p, encoding="utf-8", errors="replace") as fh:
                texts.append(fh.read())
        if not q.get("evidence_files"):
            problems.append("no evidence_files")
        for g in q.get("gold_answers") or []:
            if texts and not any(contains(t, g) for t in texts):
                problems.append("gold %r is in none of its evidence files" % g)
        if problems:
            bad += 1
            print("%s: %s" % (q["id"], "; ".join(problems)))
    print("validate: %d of %d questions have problems" % (bad, len(questions)))
    return 1 if bad else 0


def self_test(questions):
    def fake(q, good):
        g = q["gold_answers"][0]
        ev = q["evidence_files"][0]
        if not good:
            return {"id": q["id"], "answer": "I could not find that.", "citations": [{"path": "nowhere.txt", "snippet": ""}]}
        lead = ("Yes, " if q.get("gold_boolean") else "No, ") if q["kind"] == "yes-no" else ""
        return {"id": q["id"], "answer": "%s**%s** [1]. More text follows." % (lead, g.upper()),
                "citations": [{"path": "./" + ev, "snippet": "… %s …" % g}]}
    good = score_all(questions, {str(q["id"]): fake(q, True) for q in questions})["overall"]
    bad = score_all(questions, {str(q["id"]): fake(q, False) for q in questions})["overall"]
    empty = score_all(questions, {})["overall"]
    checks = {
        "gold-bearing answers score 1 everywhere": all(good[k] == 1.0 for k in ("answer_hit", "first_sentence_hit", "first_citation_right")) and good["yesno_accuracy"] in (None, 1.0),
        "wrong answers score 0 on hits and citations": bad["answer_hit"] == 0.0 and bad["first_citation_right"] == 0.0,
        "no predictions score 0": empty["answer_hit"] == 0.0 and empty["answered"] == 0,
        "word boundaries: MIT is not in 'permitted'": not contains("use is permitted", "MIT") and contains("the MIT License", "MIT"),
        "markdown and markers ignored": contains("It is **GPL-3+** [2].", "GPL-3+") and contains("`--yaml-output`", "--yaml-output"),
        "first sentence stops at the first full stop": first_sentence("Yes [1]. It has PCRE2.") == "Yes .",
        "yes/no read from the answer text": answer_boolean({"answer": "No - it does not."}) is False and answer_boolean({"answer": "**Yes**, it does."}) is True,
        "a boolean value wins over the text": answer_boolean({"answer": "No idea", "value": True}) is True,
    }
    for name, ok in checks.items():
        print("%-50s %s" % (name, "ok" if ok else "FAILED"))
    ok = all(checks.values())
    print("SELF-TEST %s" % ("PASSED" if ok else "FAILED"))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("questions", nargs="?")
    ap.add_argument("predictions", nargs="?")
    ap.add_argument("--json", help="also write the full report (incl. per-question results) here")
    ap.add_argument("--per-question", action="store_true")
    ap.add_argument("--validate", action="store_true", help="check the question file against --corpus")
    ap.add_argument("--corpus", help="with --validate: the folder the evidence paths are relative to")
    ap.add_argument("--self-test", action="store_true")
    a = ap.parse_args()
    if a.self_test:
        path = a.questions or os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpora", "debian-docs", "open.json")
        with open(path, encoding="utf-8") as fh:
            sys.exit(self_test(json.load(fh)))
    if not a.questions:
        ap.error("QUESTIONS is required")
    with open(a.questions, encoding="utf-8") as fh:
        qs = json.load(fh)
    if a.validate:
        if not a.corpus:
            ap.error("--validate needs --corpus DIR")
        sys.exit(validate(qs, a.corpus))
    if not a.predictions:
        ap.error("PREDICTIONS is required")
    rep = score_all(qs, load_predictions(a.predictions))
    print_report(rep)
    if a.per_question:
        for r in rep["results"]:
            print("%-14s %-6s hit=%d first=%d cite=%d%s  %s" % (r["id"], r["kind"], r["answer_hit"], r["first_sentence_hit"],
                                                               r["first_citation_right"],
                                                               (" yesno=%d" % r["yesno"]) if "yesno" in r else "",
                                                               r.get("first_citation") or ""))
    if a.json:
        with open(a.json, "w", encoding="utf-8") as fh:
            json.dump(rep, fh, indent=1)


if __name__ == "__main__":
    main()
