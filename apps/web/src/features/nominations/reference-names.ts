import type { Language } from '@iiidem/shared/language';
import type { TCountry, TState } from '@iiidem/shared/nominations/api';

/**
 * Country and state names in the form's language (issue 14). Countries come in English from the reference data;
 * their Hindi names are the platform's (Intl.DisplayNames from the ISO code, as CLDR spells them). The states and
 * union territories are named here, by the Election Commission's codes (apps/api/src/db/data/states.ts).
 */
const STATE_NAMES_HI: Readonly<Record<string, string>> = {
  S01: 'आंध्र प्रदेश',
  S02: 'अरुणाचल प्रदेश',
  S03: 'असम',
  S04: 'बिहार',
  S05: 'गोवा',
  S06: 'गुजरात',
  S07: 'हरियाणा',
  S08: 'हिमाचल प्रदेश',
  S10: 'कर्नाटक',
  S11: 'केरल',
  S12: 'मध्य प्रदेश',
  S13: 'महाराष्ट्र',
  S14: 'मणिपुर',
  S15: 'मेघालय',
  S16: 'मिज़ोरम',
  S17: 'नागालैंड',
  S18: 'ओडिशा',
  S19: 'पंजाब',
  S20: 'राजस्थान',
  S21: 'सिक्किम',
  S22: 'तमिलनाडु',
  S23: 'त्रिपुरा',
  S24: 'उत्तर प्रदेश',
  S25: 'पश्चिम बंगाल',
  S26: 'छत्तीसगढ़',
  S27: 'झारखंड',
  S28: 'उत्तराखंड',
  S29: 'तेलंगाना',
  U01: 'अंडमान और निकोबार द्वीपसमूह',
  U02: 'चंडीगढ़',
  U03: 'दादरा और नगर हवेली तथा दमन और दीव',
  U05: 'राष्ट्रीय राजधानी क्षेत्र दिल्ली',
  U06: 'लक्षद्वीप',
  U07: 'पुडुचेरी',
  U08: 'जम्मू और कश्मीर',
  U09: 'लद्दाख',
};

let hindiRegions: Intl.DisplayNames | undefined;

/** A country's name: its Hindi name on a Hindi form when the platform knows the code, else the reference name. */
export function countryName(country: TCountry, language: Language): string {
  if (language !== 'hi') return country.nicename;
  hindiRegions ??= new Intl.DisplayNames(['hi'], { type: 'region', fallback: 'none' });
  try {
    return hindiRegions.of(country.iso) ?? country.nicename;
  } catch {
    // Not a code Intl accepts.
    return country.nicename;
  }
}

export function stateName(state: TState, language: Language): string {
  return (language === 'hi' && STATE_NAMES_HI[state.ST_CODE]) || state.ST_NAME;
}

/** Options named in `language`, in that language's alphabetical order. */
export function sortedByName<T extends { label: string }>(options: T[], language: Language): T[] {
  const collator = new Intl.Collator(language === 'hi' ? 'hi' : 'en');
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
