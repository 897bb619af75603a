import { cssProperties } from '../../lib/css-properties';
import './global-footprint.css';

/** Countries IIIDEM has trained participants from, by continent (spec 2 §9). */
export const GLOBAL_FOOTPRINT = [
  { continent: 'Africa', countries: 46 },
  { continent: 'Asia', countries: 41 },
  { continent: 'North & Central America', countries: 18 },
  { continent: 'Europe', countries: 15 },
  { continent: 'South America', countries: 12 },
  { continent: 'Oceania', countries: 9 },
] as const;

export const FOOTPRINT_TOTAL_COUNTRIES = 141;

const LARGEST = Math.max(...GLOBAL_FOOTPRINT.map((entry) => entry.countries));

/** Block 8b: the global footprint, 141 countries by continent. */
export function GlobalFootprint() {
  return (
    <section className="footprint container" aria-labelledby="footprint-title">
      <h2 id="footprint-title">Our Global Footprint</h2>
      <p className="footprint__total">
        <span className="footprint__number">{FOOTPRINT_TOTAL_COUNTRIES}</span> countries
      </p>
      <ul className="footprint__list">
        {GLOBAL_FOOTPRINT.map((entry) => (
          <li key={entry.continent} className="footprint__item">
            <span className="footprint__continent">{entry.continent}</span>
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
