/**
 * Names of event types and organizer types in the four interface languages. `ar` is Moroccan Arabic in Arabic
 * script (Moroccan usage where it differs: جامعة for a sports federation, جماعة for a municipality, العوم).
 */
import { type EventTypeCode, type LocaleCode, type OrganizerTypeCode } from '@finishline/contract';

type Names = Readonly<Record<LocaleCode, string>>;

export const EVENT_TYPE_NAMES: Readonly<Record<EventTypeCode, Names>> = {
  running: { en: 'Running', es: 'Running', fr: 'Course à pied', ar: 'الجري' },
  trail_running: { en: 'Trail Running', es: 'Trail running', fr: 'Trail', ar: 'الترايل' },
  cycling: { en: 'Cycling', es: 'Ciclismo', fr: 'Cyclisme', ar: 'سباق الدراجات' },
  duathlon: { en: 'Duathlon', es: 'Duatlón', fr: 'Duathlon', ar: 'الدواتلون' },
  triathlon: { en: 'Triathlon', es: 'Triatlón', fr: 'Triathlon', ar: 'الترياتلون' },
  motocross: { en: 'Motocross', es: 'Motocross', fr: 'Motocross', ar: 'الموتوكروس' },
  motorsports: { en: 'Motorsports', es: 'Deportes de motor', fr: 'Sports mécaniques', ar: 'رياضة المحركات' },
  equestrian: { en: 'Equestrian', es: 'Hípica', fr: 'Équitation', ar: 'الفروسية' },
  cross_country_running: {
    en: 'Cross-Country Running',
    es: 'Campo a través',
    fr: 'Cross-country',
    ar: 'العدو الريفي',
  },
  swimming: { en: 'Swimming', es: 'Natación', fr: 'Natation', ar: 'العوم' },
  athletics: { en: 'Athletics', es: 'Atletismo', fr: 'Athlétisme', ar: 'ألعاب القوى' },
  walking: { en: 'Walking', es: 'Marcha', fr: 'Marche', ar: 'المشي' },
  obstacle_course_race: {
    en: 'Obstacle Course Race',
    es: 'Carrera de obstáculos',
    fr: 'Course à obstacles',
    ar: 'سباق العقبات',
  },
  kayak: { en: 'Kayak', es: 'Kayak', fr: 'Kayak', ar: 'الكاياك' },
  aquathlon: { en: 'Aquathlon', es: 'Acuatlón', fr: 'Aquathlon', ar: 'الأكواتلون' },
  speed_skating: {
    en: 'Speed Skating',
    es: 'Patinaje de velocidad',
    fr: 'Patinage de vitesse',
    ar: 'التزحلق السريع',
  },
  biathlon: { en: 'Biathlon', es: 'Biatlón', fr: 'Biathlon', ar: 'البياتلون' },
  bmx: { en: 'BMX', es: 'BMX', fr: 'BMX', ar: 'بي إم إكس' },
  sailing: { en: 'Sailing', es: 'Vela', fr: 'Voile', ar: 'الإبحار الشراعي' },
  canicross: { en: 'Canicross', es: 'Canicross', fr: 'Canicross', ar: 'الكانيكروس' },
  standup_paddleboarding: {
    en: 'Standup Paddleboarding',
    es: 'Paddle surf',
    fr: 'Stand-up paddle',
    ar: 'السطاند أب بادل',
  },
  gigathlon: { en: 'Gigathlon', es: 'Gigatlón', fr: 'Gigathlon', ar: 'الجيغاتلون' },
  water_skiing: { en: 'Water Skiing', es: 'Esquí acuático', fr: 'Ski nautique', ar: 'التزحلق على الما' },
  wakeboard: { en: 'Wakeboard', es: 'Wakeboard', fr: 'Wakeboard', ar: 'الويكبورد' },
  rowing: { en: 'Rowing', es: 'Remo', fr: 'Aviron', ar: 'التجديف' },
  other: { en: 'Other', es: 'Otro', fr: 'Autre', ar: 'أخرى' },
};

export const ORGANIZER_TYPE_NAMES: Readonly<Record<OrganizerTypeCode, Names>> = {
  club: { en: 'Club', es: 'Club', fr: 'Club', ar: 'نادي' },
  association: { en: 'Association', es: 'Asociación', fr: 'Association', ar: 'جمعية' },
  federation: { en: 'Federation', es: 'Federación', fr: 'Fédération', ar: 'جامعة' },
  municipality: { en: 'Municipality', es: 'Municipio', fr: 'Commune', ar: 'جماعة' },
  company: { en: 'Company', es: 'Empresa', fr: 'Entreprise', ar: 'شركة' },
  school: { en: 'School', es: 'Escuela', fr: 'École', ar: 'مدرسة' },
  charity: { en: 'Charity', es: 'Organización benéfica', fr: 'Organisme caritatif', ar: 'جمعية خيرية' },
  other: { en: 'Other', es: 'Otro', fr: 'Autre', ar: 'أخرى' },
};
