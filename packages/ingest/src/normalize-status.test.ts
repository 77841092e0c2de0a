import { describe, expect, it } from 'vitest';
import { normalizeStatus } from './normalize-status.js';

describe('normalizeStatus', () => {
  it.each([
    'DNF',
    'dnf',
    'D.N.F.',
    'Did not finish',
    'Abandon',
    'Abandonné',
    'abandoned',
    'ABD',
    'AB',
    'Retiré',
    'Retired',
    'RET',
    'Abandono',
    'No terminó',
    'Aufgegeben',
    'Ritirato',
  ])('reads %j as DNF', (text) => {
    expect(normalizeStatus(text)).toEqual({ ok: true, status: 'dnf' });
  });

  it.each([
    'DNS',
    'Did not start',
    'NP',
    'Non partant',
    'non-partant',
    'Non partante',
    'Absent',
    'ABS',
    'No salió',
    'No presentado',
    'Nicht gestartet',
  ])('reads %j as DNS', (text) => {
    expect(normalizeStatus(text)).toEqual({ ok: true, status: 'dns' });
  });

  it.each([
    'DSQ',
    'DQ',
    'Disq',
    'Disq.',
    'Disqualified',
    'Disqualifié',
    'Disqualifiée',
    'Descalificado',
    'Descalificada',
    'Disqualifiziert',
    'Squalificato',
    'Hors course',
  ])('reads %j as DSQ', (text) => {
    expect(normalizeStatus(text)).toEqual({ ok: true, status: 'dsq' });
  });

  it.each(['', '  ', 'OK', 'Finished', 'Finisher', 'Classé', 'Arrivée', 'Finalizado'])(
    'reads %j as no timer status',
    (text) => {
      expect(normalizeStatus(text)).toEqual({ ok: true, status: null });
    },
  );

  it('rejects unknown words', () => {
    expect(normalizeStatus('Lost')).toEqual({ ok: false });
  });

  it('lets the mapping add or override words', () => {
    expect(normalizeStatus('Elim', { elim: 'dsq' })).toEqual({ ok: true, status: 'dsq' });
    expect(normalizeStatus('AB', { AB: null })).toEqual({ ok: true, status: null });
  });
});
