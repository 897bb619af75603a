import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { SampleSettingsNotice } from '../../components/ui/sample-settings-notice';
import { Localized } from '../../lib/i18n/localized';
import { PRODUCT_NAME_MESSAGE, SHORT_PRODUCT_NAME_MESSAGE } from '../../lib/i18n/product-name';
import { useBilingual, useSiteAddress, useSiteSettings } from '../../lib/use-site-settings';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteLastUpdated } from './site-last-updated';
import { FOOTER_LINKS, FOOTER_POLICY_LINKS } from './site-navigation';
import './site-footer.css';

/** The national portal of India (india.gov.in), which GIGW asks every government site to link. */
export const NATIONAL_PORTAL_URL = 'https://www.india.gov.in/';

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  // Staff edit these (issue 15); until they arrive, the footer shows none of them rather than stand-ins.
  const settings = useSiteSettings();
  const address = useSiteAddress(settings);
  const bilingual = useBilingual();
  const productName = i18n._(PRODUCT_NAME_MESSAGE);
  const shortName = i18n._(SHORT_PRODUCT_NAME_MESSAGE);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <h2 className="site-footer__heading">{productName}</h2>
          {settings && (
            <address className="site-footer__address">
              {address.lines.map((line) => (
                <span key={line} lang={address.lang}>
                  {line}
                </span>
              ))}
              <span>
                <Trans>
                  Phone: <a href={`tel:${settings.phone.dial}`}>{settings.phone.display}</a>
                </Trans>
              </span>
              <span>
                <Trans>
                  E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </Trans>
              </span>
            </address>
          )}
          <SampleSettingsNotice settings={settings} />
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
        <nav aria-label={t`Policies and help`}>
          <h2 className="site-footer__heading">
            <Trans>Policies and Help</Trans>
          </h2>
          <ul className="site-footer__links">
            {FOOTER_POLICY_LINKS.map((item) => (
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
            {settings && (
              <li>
                <ExternalLink href={settings.commissionSite.url}>
                  <Localized value={bilingual(settings.commissionSite.name)} />
                </ExternalLink>
              </li>
            )}
            {/* GIGW 3.0: every government site links the national portal. */}
            <li>
              <ExternalLink href={NATIONAL_PORTAL_URL}>
                <Trans>National Portal of India</Trans>
              </ExternalLink>
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
          <SiteLastUpdated />
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  );
}
