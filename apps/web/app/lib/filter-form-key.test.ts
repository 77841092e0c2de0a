import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filterFormState, nextFilterFormKey } from './filter-form-key';

const at = (key: string, state: unknown = null) => ({ key, state });

describe('nextFilterFormKey', () => {
  it('keeps the fields when the form’s own navigation lands (a later choice may be in them)', () => {
    expect(
      nextFilterFormKey('k0', at('k1', filterFormState('results')), NavigationType.Push, 'results'),
    ).toBe('k0');
  });

  it('re-creates them from the URL after any other navigation', () => {
    // A link (Clear, the pager), another form, back and forward.
    expect(nextFilterFormKey('k0', at('k1'), NavigationType.Push, 'results')).toBe('k1');
    expect(nextFilterFormKey('k0', at('k1', filterFormState('other')), NavigationType.Push, 'results')).toBe(
      'k1',
    );
    expect(nextFilterFormKey('k0', at('k1', filterFormState('results')), NavigationType.Pop, 'results')).toBe(
      'k1',
    );
    expect(nextFilterFormKey('k0', at('k0'), NavigationType.Pop, 'results')).toBe('k0');
  });
});
