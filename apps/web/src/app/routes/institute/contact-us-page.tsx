import { Link } from 'react-router';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { EmailLink, PhoneLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import { CONTACT_US_CONTENT } from '../../../features/content/contact-us';
import { PAGE_TITLES } from '../../../page-titles';

export default function ContactUsPage() {
  const content = CONTACT_US_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.contactUs} lastUpdated={content.lastUpdated} intro={content.intro}>
      <div className="contact-grid">
        <section aria-labelledby="contact-address">
          <h2 id="contact-address">{content.addressHeading}</h2>
          <address className="contact-list">
            {SITE_SETTINGS.address.map((line) => (
              <span key={line} className="contact-list__line">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="contact-reach">
          <h2 id="contact-reach">{content.reachHeading}</h2>
          <ul className="contact-list">
            <li>
              Phone: <PhoneLink phone={SITE_SETTINGS.phone} />
            </li>
            <li>Fax: {SITE_SETTINGS.fax}</li>
            <li>
              E-mail: <EmailLink email={SITE_SETTINGS.email} />
            </li>
          </ul>
        </section>
        <section aria-labelledby="contact-mailboxes">
          <h2 id="contact-mailboxes">{content.mailboxesHeading}</h2>
          <ul className="contact-list">
            {content.mailboxes.map((mailbox) => (
              <li key={mailbox.key}>
                {mailbox.label}: <EmailLink email={SITE_SETTINGS.mailboxes[mailbox.key]} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-hours">
          <h2 id="contact-hours">{content.hoursHeading}</h2>
          <p>{content.hours}</p>
        </section>
      </div>
      <section aria-labelledby="contact-more">
        <h2 id="contact-more">{content.moreHeading}</h2>
        <ul className="content-list">
          {content.moreLinks.map((item) => (
            <li key={item.label}>
              <Link to={item.to} state={'state' in item ? item.state : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
