import { describe, expect, it } from 'vitest';
import { computeHomeFigures, homeFigureOf, wholeYearsBetween } from './home-figures';

describe('homeFigureOf', () => {
  it.each([
    [0, '0', '0'],
    [7, '7', '7'],
    [99, '99', '99'],
    [141, '140+', '140+'],
    [1700, '1700', '1700'],
    [1734, '1700+', '1700+'],
    [12_345, '12000+', '12000+'],
    [99_999, '99000+', '99000+'],
    [100_000, '1 lakh', '1 लाख'],
    [100_638, '1 lakh+', '1 लाख+'],
    [152_000, '1.5 lakh+', '1.5 लाख+'],
    [230_000, '2.3 lakh', '2.3 लाख'],
    [1_234_567, '12 lakh+', '12 लाख+'],
    [9_999_999, '99 lakh+', '99 लाख+'],
    [25_000_000, '2.5 crore', '2.5 करोड़'],
  ])('states %i as %s (Hindi %s)', (count, en, hi) => {
    expect(homeFigureOf(count)).toEqual({ en, hi });
  });
});

describe('wholeYearsBetween', () => {
  it('counts whole years and says whether part of a year follows', () => {
    expect(wholeYearsBetween('2011-06-01', '2025-05-28')).toEqual({ years: 13, more: true });
    expect(wholeYearsBetween('2011-06-01', '2025-06-01')).toEqual({ years: 14, more: false });
    expect(wholeYearsBetween('2011-06-01', '2025-06-02')).toEqual({ years: 14, more: true });
  });
});

describe('computeHomeFigures', () => {
  it('gives the spec’s figures for the spec’s counts (as on 28 May 2025)', () => {
    const { counts, figures } = computeHomeFigures(
      { programs: 1734, participants: 100_638, countries: 141 },
      '2025-05-28',
    );
    expect(counts).toEqual({ years: 13, programs: 1734, participants: 100_638, countries: 141 });
    expect(figures).toEqual({
      years: { en: '13+', hi: '13+' },
      programs: { en: '1700+', hi: '1700+' },
      participants: { en: '1 lakh+', hi: '1 लाख+' },
      countries: { en: '141', hi: '141' },
    });
  });
});
