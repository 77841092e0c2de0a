/**
 * What a finisher certificate says, in the visitor's language: the labels of the four interface languages and the
 * values formatted with Intl (dates in the event's time zone, `ar-MA` with Latin digits). Times use core's
 * `formatDuration`, the same `h:mm:ss` in every language.
 */
import { type LocaleCode, type PaceUnitCode } from '@finishline/contract';
import { canonicalTimeZone, formatDuration, formatPace, type PrecisionMs } from '@finishline/core';
import { countryName, INTL_LOCALES } from '../i18n/country-names.js';

type Labels = {
  title: string;
  certifies: string;
  /** "completed" after the name; Arabic agrees with the participant's gender. */
  completed: (gender: 'm' | 'f' | 'x') => string;
  officialTime: string;
  basis: { gun: string; net: string };
  pace: string;
  /** The pace's unit, under its value. */
  per: Record<PaceUnitCode, string>;
  overall: string;
  gender: string;
  ageGroup: string;
  of: (count: string) => string;
  bib: string;
  timing: string;
};

const LABELS: Readonly<Record<LocaleCode, Labels>> = {
  en: {
    title: 'Finisher certificate',
    certifies: 'This certifies that',
    completed: () => 'completed',
    officialTime: 'Official time',
    basis: { gun: 'gun time', net: 'net time' },
    pace: 'Average pace',
    per: { min_per_km: 'per km', min_per_mile: 'per mile' },
    overall: 'Overall place',
    gender: 'Gender place',
    ageGroup: 'Age group place',
    of: (count) => `of ${count}`,
    bib: 'Bib',
    timing: 'Timing',
  },
  es: {
    title: 'Certificado de finisher',
    certifies: 'Se certifica que',
    completed: () => 'ha completado',
    officialTime: 'Tiempo oficial',
    basis: { gun: 'tiempo de pistola', net: 'tiempo neto' },
    pace: 'Ritmo medio',
    per: { min_per_km: 'por km', min_per_mile: 'por milla' },
    overall: 'Puesto general',
    gender: 'Puesto por sexo',
    ageGroup: 'Puesto en la categoría',
    of: (count) => `de ${count}`,
    bib: 'Dorsal',
    timing: 'Cronometraje',
  },
  fr: {
    title: 'Diplôme de finisher',
    certifies: 'Nous certifions que',
    completed: () => 'a terminé',
    officialTime: 'Temps officiel',
    basis: { gun: 'temps au coup de pistolet', net: 'temps net' },
    pace: 'Allure moyenne',
    per: { min_per_km: 'au km', min_per_mile: 'au mile' },
    overall: 'Classement général',
    gender: 'Classement par sexe',
    ageGroup: 'Classement de la catégorie',
    of: (count) => `sur ${count}`,
    bib: 'Dossard',
    timing: 'Chronométrage',
  },
  ar: {
    title: 'شهادة إتمام السباق',
    certifies: 'نشهد بأن',
    completed: (gender) => (gender === 'f' ? 'أنهت' : 'أنهى'),
    officialTime: 'التوقيت الرسمي',
    basis: { gun: 'توقيت الانطلاق', net: 'التوقيت الصافي' },
    pace: 'متوسط الوتيرة',
    per: { min_per_km: 'لكل كيلومتر', min_per_mile: 'لكل ميل' },
    overall: 'الترتيب العام',
    gender: 'الترتيب حسب الجنس',
    ageGroup: 'الترتيب في الفئة العمرية',
    of: (count) => `من أصل ${count}`,
    bib: 'رقم الصدرية',
    timing: 'التوقيت',
  },
};

/** The facts a certificate shows, as read from the database. */
export type CertificateFacts = {
  name: string;
  gender: 'm' | 'f' | 'x';
  bib: string;
  ageGroup: string | null;
  eventName: string;
  city: string;
  country: string;
  timeZone: string;
  contestName: string;
  distanceM: number;
  /** The gun, epoch ms: the certificate's date is its day in the event's zone. */
  startTime: number;
  timeBasis: 'gun' | 'net';
  precisionMs: PrecisionMs;
  officialTimeMs: number;
  /** Average pace in ms per `paceUnit`, the contest's unit. */
  paceMs: number | null;
  paceUnit: PaceUnitCode;
  overallPlace: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  finisherCount: number;
  timingCompany: string | null;
};

export type CertificateText = {
  direction: 'ltr' | 'rtl';
  title: string;
  certifies: string;
  name: string;
  completed: string;
  contest: string;
  event: string;
  /** Date and place, e.g. `10 May 2026 · Casablanca, Morocco`. */
  when: string;
  /** The result cells: the official time, the pace, then the places; `note` is a small line under the value. */
  cells: { label: string; value: string; note: string | null; isMain: boolean }[];
  footer: string;
};

/** Everything the certificate prints, in `locale`. */
export function certificateText(facts: CertificateFacts, locale: LocaleCode): CertificateText {
  const labels = LABELS[locale];
  const intl = INTL_LOCALES[locale];
  const number = new Intl.NumberFormat(intl);
  const distance = new Intl.NumberFormat(intl, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 3,
  }).format(facts.distanceM / 1000);
  const date = new Intl.DateTimeFormat(intl, {
    dateStyle: 'long',
    // The stored zone, or UTC when Intl does not know it (as the schedule does).
    timeZone: canonicalTimeZone(facts.timeZone) ?? 'UTC',
  }).format(facts.startTime);
  const cells: CertificateText['cells'] = [
    {
      label: labels.officialTime,
      value: formatDuration(facts.officialTimeMs, facts.precisionMs),
      note: labels.basis[facts.timeBasis],
      isMain: true,
    },
  ];
  if (facts.paceMs !== null) {
    cells.push({
      label: labels.pace,
      value: formatPace(facts.paceMs),
      note: labels.per[facts.paceUnit],
      isMain: false,
    });
  }
  const place = (label: string, value: number | null, note: string | null) => {
    if (value !== null) cells.push({ label, value: number.format(value), note, isMain: false });
  };
  place(
    labels.overall,
    facts.overallPlace,
    facts.finisherCount > 0 ? labels.of(number.format(facts.finisherCount)) : null,
  );
  place(labels.gender, facts.genderPlace, null);
  if (facts.ageGroup !== null) place(labels.ageGroup, facts.ageGroupPlace, facts.ageGroup);
  return {
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    title: labels.title,
    certifies: labels.certifies,
    name: facts.name,
    completed: labels.completed(facts.gender),
    contest: `${facts.contestName} · ${distance}`,
    event: facts.eventName,
    when: `${date} · ${facts.city}, ${countryName(facts.country, locale)}`,
    cells,
    footer: [`${labels.bib} ${facts.bib}`, facts.timingCompany && `${labels.timing}: ${facts.timingCompany}`]
      .filter(Boolean)
      .join(' · '),
  };
}
