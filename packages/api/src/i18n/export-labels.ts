/**
 * Column labels of the results exports (CSV header row) in the four interface languages, worded as the results
 * page words its columns (apps/web/app/locales/…/contest.json), and how each language's spreadsheets read a CSV.
 * The values of the coded columns (gender, status) are the names of @finishline/contract's code-names.ts, the
 * words the site uses.
 */
import {
  type LocaleCode,
  type PaceUnitCode,
  type SpeedUnitCode,
  TIME_BASIS_NAMES,
} from '@finishline/contract';
import { type CourseLeg, type Leg } from '@finishline/core';

type Names = Readonly<Record<LocaleCode, string>>;

export const EXPORT_COLUMN_KEYS = [
  'place',
  'bib',
  'name',
  'club',
  'nation',
  'ageGroup',
  'gender',
  'status',
  'officialTime',
  'overallPlace',
  'genderPlace',
  'ageGroupPlace',
  'gunTime',
  'netTime',
  'pace_min_per_km',
  'pace_min_per_mile',
  'speed_kmh',
  'speed_mph',
  'gap',
  'ageGrade',
] as const;
export type ExportColumnKey = (typeof EXPORT_COLUMN_KEYS)[number];

export const EXPORT_COLUMN_LABELS: Readonly<Record<ExportColumnKey, Names>> = {
  place: { en: 'Place', es: 'Puesto', fr: 'Rang', ar: 'المركز' },
  bib: { en: 'Bib', es: 'Dorsal', fr: 'Dossard', ar: 'الصدرية' },
  name: { en: 'Name', es: 'Nombre', fr: 'Nom', ar: 'الاسم' },
  club: { en: 'Club or team', es: 'Club o equipo', fr: 'Club ou équipe', ar: 'النادي أو الفريق' },
  nation: { en: 'Nation', es: 'Nacionalidad', fr: 'Nationalité', ar: 'الجنسية' },
  ageGroup: { en: 'Age group', es: 'Categoría de edad', fr: 'Catégorie d’âge', ar: 'الفئة العمرية' },
  gender: { en: 'Gender', es: 'Sexo', fr: 'Sexe', ar: 'الجنس' },
  status: { en: 'Status', es: 'Estado', fr: 'Statut', ar: 'الحالة' },
  officialTime: { en: 'Official time', es: 'Tiempo oficial', fr: 'Temps officiel', ar: 'التوقيت الرسمي' },
  overallPlace: { en: 'Overall', es: 'General', fr: 'Scratch', ar: 'الترتيب العام' },
  genderPlace: { en: 'Gender place', es: 'Puesto por sexo', fr: 'Rang par sexe', ar: 'الترتيب حسب الجنس' },
  ageGroupPlace: {
    en: 'Age group place',
    es: 'Puesto en categoría',
    fr: 'Rang en catégorie',
    ar: 'الترتيب في الفئة',
  },
  gunTime: TIME_BASIS_NAMES.gun,
  netTime: TIME_BASIS_NAMES.net,
  pace_min_per_km: { en: 'Pace (min/km)', es: 'Ritmo (min/km)', fr: 'Allure (min/km)', ar: 'الوتيرة (د/كم)' },
  pace_min_per_mile: {
    en: 'Pace (min/mi)',
    es: 'Ritmo (min/mi)',
    fr: 'Allure (min/mi)',
    ar: 'الوتيرة (د/ميل)',
  },
  speed_kmh: { en: 'Speed (km/h)', es: 'Velocidad (km/h)', fr: 'Vitesse (km/h)', ar: 'السرعة (كم/س)' },
  speed_mph: { en: 'Speed (mph)', es: 'Velocidad (mi/h)', fr: 'Vitesse (mi/h)', ar: 'السرعة (ميل/س)' },
  gap: { en: 'Gap to first', es: 'Diferencia con el primero', fr: 'Écart au premier', ar: 'الفارق عن الأول' },
  ageGrade: { en: 'Age grade (%)', es: 'Nivel por edad (%)', fr: 'Indice d’âge (%)', ar: 'درجة العمر (%)' },
};

/** The pace column of a contest's unit. */
export function paceColumn(unit: PaceUnitCode): ExportColumnKey {
  return unit === 'min_per_mile' ? 'pace_min_per_mile' : 'pace_min_per_km';
}

/** The speed column of a contest's unit. */
export function speedColumn(unit: SpeedUnitCode): ExportColumnKey {
  return unit === 'mph' ? 'speed_mph' : 'speed_kmh';
}

/**
 * How a CSV opens as columns in each language's spreadsheets: Excel set to French, Spanish or Arabic (Morocco)
 * splits fields on semicolons and reads a comma as the decimal mark; in English, commas and points.
 */
export const CSV_DIALECTS: Readonly<Record<LocaleCode, { separator: ',' | ';'; decimal: '.' | ',' }>> = {
  en: { separator: ',', decimal: '.' },
  es: { separator: ';', decimal: ',' },
  fr: { separator: ';', decimal: ',' },
  ar: { separator: ';', decimal: ',' },
};

/** The sports of a multisport course's legs, as the site names them (participants.json `splits.leg.*`). */
const LEG_NAMES: Readonly<Record<Exclude<Leg, 'transition'>, Names>> = {
  swim: { en: 'Swim', es: 'Natación', fr: 'Natation', ar: 'سباحة' },
  bike: { en: 'Bike', es: 'Bicicleta', fr: 'Vélo', ar: 'دراجة' },
  run: { en: 'Run', es: 'Carrera', fr: 'Course', ar: 'جري' },
};

/**
 * A leg's column, as the results page heads it (participants.json `legs.*`): `Swim`, `T1`, `Bike`, `T2`, `Run`;
 * `Run 1`, `Run 2` where the course has two.
 */
export function legColumnLabel(
  leg: Pick<CourseLeg, 'leg' | 'number' | 'ofSport'>,
  locale: LocaleCode,
): string {
  if (leg.leg === 'transition') return locale === 'ar' ? `انتقال ${leg.number}` : `T${leg.number}`;
  const name = LEG_NAMES[leg.leg][locale];
  return leg.ofSport > 1 ? `${name} ${leg.number}` : name;
}
