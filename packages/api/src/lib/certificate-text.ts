/**
 * What a finisher certificate says, in the visitor's language: the labels of the four interface languages and the
 * values formatted with Intl in the site's locales (`10 May 2026` in British English, `ar-MA` with Latin digits;
 * dates in the event's time zone). Times use core's `formatDuration`, the same `h:mm:ss` in every language.
 */
import { type GenderCode, type LocaleCode, type PaceUnitCode } from '@finishline/contract';
import {
  canonicalTimeZone,
  formatDuration,
  formatPace,
  type PrecisionMs,
  type Status,
} from '@finishline/core';
import { countryName, INTL_LOCALES } from '@finishline/reads';

type Labels = {
  title: string;
  certifies: string;
  /** "completed" after the name; Arabic agrees with the participant's gender. */
  completed: (gender: GenderCode) => string;
  officialTime: string;
  basis: { gun: string; net: string };
  pace: string;
  /** The pace's unit, under its value. */
  per: Record<PaceUnitCode, string>;
  overall: string;
  gender: string;
  ageGroup: string;
  of: (count: string) => string;
  /** Between the parts of a place and the items of a list: `, `, or the Arabic comma in Arabic. */
  comma: string;
  bib: string;
  timing: string;
  /** The share card's words (share-card.ts): what an anonymous name reads, the status of a non-finisher. */
  anonymous: string;
  status: string;
  statuses: Record<Status, string>;
  latest: string;
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
    comma: ', ',
    bib: 'Bib',
    timing: 'Timing',
    anonymous: 'Anonymous runner',
    status: 'Status',
    statuses: {
      registered: 'Registered',
      started: 'On course',
      finished: 'Finished',
      dnf: 'Did not finish',
      dns: 'Did not start',
      dsq: 'Disqualified',
    },
    latest: 'Latest checkpoint',
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
    comma: ', ',
    bib: 'Dorsal',
    timing: 'Cronometraje',
    anonymous: 'Participante anónimo',
    status: 'Estado',
    statuses: {
      registered: 'Inscrito',
      started: 'En carrera',
      finished: 'Finalizado',
      dnf: 'No terminó',
      dns: 'No tomó la salida',
      dsq: 'Descalificado',
    },
    latest: 'Último punto de control',
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
    comma: ', ',
    bib: 'Dossard',
    timing: 'Chronométrage',
    anonymous: 'Participant anonyme',
    status: 'Statut',
    statuses: {
      registered: 'Inscrit',
      started: 'En course',
      finished: 'Arrivé',
      dnf: 'Abandon',
      dns: 'Non partant',
      dsq: 'Disqualifié',
    },
    latest: 'Dernier point de contrôle',
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
    comma: '، ',
    bib: 'رقم الصدرية',
    timing: 'التوقيت',
    anonymous: 'مشارك بلا سمية',
    status: 'الحالة',
    statuses: {
      registered: 'مسجَّل',
      started: 'فالسباق',
      finished: 'أنهى السباق',
      dnf: 'لم يُكمل السباق',
      dns: 'لم ينطلق',
      dsq: 'مُقصى',
    },
    latest: 'آخر نقطة مراقبة',
  },
};

/** The facts a certificate shows, as read from the database. */
export type CertificateFacts = {
  name: string;
  gender: GenderCode;
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
  /** Finishers of the participant's gender and age group: the "of N" of those places (null when unknown). */
  genderFinishers: number | null;
  ageGroupFinishers: number | null;
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

/**
 * Intl's output with the spaces the site prints (apps/web's tidySpaces): ICU's thin and narrow no-break spaces
 * differ between versions, so they become a plain and a no-break space.
 */
function tidy(text: string): string {
  return text.replace(/[\u2009\u200A]/g, ' ').replace(/\u202F/g, '\u00A0');
}

/** The distance (`42.195 km`), the date (in the event's zone) and the place, shared by the certificate and the card. */
function contestParts(
  facts: Pick<CertificateFacts, 'distanceM' | 'startTime' | 'timeZone' | 'city' | 'country'>,
  locale: LocaleCode,
): { distance: string; date: string; place: string } {
  const intl = INTL_LOCALES[locale];
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
  return {
    distance: tidy(distance),
    date: tidy(date),
    place: [facts.city, countryName(facts.country, locale)].join(LABELS[locale].comma),
  };
}

/** Everything the certificate prints, in `locale`. */
export function certificateText(facts: CertificateFacts, locale: LocaleCode): CertificateText {
  const labels = LABELS[locale];
  const intl = INTL_LOCALES[locale];
  const number = (value: number) => tidy(new Intl.NumberFormat(intl).format(value));
  const { distance, date, place: where } = contestParts(facts, locale);
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
  // Every place with its "of N" under it; the age group's name goes before its count.
  const place = (label: string, value: number | null, count: number | null, group: string | null = null) => {
    if (value === null) return;
    const of = count !== null && count > 0 ? labels.of(number(count)) : null;
    const note = [group, of].filter((part) => part !== null).join(' · ');
    cells.push({ label, value: number(value), note: note === '' ? null : note, isMain: false });
  };
  place(labels.overall, facts.overallPlace, facts.finisherCount);
  place(labels.gender, facts.genderPlace, facts.genderFinishers);
  if (facts.ageGroup !== null)
    place(labels.ageGroup, facts.ageGroupPlace, facts.ageGroupFinishers, facts.ageGroup);
  return {
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    title: labels.title,
    certifies: labels.certifies,
    // A participant shown anonymously (docs/privacy.md) has no stored name: the certificate says so in words.
    name: facts.name.trim() === '' ? labels.anonymous : facts.name,
    completed: labels.completed(facts.gender),
    contest: `${facts.contestName} · ${distance}`,
    event: facts.eventName,
    when: `${date} · ${where}`,
    cells,
    footer: [`${labels.bib} ${facts.bib}`, facts.timingCompany && `${labels.timing}: ${facts.timingCompany}`]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * The facts of a share card: a certificate's, for anyone with a page — the official time is null until they
 * finish, and the card then shows their status and latest checkpoint instead.
 */
export type ShareCardFacts = Omit<CertificateFacts, 'officialTimeMs'> & {
  officialTimeMs: number | null;
  status: Status;
  /** Timing points reached, in course order, with the time from the start (the finish included). */
  splits: { name: string; fromStartMs: number }[];
};

/**
 * A piece of a card line, laid out as a paragraph of its own (pieces are joined by ` · `). `isAuto` pieces come
 * from the data (names) and take the direction of their first letter, as HTML's `<bdi>` does.
 */
export type TextPiece = { text: string; isAuto?: boolean };

export type ShareCardText = {
  direction: 'ltr' | 'rtl';
  /** The event, its date and its place. */
  event: TextPiece[];
  /** The participant's name, or the translated anonymous label when the name is empty. */
  name: string;
  isAnonymous: boolean;
  /** The contest and its distance. */
  contest: TextPiece[];
  /** The official time, or the status (with the latest checkpoint) of a non-finisher. */
  headline: { label: string; value: string; note: TextPiece[] | null };
  /** Overall, gender and age-group places, `12 of 3,456`. */
  places: { label: TextPiece[]; value: string }[];
  /** `10 km 34:00`, one per timing point reached before the finish. */
  splits: TextPiece[];
  bib: string;
};

/** Everything the share card prints, in `locale` (share-card.ts lays it out). */
export function shareCardText(facts: ShareCardFacts, locale: LocaleCode): ShareCardText {
  const labels = LABELS[locale];
  const number = {
    format: (value: number) => tidy(new Intl.NumberFormat(INTL_LOCALES[locale]).format(value)),
  };
  const { distance, date, place } = contestParts(facts, locale);
  const time = (ms: number) => formatDuration(ms, facts.precisionMs);
  const latest = facts.splits.at(-1) ?? null;
  const isFinisher = facts.status === 'finished' && facts.officialTimeMs !== null;
  let headline: ShareCardText['headline'];
  if (isFinisher && facts.officialTimeMs !== null) {
    headline = {
      label: labels.officialTime,
      value: time(facts.officialTimeMs),
      note: [{ text: labels.basis[facts.timeBasis] }],
    };
  } else if (facts.status === 'started' && latest) {
    headline = {
      label: labels.latest,
      value: time(latest.fromStartMs),
      note: [{ text: latest.name, isAuto: true }],
    };
  } else {
    headline = {
      label: labels.status,
      value: labels.statuses[facts.status],
      note: latest
        ? [{ text: labels.latest }, { text: latest.name, isAuto: true }, { text: time(latest.fromStartMs) }]
        : null,
    };
  }
  const places: ShareCardText['places'] = [];
  const addPlace = (label: TextPiece[], value: number | null, count: number | null) => {
    if (value === null) return;
    const of = count !== null && count > 0 ? ` ${labels.of(number.format(count))}` : '';
    places.push({ label, value: `${number.format(value)}${of}` });
  };
  if (isFinisher) {
    addPlace([{ text: labels.overall }], facts.overallPlace, facts.finisherCount);
    addPlace([{ text: labels.gender }], facts.genderPlace, facts.genderFinishers);
    if (facts.ageGroup !== null) {
      addPlace(
        [{ text: labels.ageGroup }, { text: facts.ageGroup, isAuto: true }],
        facts.ageGroupPlace,
        facts.ageGroupFinishers,
      );
    }
  }
  const isAnonymous = facts.name.trim() === '';
  return {
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    event: [{ text: facts.eventName, isAuto: true }, { text: date }, { text: place }],
    name: isAnonymous ? labels.anonymous : facts.name,
    isAnonymous,
    contest: [{ text: facts.contestName, isAuto: true }, { text: distance }],
    headline,
    places,
    // The finish is the headline's time already.
    splits: (isFinisher ? facts.splits.slice(0, -1) : facts.splits).map((split) => ({
      text: `${split.name} ${time(split.fromStartMs)}`,
      isAuto: true,
    })),
    bib: `${labels.bib} ${facts.bib}`,
  };
}
