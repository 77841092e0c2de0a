/**
 * Folds a free-text code for table look-up: trimmed, lower case, accents and Arabic hamza/harakat
 * removed (NFD then marks dropped, so `أنثى` matches `انثى`), dots dropped (`D.N.F.`), and runs of
 * spaces, hyphens and underscores collapsed to one space (`non-partant` = `non partant`).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s_\-–]+/g, ' ')
    .trim();
}
