// A person's name written surname first, as exports and registers write it ("Fraser, Callum", "Ó Briain, Tomás").

/** One comma between a surname of one or two capitalised words and up to three given names or initials. */
const SURNAME_FIRST = /^\s*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?),\s+(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2})\s*$/u;

function parts(name: string): { given: string; surname: string } | null {
  const m = SURNAME_FIRST.exec(name);
  return m ? { given: m[2]!, surname: m[1]! } : null;
}

/** "Fraser, Callum" → "Callum Fraser"; null for anything else ("Leith Bakehouse", "Smith, Jones & Co", "Red, white"). */
export function surnameFirst(name: string): string | null {
  const p = parts(name);
  return p ? `${p.given} ${p.surname}` : null;
}

/** "HANNA, Jonathan" → the surname in capitals and the given names, as a register or a count export writes a person
 *  ("O'HAGAN, Sharon", "MCCONVILLE, Mervyn J."); null for anything else ("Fraser, Callum" is read by surnameFirst where
 *  the person has a record of their own; "HANNA, JONATHAN" says nothing of which is which). */
export function capitalSurnameFirst(name: string): { given: string; surname: string } | null {
  const p = parts(name);
  return p && p.surname === p.surname.toUpperCase() && /^\p{Lu}\p{Ll}/u.test(p.given) ? p : null;
}
