import { type CertificateFacts } from '../lib/certificate-text.js';

/** A marathon finisher like the demo's participant 4435, for the certificate's text and PDF tests. */
export const MARATHON_FINISHER: CertificateFacts = {
  name: 'Amina El Idrissi',
  gender: 'f',
  bib: '4435',
  ageGroup: 'F35',
  eventName: 'Marathon International de Marrakech',
  city: 'Marrakech',
  country: 'MA',
  timeZone: 'Africa/Casablanca',
  contestName: 'Marathon',
  distanceM: 42_195,
  startTime: Date.UTC(2026, 0, 25, 7, 30),
  timeBasis: 'net',
  precisionMs: 1000,
  officialTimeMs: 4 * 3_600_000 + 12 * 60_000 + 7_000,
  paceMs: 5 * 60_000 + 59_000,
  paceUnit: 'min_per_km',
  overallPlace: 8123,
  genderPlace: 2951,
  ageGroupPlace: 412,
  finisherCount: 12_455,
  genderFinishers: 5_012,
  ageGroupFinishers: 1_304,
  timingCompany: 'Chrono Maroc',
};
