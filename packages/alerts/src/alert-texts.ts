/**
 * What an alert says, in the subscriber's language (docs/alerts.md): a checkpoint passed (time, place, pace or
 * speed as the sport reads it, when the next checkpoint and the finish are expected, with the range), the finish
 * (official time and places; the click opens the result, certificate and share card), a status written with care,
 * and — once — a runner overdue beyond the forecast's range. A runner shown anonymously is named by bib only.
 * Pure: the runner's state in (as the tracking read presents it), the words out.
 */
import { type LocaleCode, type ParticipantDetail } from '@finishline/contract';
import { formatDuration, formatPace, formatSpeed, legPace, type PrecisionMs } from '@finishline/core';
import { INTL_LOCALES } from '@finishline/reads';

/** The title and body of a notification, and its stop button's words. */
export type AlertText = { title: string; body: string; stopLabel: string };

/** What happened: the runner's topic now (as the outbox names it). */
export type AlertTopic =
  | { kind: 'checkpoint'; checkpointId: string }
  | { kind: 'finish' }
  | { kind: 'status'; status: 'dnf' | 'dsq' }
  | { kind: 'overdue'; checkpointId: string };

/** The outbox's topic name: `cp:<id>`, `finish`, `status:<dnf|dsq>`, `overdue:<id>`. */
export function topicName(topic: AlertTopic): string {
  switch (topic.kind) {
    case 'checkpoint':
      return `cp:${topic.checkpointId}`;
    case 'finish':
      return 'finish';
    case 'status':
      return `status:${topic.status}`;
    case 'overdue':
      return `overdue:${topic.checkpointId}`;
  }
}

/** The topic an outbox name stands for; null for a name this version does not know. */
export function parseTopic(name: string): AlertTopic | null {
  if (name === 'finish') return { kind: 'finish' };
  if (name === 'status:dnf' || name === 'status:dsq')
    return { kind: 'status', status: name.slice(7) as 'dnf' };
  if (name.startsWith('cp:')) return { kind: 'checkpoint', checkpointId: name.slice(3) };
  if (name.startsWith('overdue:')) return { kind: 'overdue', checkpointId: name.slice(8) };
  return null;
}

type Words = {
  /** The finish, named as the site's checkpoint.finish label names it (not the organiser's checkpoint name). */
  finish: string;
  /** The notification's button that stops the event's alerts. */
  stop: string;
  bib: (bib: string) => string;
  /** Place with its word: `812th`, `812e`, `812.º`, `المركز 812`. */
  place: (place: string, n: number) => string;
  passed: (checkpoint: string, time: string, place: string | null) => string;
  pace: (value: string, unit: 'km' | 'mile') => string;
  speed: (value: string, unit: 'kmh' | 'mph') => string;
  swim: (value: string) => string;
  expected: (checkpoint: string, minutes: string, range: string) => string;
  minutes: (text: string) => string;
  finishedTitle: (name: string) => string;
  finished: (time: string, places: string) => string;
  overall: (place: string, count: string | null) => string;
  inGroup: (place: string, group: string) => string;
  openResult: string;
  statusTitle: Record<'dnf' | 'dsq', (name: string) => string>;
  status: Record<'dnf' | 'dsq', string>;
  overdueTitle: (name: string, checkpoint: string) => string;
  overdue: (expectedBy: string) => string;
  /** Between sentences' parts: `, ` or the Arabic comma. */
  comma: string;
};

const englishOrdinal = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

const WORDS: Readonly<Record<LocaleCode, Words>> = {
  en: {
    stop: 'Stop alerts',
    finish: 'Finish',
    bib: (bib) => `Bib ${bib}`,
    place: (place, n) => `${place}${EN_SUFFIX[englishOrdinal.select(n)] ?? 'th'}`,
    passed: (cp, time, place) => `Passed ${cp} in ${time}${place ? `, ${place}` : ''}.`,
    pace: (value, unit) => `Pace ${value} per ${unit}.`,
    speed: (value, unit) => `Speed ${value} ${unit === 'kmh' ? 'km/h' : 'mph'}.`,
    swim: (value) => `${value} per 100 m.`,
    expected: (cp, minutes, range) => `${cp} expected in about ${minutes} (${range}).`,
    minutes: (text) => `${text} min`,
    finishedTitle: (name) => `${name} has finished`,
    finished: (time, places) => `Official time ${time}${places ? ` · ${places}` : ''}.`,
    overall: (place, count) => (count ? `${place} of ${count} overall` : `${place} overall`),
    inGroup: (place, group) => `${place} in ${group}`,
    openResult: 'Tap for the result, the certificate and the share card.',
    statusTitle: {
      dnf: (name) => `${name}: did not finish (DNF)`,
      dsq: (name) => `${name}: disqualified (DSQ)`,
    },
    status: {
      dnf: 'The timing lists this runner as not finishing. It may be an early stop or a chip that was not read; results can still change. The race office can tell you more.',
      dsq: 'The timing lists this runner as disqualified. Decisions can be appealed and results can still change. The race office can tell you more.',
    },
    overdueTitle: (name, cp) => `${name}: no read at ${cp} yet`,
    overdue: (by) =>
      `No read is not bad news: timing mats sometimes miss a chip, and runners slow down. Expected there by ${by}. We will tell you at the next read.`,
    comma: ', ',
  },
  fr: {
    stop: 'Arrêter les alertes',
    finish: 'Arrivée',
    bib: (bib) => `Dossard ${bib}`,
    place: (place, n) => `${place}${n === 1 ? 'er' : 'e'}`,
    passed: (cp, time, place) => `Passage à ${cp} en ${time}${place ? `, ${place}` : ''}.`,
    pace: (value, unit) => `Allure ${value} par ${unit === 'km' ? 'km' : 'mile'}.`,
    speed: (value, unit) => `Vitesse ${value} ${unit === 'kmh' ? 'km/h' : 'mph'}.`,
    swim: (value) => `${value} aux 100 m.`,
    expected: (cp, minutes, range) => `${cp} : passage attendu dans environ ${minutes} (${range}).`,
    minutes: (text) => `${text} min`,
    finishedTitle: (name) => `${name} a terminé`,
    finished: (time, places) => `Temps officiel ${time}${places ? ` · ${places}` : ''}.`,
    overall: (place, count) => (count ? `${place} sur ${count} au général` : `${place} au général`),
    inGroup: (place, group) => `${place} en ${group}`,
    openResult: 'Touchez pour le résultat, le diplôme et la carte à partager.',
    statusTitle: {
      dnf: (name) => `${name} : abandon (DNF)`,
      dsq: (name) => `${name} : disqualification (DSQ)`,
    },
    status: {
      dnf: "Le chronométrage indique un abandon. Il peut s'agir d'un arrêt ou d'une puce non lue ; le résultat peut encore changer. L'organisation peut vous en dire plus.",
      dsq: "Le chronométrage indique une disqualification. Les décisions peuvent faire l'objet d'un recours et le résultat peut encore changer. L'organisation peut vous en dire plus.",
    },
    overdueTitle: (name, cp) => `${name} : pas encore de passage à ${cp}`,
    overdue: (by) =>
      `Pas de passage ne veut pas dire mauvaise nouvelle : un tapis peut manquer une puce, et l'allure peut baisser. Passage attendu avant ${by}. Nous vous préviendrons au prochain passage.`,
    comma: ', ',
  },
  es: {
    stop: 'Detener los avisos',
    finish: 'Meta',
    bib: (bib) => `Dorsal ${bib}`,
    place: (place) => `${place}.º`,
    passed: (cp, time, place) => `Paso por ${cp} en ${time}${place ? `, ${place}` : ''}.`,
    pace: (value, unit) => `Ritmo ${value} por ${unit === 'km' ? 'km' : 'milla'}.`,
    speed: (value, unit) => `Velocidad ${value} ${unit === 'kmh' ? 'km/h' : 'mph'}.`,
    swim: (value) => `${value} cada 100 m.`,
    expected: (cp, minutes, range) => `${cp}: paso previsto en unos ${minutes} (${range}).`,
    minutes: (text) => `${text} min`,
    finishedTitle: (name) => `${name} ha llegado a meta`,
    finished: (time, places) => `Tiempo oficial ${time}${places ? ` · ${places}` : ''}.`,
    overall: (place, count) => (count ? `${place} de ${count} en la general` : `${place} en la general`),
    inGroup: (place, group) => `${place} en ${group}`,
    openResult: 'Toca para ver el resultado, el diploma y la tarjeta para compartir.',
    statusTitle: {
      dnf: (name) => `${name}: abandono (DNF)`,
      dsq: (name) => `${name}: descalificación (DSQ)`,
    },
    status: {
      dnf: 'El cronometraje indica un abandono. Puede ser una retirada o un chip que no se leyó; el resultado aún puede cambiar. La organización puede darte más información.',
      dsq: 'El cronometraje indica una descalificación. Las decisiones se pueden recurrir y el resultado aún puede cambiar. La organización puede darte más información.',
    },
    overdueTitle: (name, cp) => `${name}: aún sin paso por ${cp}`,
    overdue: (by) =>
      `Que no haya lectura no es una mala noticia: las alfombras a veces no leen un chip y el ritmo puede bajar. Se esperaba antes de las ${by}. Te avisaremos en la próxima lectura.`,
    comma: ', ',
  },
  ar: {
    stop: 'أوقف التنبيهات',
    finish: 'الوصول',
    bib: (bib) => `رقم الصدرية ${bib}`,
    place: (place) => `المركز ${place}`,
    passed: (cp, time, place) => `العبور عند ${cp} في ${time}${place ? `، ${place}` : ''}.`,
    pace: (value, unit) => `الإيقاع ${value} لكل ${unit === 'km' ? 'كيلومتر' : 'ميل'}.`,
    speed: (value, unit) => `السرعة ${value} ${unit === 'kmh' ? 'كم/س' : 'ميل/س'}.`,
    swim: (value) => `${value} لكل 100 م.`,
    expected: (cp, minutes, range) => `${cp}: متوقع بعد نحو ${minutes} (${range}).`,
    minutes: (text) => `${text} دقيقة`,
    finishedTitle: (name) => `${name}: الوصول إلى خط النهاية`,
    finished: (time, places) => `الوقت الرسمي ${time}${places ? ` · ${places}` : ''}.`,
    overall: (place, count) =>
      count ? `${place} من ${count} في الترتيب العام` : `${place} في الترتيب العام`,
    inGroup: (place, group) => `${place} في فئة ${group}`,
    openResult: 'اضغط لعرض النتيجة والشهادة وبطاقة المشاركة.',
    statusTitle: {
      dnf: (name) => `${name}: عدم إكمال السباق (DNF)`,
      dsq: (name) => `${name}: الاستبعاد (DSQ)`,
    },
    status: {
      dnf: 'يُظهر التوقيت أن السباق لم يُستكمل. قد يكون ذلك توقفاً مبكراً أو شريحة لم تُقرأ، وقد تتغير النتيجة. يمكن لمكتب السباق أن يفيدك بالمزيد.',
      dsq: 'يُظهر التوقيت استبعاداً من السباق. يمكن الطعن في القرارات وقد تتغير النتيجة. يمكن لمكتب السباق أن يفيدك بالمزيد.',
    },
    overdueTitle: (name, cp) => `${name}: لا قراءة عند ${cp} بعد`,
    overdue: (by) =>
      `غياب القراءة ليس خبراً سيئاً: قد لا تلتقط بساطات التوقيت الشريحة أحياناً، وقد يتباطأ الإيقاع. كان الوصول متوقعاً قبل ${by}. سنخبرك عند القراءة التالية.`,
    comma: '، ',
  },
};

/** Directions of the interface languages. */
export function directionOf(locale: LocaleCode): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** How the runner is named: their name, or their bib when shown anonymously (no name is ever sent for them). */
export function runnerName(detail: ParticipantDetail, locale: LocaleCode): string {
  const name = detail.participant.name.trim();
  return name === '' ? WORDS[locale].bib(detail.participant.bib) : name;
}

/**
 * The words of an alert about `detail` (the runner's state now) for `topic`, at `nowMs`; null when the state does
 * not hold what the topic needs (a checkpoint the runner has not reached, say).
 */
export function alertText(
  detail: ParticipantDetail,
  topic: AlertTopic,
  locale: LocaleCode,
  nowMs: number,
): AlertText | null {
  const words = WORDS[locale];
  const name = runnerName(detail, locale);
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale]);
  const precision = detail.contest.precisionMs as PrecisionMs;
  const place = (n: number | null) => (n === null ? null : words.place(numbers.format(n), n));
  const named = (checkpoint: { name: string; kind: string }) =>
    checkpoint.kind === 'finish' ? words.finish : checkpoint.name;
  switch (topic.kind) {
    case 'checkpoint': {
      const split = detail.splits.find((s) => s.checkpointId === topic.checkpointId);
      if (split?.fromStartMs == null) return null;
      const parts = [
        words.passed(split.name, formatDuration(split.fromStartMs, 1000), place(split.overallPlace)),
      ];
      const pace = paceText(split, detail, words, numbers);
      if (pace !== null) parts.push(pace);
      // Forecasts still ahead: one whose range has passed would only say "in about 1 min".
      for (const forecast of detail.forecasts.filter((f) => Date.parse(f.latestAt) > nowMs)) {
        const minutes = (at: string) => Math.max(1, Math.round((Date.parse(at) - nowMs) / 60_000));
        const range = `${numbers.format(minutes(forecast.earliestAt))}–${numbers.format(minutes(forecast.latestAt))}`;
        parts.push(
          words.expected(
            named(forecast),
            words.minutes(numbers.format(minutes(forecast.at))),
            words.minutes(range),
          ),
        );
      }
      return { title: `${name} · ${split.name}`, body: parts.join(' '), stopLabel: words.stop };
    }
    case 'finish': {
      const { result } = detail;
      if (result.officialTimeMs === null) return null;
      const places = [
        result.overallPlace === null ? null : words.overall(place(result.overallPlace)!, null),
        result.ageGroupPlace === null || detail.participant.ageGroup === null
          ? null
          : words.inGroup(place(result.ageGroupPlace)!, detail.participant.ageGroup),
      ].filter((part): part is string => part !== null);
      return {
        title: words.finishedTitle(name),
        body: `${words.finished(formatDuration(result.officialTimeMs, precision), places.join(words.comma))} ${words.openResult}`,
        stopLabel: words.stop,
      };
    }
    case 'status':
      return {
        title: words.statusTitle[topic.status](name),
        body: words.status[topic.status],
        stopLabel: words.stop,
      };
    case 'overdue': {
      const forecast = detail.forecasts.find((f) => f.checkpointId === topic.checkpointId);
      if (forecast === undefined) return null;
      const by = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: detail.event.timeZone,
      }).format(new Date(forecast.latestAt));
      return {
        title: words.overdueTitle(name, named(forecast)),
        body: words.overdue(by),
        stopLabel: words.stop,
      };
    }
  }
}

/** The segment into the checkpoint as the sport reads it: a swim per 100 m, a bike as speed, a run as pace. */
function paceText(
  split: ParticipantDetail['splits'][number],
  detail: ParticipantDetail,
  words: Words,
  numbers: Intl.NumberFormat,
): string | null {
  const pace = legPace(split.leg ?? 'run', split.fromPreviousMs, split.segmentDistanceM);
  if (pace === null) return null;
  switch (pace.kind) {
    case 'swim':
      return words.swim(formatPace(pace.msPer100m));
    case 'bike': {
      const isMph = detail.contest.speedUnit === 'mph';
      return words.speed(formatLocalSpeed(isMph ? pace.mph : pace.kmh, numbers), isMph ? 'mph' : 'kmh');
    }
    case 'run': {
      const isMile = detail.contest.paceUnit === 'min_per_mile';
      return words.pace(formatPace(isMile ? pace.msPerMile : pace.msPerKm), isMile ? 'mile' : 'km');
    }
    case 'transition':
      return null;
  }
}

/** A speed with one decimal in the locale's digits and separator. */
function formatLocalSpeed(perHour: number, numbers: Intl.NumberFormat): string {
  const text = formatSpeed(perHour);
  const value = Number(text);
  return Number.isFinite(value)
    ? new Intl.NumberFormat(numbers.resolvedOptions().locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value)
    : text;
}
