import type { THomeFigures } from '../site-settings';

/**
 * The home page's figures computed from the statistics (issue 19): how a count becomes a figure such as
 * '1700+' or '1 lakh+', in English and in Hindi. The counts come from the API (statistics feature).
 */

/** The institute was set up in June 2011 (about page; spec 2): its years count from the first of that month. */
export const INSTITUTE_SET_UP_ON = '2011-06-01';

/** The counts the figures are made of. */
export type THomeFigureCounts = {
  /** Whole years since INSTITUTE_SET_UP_ON. */
  years: number;
  /** Programmes held: courses with at least one participant. */
  programs: number;
  /** Participants: completed applications. */
  participants: number;
  /** Countries the participants came from (India counts for domestic ones). */
  countries: number;
};

/** Whole years from `from` to `to` (calendar dates, YYYY-MM-DD), and whether part of a year follows them. */
export function wholeYearsBetween(from: string, to: string): { years: number; more: boolean } {
  const [fromYear, fromDay] = [Number(from.slice(0, 4)), from.slice(4)];
  const [toYear, toDay] = [Number(to.slice(0, 4)), to.slice(4)];
  const years = Math.max(0, toYear - fromYear - (toDay < fromDay ? 1 : 0));
  return { years, more: toDay !== fromDay };
}

const UNITS = [
  { size: 10_000_000, en: 'crore', hi: 'करोड़' },
  { size: 100_000, en: 'lakh', hi: 'लाख' },
] as const;

/** `value` rounded down to `digits` significant digits. */
function roundDown(value: number, digits: number): number {
  const length = String(value).length;
  if (length <= digits) return value;
  const step = 10 ** (length - digits);
  return Math.floor(value / step) * step;
}

/**
 * A count as the home page states it: exact below 100; above, rounded down to two significant digits with a '+'
 * when some was left off ('1734' -> '1700+'); from a lakh (100,000) in lakhs and from a crore in crores, with one
 * decimal below ten ('100638' -> '1 lakh+', '152000' -> '1.5 lakh+'). Digits stay Western Arabic in Hindi, as
 * the spec's '1 लाख+'; only the unit is translated.
 */
export function homeFigureOf(count: number): { en: string; hi: string } {
  const whole = Math.max(0, Math.floor(count));
  const unit = UNITS.find((candidate) => whole >= candidate.size);
  if (!unit) {
    const shown = whole < 100 ? whole : roundDown(whole, 2);
    const text = `${shown}${shown < whole ? '+' : ''}`;
    return { en: text, hi: text };
  }
  // Tenths of the unit below ten, whole units from ten (integers: no rounding error decides the '+').
  const tenths = Math.floor((whole * 10) / unit.size);
  const shownTenths = tenths < 100 ? tenths : roundDown(Math.floor(tenths / 10), 2) * 10;
  const shown = shownTenths / 10;
  const plus = shownTenths * unit.size < whole * 10 ? '+' : '';
  return { en: `${shown} ${unit.en}${plus}`, hi: `${shown} ${unit.hi}${plus}` };
}

/**
 * The four figures on `today` (IST calendar date) from the statistics' counts: years since the institute was set
 * up, as whole years with '+' while part of a year follows; programmes and participants as `homeFigureOf`;
 * countries exact (the spec's '141').
 */
export function computeHomeFigures(
  counts: Omit<THomeFigureCounts, 'years'>,
  today: string,
): { counts: THomeFigureCounts; figures: THomeFigures } {
  const { years, more } = wholeYearsBetween(INSTITUTE_SET_UP_ON, today);
  const yearsText = `${years}${more ? '+' : ''}`;
  const countries = String(counts.countries);
  return {
    counts: { years, ...counts },
    figures: {
      years: { en: yearsText, hi: yearsText },
      programs: homeFigureOf(counts.programs),
      participants: homeFigureOf(counts.participants),
      countries: { en: countries, hi: countries },
    },
  };
}
