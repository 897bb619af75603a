import { PRODUCT_NAME, SHORT_PRODUCT_NAME } from '@iiidem/shared/constants';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { SITE_SETTINGS } from '../../config/site-settings';
import { ScrollToTopButton } from './scroll-to-top-button';
import { FOOTER_LINKS } from './site-navigation';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <h2 className="site-footer__heading">{PRODUCT_NAME}</h2>
          <address className="site-footer__address">
            {SITE_SETTINGS.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              Phone: <a href={`tel:${SITE_SETTINGS.phone.dial}`}>{SITE_SETTINGS.phone.display}</a>
            </span>
            <span>
              E-mail: <a href={`mailto:${SITE_SETTINGS.email}`}>{SITE_SETTINGS.email}</a>
            </span>
          </address>
        </div>
        <nav aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Related Sites</h2>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={SITE_SETTINGS.commissionSite.url}>{SITE_SETTINGS.commissionSite.name}</ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {PRODUCT_NAME} ({SHORT_PRODUCT_NAME}). All rights reserved.
          </p>
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  );
}
