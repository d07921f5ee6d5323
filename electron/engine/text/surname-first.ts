// A person's name written surname first, as exports and registers write it ("Fraser, Callum", "Ó Briain, Tomás").

/** "Fraser, Callum" → "Callum Fraser": one comma between a surname of one or two capitalised words and up to three
 *  given names or initials; null for anything else ("Leith Bakehouse", "Smith, Jones & Co", "Red, white"). */
export function surnameFirst(name: string): string | null {
  const m = /^\s*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?),\s+(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2})\s*$/u.exec(name);
  return m ? `${m[2]} ${m[1]}` : null;
}

/** "HANNA, Jonathan" → the surname in capitals and the given names, as a register or a count export writes a person
 *  ("O'HAGAN, Sharon", "MCCONVILLE, Mervyn J."); null for anything else ("Fraser, Callum" is read by surnameFirst where
 *  the person has a record of their own; "Harrogate, Yorkshire" is a place). */
export function capitalSurnameFirst(name: string): { given: string; surname: string } | null {
  const m = /^\s*(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+)?),\s+(\p{Lu}\p{Ll}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2})\s*$/u.exec(name);
  return m ? { given: m[2]!, surname: m[1]! } : null;
}
