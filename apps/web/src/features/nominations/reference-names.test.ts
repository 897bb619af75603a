import { describe, expect, it } from 'vitest';
import { countryName, sortedByName, stateName } from './reference-names';

const nigeria = { id: 156, name: 'NIGERIA', nicename: 'Nigeria', iso: 'NG' };

describe('country and state names in the form language (issue 14)', () => {
  it('names a country in Hindi from its ISO code, and keeps the reference name in English', () => {
    expect(countryName(nigeria, 'hi')).toBe('नाइजीरिया');
    expect(countryName(nigeria, 'en')).toBe('Nigeria');
    expect(countryName({ ...nigeria, iso: '??' }, 'hi')).toBe('Nigeria');
  });

  it('names the states and union territories in Hindi by their codes', () => {
    expect(stateName({ ST_CODE: 'S10', ST_NAME: 'Karnataka' }, 'hi')).toBe('कर्नाटक');
    expect(stateName({ ST_CODE: 'U05', ST_NAME: 'NCT of Delhi' }, 'hi')).toBe('राष्ट्रीय राजधानी क्षेत्र दिल्ली');
    expect(stateName({ ST_CODE: 'S10', ST_NAME: 'Karnataka' }, 'en')).toBe('Karnataka');
    expect(stateName({ ST_CODE: 'X99', ST_NAME: 'Elsewhere' }, 'hi')).toBe('Elsewhere');
  });

  it('orders options by their name in the language', () => {
    const options = [{ label: 'पंजाब' }, { label: 'असम' }, { label: 'गोवा' }];
    expect(sortedByName(options, 'hi').map((option) => option.label)).toEqual(['असम', 'गोवा', 'पंजाब']);
  });
});
