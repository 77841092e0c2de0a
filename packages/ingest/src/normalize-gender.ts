import { GENDERS, type Gender } from '@finishline/core';
import { foldText } from './fold-text.js';

/**
 * Gender words seen in results exports, folded (see foldText). `H` is Homme/Hombre/Herren and
 * `D` is Dame/Damen (Swiss and German lists) — a German "divers" meaning `D` needs a mapping
 * override (`genderValues`). docs/import.md, "Gender".
 */
const GENDER_WORDS: Readonly<Record<Gender, readonly string[]>> = {
  m: [
    'm',
    'h',
    'male',
    'man',
    'men',
    'masculine',
    'homme',
    'hommes',
    'masculin',
    'hombre',
    'hombres',
    'masculino',
    'varon',
    'herr',
    'herren',
    'mannlich',
    'uomo',
    'maschile',
    'boy',
    'boys',
    'garcon',
    'ذكر',
    'ذكور',
    'رجال',
    'رجل',
  ],
  f: [
    'f',
    'w',
    'd',
    'female',
    'woman',
    'women',
    'feminine',
    'femme',
    'femmes',
    'feminin',
    'mujer',
    'mujeres',
    'femenino',
    'dame',
    'dames',
    'damen',
    'frau',
    'frauen',
    'weiblich',
    'donna',
    'femminile',
    'girl',
    'girls',
    'fille',
    'انثى',
    'اناث',
    'نساء',
    'سيدات',
    'امراة',
  ],
  x: ['x', 'nb', 'non binary', 'nonbinary', 'non binaire', 'no binario', 'other', 'autre', 'otro', 'diverse'],
};

const GENDER_BY_WORD = new Map<string, Gender>();
for (const gender of GENDERS) {
  for (const word of GENDER_WORDS[gender]) GENDER_BY_WORD.set(foldText(word), gender);
}

/**
 * Maps a gender cell to core's Gender (`m`, `f`, `x`), or null when the word is unknown.
 * `overrides` (the mapping's `genderValues`) win over the built-in words.
 */
export function normalizeGender(
  text: string,
  overrides: Readonly<Record<string, Gender>> = {},
): Gender | null {
  const folded = foldText(text);
  for (const [word, gender] of Object.entries(overrides)) {
    if (foldText(word) === folded) return gender;
  }
  return GENDER_BY_WORD.get(folded) ?? null;
}
