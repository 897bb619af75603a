import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../paths';
import './about-block.css';
import { PRODUCT_NAME_MESSAGE } from '../../lib/i18n/product-name';

/** The stated figures (spec 1 §9); '1 lakh' is words, in the page's language. */
export const HOME_STATS = [
  { value: '13+', label: msg`Years` },
  { value: '1700+', label: msg`Programs` },
  { value: msg`1 lakh+`, label: msg`Participants` },
  { value: '141', label: msg`Countries` },
] as const;

/** Block 3: about the institute, its figures, and a link to /about-us. Holds the home page's one h1. */
export function AboutBlock() {
  const { i18n, t } = useLingui();
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
      <ul className="about-block__stats" aria-label={t`IIIDEM in figures`}>
        {HOME_STATS.map((stat) => (
          <li key={stat.label.id} className="about-block__stat">
            <span className="about-block__value">
              {typeof stat.value === 'string' ? stat.value : i18n._(stat.value)}
            </span>
            <span className="about-block__label">{i18n._(stat.label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
