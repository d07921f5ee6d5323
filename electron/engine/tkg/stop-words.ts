// English function words: never an entity on their own, trimmed from the ends of entity names, and the
// capitalised sentence openers ("However", "During") that are not names.
export const STOP_WORDS = new Set(
  `a an the and or but nor of in on at to for from by with without within into onto upon over under about above below
  between among through during before after since until while as than then so such that this these those there here
  it its it's he she they we you i me my our your their his her them us him who whom whose which what when where why how
  is are was were be been being am do does did done have has had having will would shall should can could may might must
  not no yes all any each every some many much more most other another few both either neither one also only just very
  however although though because if unless whether also again further once even still yet
  mr mrs ms dr st
  according despite following including like near per via against along around across behind beyond toward towards
  january february march april may june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
