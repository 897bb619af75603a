import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cssProperties } from '../../lib/css-properties';
import './global-footprint.css';

/** Countries IIIDEM has trained participants from, by continent (spec 2 §9). */
export const GLOBAL_FOOTPRINT = [
  { continent: msg`Africa`, countries: 46 },
  { continent: msg`Asia`, countries: 41 },
  { continent: msg`North & Central America`, countries: 18 },
  { continent: msg`Europe`, countries: 15 },
  { continent: msg`South America`, countries: 12 },
  { continent: msg`Oceania`, countries: 9 },
] as const;

export const FOOTPRINT_TOTAL_COUNTRIES = 141;

const LARGEST = Math.max(...GLOBAL_FOOTPRINT.map((entry) => entry.countries));

/** Block 8b: the global footprint, 141 countries by continent. */
export function GlobalFootprint() {
  const { i18n } = useLingui();
  return (
    <section className="footprint container" aria-labelledby="footprint-title">
      <h2 id="footprint-title">
        <Trans>Our Global Footprint</Trans>
      </h2>
      <p className="footprint__total">
        <Trans>
          <span className="footprint__number">{FOOTPRINT_TOTAL_COUNTRIES}</span> countries
        </Trans>
      </p>
      <ul className="footprint__list">
        {GLOBAL_FOOTPRINT.map((entry) => (
          <li key={entry.continent.id} className="footprint__item">
            <span className="footprint__continent">{i18n._(entry.continent)}</span>
            <span className="footprint__count">{entry.countries}</span>
            <span
              className="footprint__bar"
              aria-hidden="true"
              ref={cssProperties({ 'inline-size': `${Math.round((entry.countries / LARGEST) * 100)}%` })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
