import { HOME_FIGURE_KEYS, type THomeFigureKey } from '@iiidem/shared/home-figure-keys';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Localized } from '../../lib/i18n/localized';
import { PRODUCT_NAME_MESSAGE } from '../../lib/i18n/product-name';
import { useBilingual, useSiteSettings } from '../../lib/use-site-settings';
import { paths } from '../../paths';
import './about-block.css';

/** The figures' labels (spec 1 §2.3); their values are site settings staff own (issue 19). */
const FIGURE_LABELS: Record<THomeFigureKey, MessageDescriptor> = {
  years: msg`Years`,
  programs: msg`Programs`,
  participants: msg`Participants`,
  countries: msg`Countries`,
};

/**
 * Block 3: about the institute, its figures, and a link to /about-us. Holds the home page's one h1. The figures'
 * values ('13+', '1 lakh+') are site settings in both languages, which staff edit or compute from the statistics;
 * until the settings arrive the figures are not shown (no stand-in values).
 */
export function AboutBlock() {
  const { i18n, t } = useLingui();
  const figures = useSiteSettings()?.homeFigures;
  const bilingual = useBilingual();
  return (
    <section className="about-block container" aria-labelledby="about-title">
      <div className="about-block__text">
        <p className="about-block__eyebrow">
          <Trans>About IIIDEM</Trans>
        </p>
        <h1 id="about-title" className="about-block__title">
          {i18n._(PRODUCT_NAME_MESSAGE)}
        </h1>
        <p>
          <Trans>
            The India International Institute of Democracy and Election Management (IIIDEM) is the training and research
            wing of the Election Commission of India, set up in June 2011. It builds the skills of election officials
            across India and of election management bodies in partner countries, through training, research and the
            exchange of good practice.
          </Trans>
        </p>
        <Link to={paths.aboutUs} className="button">
          <Trans>
            Read more<span className="visually-hidden"> about IIIDEM</span>
          </Trans>
        </Link>
      </div>
      {figures ? (
        <ul className="about-block__stats" aria-label={t`IIIDEM in figures`}>
          {HOME_FIGURE_KEYS.map((key) => (
            <li key={key} className="about-block__stat">
              <Localized value={bilingual(figures[key])} as="span" className="about-block__value" />
              <span className="about-block__label">{i18n._(FIGURE_LABELS[key])}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
