// The folders a question names: in a folder of documentation each package, project or product has a folder of its
// own ("jq/", "xz-utils/"), and "Who wrote jq?" asks about what jq's folder says. A word of the question names a
// folder when a folder of the library is called so — unless the word is a common word of the language ("less",
// "make", "file" are packages too, but "use less memory" names none of them): the word needs more than its spelling.
import type { Database } from 'better-sqlite3';
import { documentsInFolderNamed, foldersNamedWithVersion } from '../../store/documents.ts';
import { tokens } from './terms.ts';

/** How a word is known to be common (a general word list's frequency rank, say); without one no word is. */
export type IsCommonWord = (word: string) => boolean;

/** The folder names the question's words (and hyphenated runs: "xz-utils") name, each once, in question order; a
 * word names a folder of its own name, else the folders named with it and a version ("python3"). */
export function foldersNamed(db: Database, question: string, isCommon: IsCommonWord, documentNouns: Set<string> = new Set()): string[] {
  const out: string[] = [];
  const toks = tokens(question);
  for (const [i, t] of toks.entries()) {
    if (t.stop) continue;
    // a word before a noun for documents describes a kind of file ("open tar files"), it names no package
    if (documentNouns.has(toks[i + 1]?.lower ?? '')) continue;
    // ("zstd's" names zstd)
    const word = t.lower.replace(/['’]s$/, '');
    if (word.length < 2 || out.includes(word) || /^\d/.test(word) || isCommon(word)) continue;
    if (documentsInFolderNamed(db, word, 1).length) out.push(word);
    // or the folder named with the package's version ("Python" → python3/, "libcbor" → libcbor0.8/)
    else for (const f of foldersNamedWithVersion(db, word)) if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** Is a document path inside one of the folders? */
export function inFolders(path: string, folders: string[]): boolean {
  return folders.some((f) => path.startsWith(`${f}/`) || path.includes(`/${f}/`));
}
