// The version of what indexing writes for one file: its blocks and records (the parsers) and everything the
// derivers of pipeline.ts build from them (facts of the symbolic graph, entities, mentions, vectors).
//
// BUMP FACTS_VERSION whenever the same file, unchanged, would now be stored differently: a new or changed fact
// (e.g. q:hasDay day numbers on dates), a different name for a record, a parser that reads a layout it used to
// miss. Every document keeps the version it was derived with (documents.facts_version); `indexFolders` re-reads
// and re-derives the documents of an older version through its normal update path, so a library indexed by an
// older Quarry catches up on its next `quarry index` (and `quarry status` says which documents are behind).
//
// History (one line per bump, what changed):
// 1: the first recorded version: full dates carry a q:hasDay yyyymmdd number, a one-record JSON file is named by
//    the field holding its file name. Documents stored before versions were recorded have none and count as older.
// 2: records named from their own fields: leader dots separate keys from values ("Country ...... Finland"), a
//    column listing quantities ("198 x Cat6 Patch Cable") never names a row (an identifier does), "Invoice
//    INV-0005" in invoices/ names INV-0005, and a vendor column whose values name other records links to them
//    instead of prefixing the row's name.
// 3: specs no longer carry rdf:type q:Spec (a spec is what q:hasSpec links to) nor q:rowPosition (the record row's
//    position, read through q:sourceRow): two quads fewer per spec, nothing read them.
export const FACTS_VERSION = 3;
