import type { TFigure } from '@iiidem/shared/site-settings';
import { Trans } from '@lingui/react/macro';
import { cssProperties } from '../../lib/css-properties';
import { Localized } from '../../lib/i18n/localized';
import { useBilingual, useSiteSettings } from '../../lib/use-site-settings';
import './global-footprint.css';

/** A figure's number for its bar ('46' -> 46, '1 lakh+' -> 1); 0 when its value has no digits. */
function numberOf(figure: TFigure): number {
  const digits = /\d[\d,]*/.exec(figure.value.en)?.[0].replaceAll(',', '');
  return digits ? Number(digits) : 0;
}

/**
 * Block 8b: the global footprint (spec 1 §2: 141 countries by continent). The figures are site settings staff
 * edit (issue 15); until they arrive the block is not shown.
 */
export function GlobalFootprint() {
  const footprint = useSiteSettings()?.footprint;
  const bilingual = useBilingual();
  if (!footprint) return null;
  const largest = Math.max(1, ...footprint.items.map(numberOf));
  const total = bilingual(footprint.total.value);
  const totalLabel = bilingual(footprint.total.label);
  return (
    <section className="footprint container" aria-labelledby="footprint-title">
      <h2 id="footprint-title">
        <Trans>Our Global Footprint</Trans>
      </h2>
      <p className="footprint__total">
        <Localized value={total} as="span" className="footprint__number" /> <Localized value={totalLabel} />
      </p>
      <ul className="footprint__list">
        {footprint.items.map((entry) => (
          <li key={`${entry.label.en}:${entry.value.en}`} className="footprint__item">
            <Localized value={bilingual(entry.label)} as="span" className="footprint__continent" />
            <Localized value={bilingual(entry.value)} as="span" className="footprint__count" />
            <span
              className="footprint__bar"
              aria-hidden="true"
              ref={cssProperties({ 'inline-size': `${Math.round((numberOf(entry) / largest) * 100)}%` })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
