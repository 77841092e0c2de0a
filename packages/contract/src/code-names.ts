/**
 * The names of the codes in the four interface languages: the one home of this vocabulary (issue 24). The API
 * answers with these names (/api/event-types, /api/organizer-types, CSV exports) and the site's catalogs carry
 * the same words (apps/web/app/locales/<lang>/types.json and codes.json; apps/web/app/lib/i18n/code-names.test.ts
 * fails when one word differs). `ar` is Modern Standard Arabic. Change a name here and in those catalogs together.
 */
import {
  type ContestGenderCode,
  type EventTypeCode,
  type GenderCode,
  type LocaleCode,
  type OrganizerTypeCode,
  type StatusCode,
  type TimeBasisCode,
  type TimerStatusCode,
} from './codes.js';

/** One name per interface language. */
export type CodeNames = Readonly<Record<LocaleCode, string>>;
type Names = CodeNames;

/** The 26 event types (specification §3). */
export const EVENT_TYPE_NAMES: Readonly<Record<EventTypeCode, Names>> = {
  running: { en: 'Running', es: 'Carrera a pie', fr: 'Course à pied', ar: 'الجري' },
  trail_running: { en: 'Trail Running', es: 'Trail running', fr: 'Trail', ar: 'جري المسالك الجبلية' },
  cycling: { en: 'Cycling', es: 'Ciclismo', fr: 'Cyclisme', ar: 'ركوب الدراجات' },
  duathlon: { en: 'Duathlon', es: 'Duatlón', fr: 'Duathlon', ar: 'الدواثلون' },
  triathlon: { en: 'Triathlon', es: 'Triatlón', fr: 'Triathlon', ar: 'الترياثلون' },
  motocross: { en: 'Motocross', es: 'Motocross', fr: 'Motocross', ar: 'الموتوكروس' },
  motorsports: { en: 'Motorsports', es: 'Deportes de motor', fr: 'Sports mécaniques', ar: 'رياضة المحركات' },
  equestrian: { en: 'Equestrian', es: 'Hípica', fr: 'Équitation', ar: 'الفروسية' },
  cross_country_running: {
    en: 'Cross-Country Running',
    es: 'Campo a través',
    fr: 'Cross-country',
    ar: 'العدو الريفي',
  },
  swimming: { en: 'Swimming', es: 'Natación', fr: 'Natation', ar: 'السباحة' },
  athletics: { en: 'Athletics', es: 'Atletismo', fr: 'Athlétisme', ar: 'ألعاب القوى' },
  walking: { en: 'Walking', es: 'Marcha', fr: 'Marche', ar: 'المشي' },
  obstacle_course_race: {
    en: 'Obstacle Course Race',
    es: 'Carrera de obstáculos',
    fr: 'Course à obstacles',
    ar: 'سباق العوائق',
  },
  kayak: { en: 'Kayak', es: 'Kayak', fr: 'Kayak', ar: 'الكاياك' },
  aquathlon: { en: 'Aquathlon', es: 'Acuatlón', fr: 'Aquathlon', ar: 'الأكواثلون' },
  speed_skating: {
    en: 'Speed Skating',
    es: 'Patinaje de velocidad',
    fr: 'Patinage de vitesse',
    ar: 'التزلج السريع',
  },
  biathlon: { en: 'Biathlon', es: 'Biatlón', fr: 'Biathlon', ar: 'البياثلون' },
  bmx: { en: 'BMX', es: 'BMX', fr: 'BMX', ar: 'دراجات بي إم إكس' },
  sailing: { en: 'Sailing', es: 'Vela', fr: 'Voile', ar: 'الإبحار الشراعي' },
  canicross: { en: 'Canicross', es: 'Canicross', fr: 'Canicross', ar: 'الكانيكروس' },
  standup_paddleboarding: {
    en: 'Standup Paddleboarding',
    es: 'Pádel surf',
    fr: 'Stand-up paddle',
    ar: 'التجديف وقوفًا',
  },
  gigathlon: { en: 'Gigathlon', es: 'Gigatlón', fr: 'Gigathlon', ar: 'الجيغاثلون' },
  water_skiing: { en: 'Water Skiing', es: 'Esquí acuático', fr: 'Ski nautique', ar: 'التزلج على الماء' },
  wakeboard: { en: 'Wakeboard', es: 'Wakeboard', fr: 'Wakeboard', ar: 'الويكبورد' },
  rowing: { en: 'Rowing', es: 'Remo', fr: 'Aviron', ar: 'التجديف' },
  other: { en: 'Other', es: 'Otro', fr: 'Autre', ar: 'أخرى' },
};

/** Who organises an event. */
export const ORGANIZER_TYPE_NAMES: Readonly<Record<OrganizerTypeCode, Names>> = {
  club: { en: 'Club', es: 'Club', fr: 'Club', ar: 'نادٍ' },
  association: { en: 'Association', es: 'Asociación', fr: 'Association', ar: 'جمعية' },
  federation: { en: 'Federation', es: 'Federación', fr: 'Fédération', ar: 'جامعة رياضية' },
  municipality: { en: 'Municipality', es: 'Ayuntamiento', fr: 'Commune', ar: 'جماعة محلية' },
  company: { en: 'Company', es: 'Empresa', fr: 'Entreprise', ar: 'شركة' },
  school: { en: 'School', es: 'Centro educativo', fr: 'Établissement scolaire', ar: 'مؤسسة تعليمية' },
  charity: { en: 'Charity', es: 'Organización benéfica', fr: 'Organisation caritative', ar: 'منظمة خيرية' },
  other: { en: 'Other organiser', es: 'Otro organizador', fr: 'Autre organisateur', ar: 'منظِّم آخر' },
};

/** A contest's gender (`m`, `f`, `mf`) and a participant's (`m`, `f`, `x`). */
export const GENDER_NAMES: Readonly<Record<ContestGenderCode | GenderCode, Names>> = {
  m: { en: 'Male', es: 'Masculino', fr: 'Hommes', ar: 'رجال' },
  f: { en: 'Female', es: 'Femenino', fr: 'Femmes', ar: 'نساء' },
  mf: { en: 'Mixed', es: 'Mixto', fr: 'Mixte', ar: 'مختلط' },
  x: { en: 'Other', es: 'Otro', fr: 'Autre', ar: 'آخر' },
};

/** A participant's status. */
export const STATUS_NAMES: Readonly<Record<StatusCode, Names>> = {
  registered: { en: 'Registered', es: 'Inscrito', fr: 'Inscrit', ar: 'مسجَّل' },
  started: { en: 'Started', es: 'En carrera', fr: 'En course', ar: 'انطلق' },
  finished: { en: 'Finished', es: 'Finalizado', fr: 'Arrivé', ar: 'أنهى السباق' },
  dnf: { en: 'Did not finish', es: 'No terminó', fr: 'Abandon', ar: 'لم يُكمل السباق' },
  dns: { en: 'Did not start', es: 'No tomó la salida', fr: 'Non partant', ar: 'لم ينطلق' },
  dsq: { en: 'Disqualified', es: 'Descalificado', fr: 'Disqualifié', ar: 'مُقصى' },
};

/** The short form a results row shows in place of a time (the usual abbreviation in each language). */
export const STATUS_SHORT_NAMES: Readonly<Record<TimerStatusCode, Names>> = {
  dnf: { en: 'DNF', es: 'RET', fr: 'ABD', ar: 'لم يُكمل' },
  dns: { en: 'DNS', es: 'NP', fr: 'NP', ar: 'لم ينطلق' },
  dsq: { en: 'DSQ', es: 'DESC', fr: 'DISQ', ar: 'مُقصى' },
};

/** Which clock the official time is read from. */
export const TIME_BASIS_NAMES: Readonly<Record<TimeBasisCode, Names>> = {
  gun: { en: 'Gun time', es: 'Tiempo de pistola', fr: 'Temps au pistolet', ar: 'التوقيت الإجمالي' },
  net: { en: 'Net time', es: 'Tiempo neto', fr: 'Temps net', ar: 'التوقيت الصافي' },
};
