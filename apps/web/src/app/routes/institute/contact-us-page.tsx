import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE_SETTINGS, siteAddress } from '../../../config/site-settings';
import { EmailLink, PhoneLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import { CONTACT_US_CONTENT } from '../../../features/content/contact-us';
import { useText } from '../../../features/content/text';
import { useLanguage } from '../../../lib/i18n/localized';
import { PAGE_TITLES } from '../../../page-titles';

export default function ContactUsPage() {
  const content = CONTACT_US_CONTENT;
  const text = useText();
  const language = useLanguage();
  return (
    <ContentPage title={PAGE_TITLES.contactUs} lastUpdated={content.lastUpdated} intro={content.intro}>
      <div className="contact-grid">
        <section aria-labelledby="contact-address">
          <h2 id="contact-address">{text(content.addressHeading)}</h2>
          <address className="contact-list">
            {siteAddress(language).map((line) => (
              <span key={line} className="contact-list__line">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="contact-reach">
          <h2 id="contact-reach">{text(content.reachHeading)}</h2>
          <ul className="contact-list">
            <li>
              <Trans>
                Phone: <PhoneLink phone={SITE_SETTINGS.phone} />
              </Trans>
            </li>
            <li>
              <Trans>Fax: {SITE_SETTINGS.fax}</Trans>
            </li>
            <li>
              <Trans>
                E-mail: <EmailLink email={SITE_SETTINGS.email} />
              </Trans>
            </li>
          </ul>
        </section>
        <section aria-labelledby="contact-mailboxes">
          <h2 id="contact-mailboxes">{text(content.mailboxesHeading)}</h2>
          <ul className="contact-list">
            {content.mailboxes.map((mailbox) => (
              <li key={mailbox.key}>
                {text(mailbox.label)}: <EmailLink email={SITE_SETTINGS.mailboxes[mailbox.key]} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-hours">
          <h2 id="contact-hours">{text(content.hoursHeading)}</h2>
          <p>{text(content.hours)}</p>
        </section>
      </div>
      <section aria-labelledby="contact-more">
        <h2 id="contact-more">{text(content.moreHeading)}</h2>
        <ul className="content-list">
          {content.moreLinks.map((item) => (
            <li key={item.label.id}>
              <Link to={item.to} state={'state' in item ? item.state : undefined}>
                {text(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
