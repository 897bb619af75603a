import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { SITE_SETTINGS, siteAddress } from '../../config/site-settings';
import { useLanguage } from '../../lib/i18n/localized';
import { PRODUCT_NAME_MESSAGE, SHORT_PRODUCT_NAME_MESSAGE } from '../../lib/i18n/product-name';
import { ScrollToTopButton } from './scroll-to-top-button';
import { COMMISSION_SITE_NAME, FOOTER_LINKS } from './site-navigation';
import './site-footer.css';

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  const address = siteAddress(useLanguage());
  const productName = i18n._(PRODUCT_NAME_MESSAGE);
  const shortName = i18n._(SHORT_PRODUCT_NAME_MESSAGE);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <h2 className="site-footer__heading">{productName}</h2>
          <address className="site-footer__address">
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              <Trans>
                Phone: <a href={`tel:${SITE_SETTINGS.phone.dial}`}>{SITE_SETTINGS.phone.display}</a>
              </Trans>
            </span>
            <span>
              <Trans>
                E-mail: <a href={`mailto:${SITE_SETTINGS.email}`}>{SITE_SETTINGS.email}</a>
              </Trans>
            </span>
          </address>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="site-footer__heading">
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{i18n._(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">
            <Trans>Related Sites</Trans>
          </h2>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={SITE_SETTINGS.commissionSite.url}>{i18n._(COMMISSION_SITE_NAME)}</ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            <Trans>
              © {year} {productName} ({shortName}). All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  );
}
