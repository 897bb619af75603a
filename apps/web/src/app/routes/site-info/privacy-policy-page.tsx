import { Trans } from '@lingui/react/macro';
import { SITE_SETTINGS, siteAddress } from '../../../config/site-settings';
import { EmailLink, PhoneLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import { PERSONAL_DATA_ITEMS, PRIVACY_POLICY_CONTENT } from '../../../features/content/privacy-policy';
import { useText } from '../../../features/content/text';
import { useLanguage } from '../../../lib/i18n/localized';
import { PAGE_TITLES } from '../../../page-titles';

export default function PrivacyPolicyPage() {
  const content = PRIVACY_POLICY_CONTENT;
  const { sections } = content;
  const text = useText();
  const language = useLanguage();
  return (
    <ContentPage title={PAGE_TITLES.privacyPolicy} lastUpdated={content.lastUpdated} intro={content.intro}>
      <div className="prose">
        <section aria-labelledby="privacy-data">
          <h2 id="privacy-data">{text(sections.dataHeading)}</h2>
          <p>{text(sections.dataLead)}</p>
          <ul className="content-list">
            {PERSONAL_DATA_ITEMS.map((item) => (
              <li key={item.id}>{text(item)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">{text(sections.useHeading)}</h2>
          {sections.use.map((paragraph) => (
            <p key={paragraph.id}>{text(paragraph)}</p>
          ))}
        </section>
        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">{text(sections.storageHeading)}</h2>
          <p>{text(sections.storage)}</p>
        </section>
        <section aria-labelledby="privacy-children">
          <h2 id="privacy-children">{text(sections.childrenHeading)}</h2>
          <p>{text(sections.children)}</p>
        </section>
        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{text(sections.contactHeading)}</h2>
          <p>{text(sections.contact)}</p>
          <address className="contact-list">
            {siteAddress(language).map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              <Trans>
                Phone: <PhoneLink phone={SITE_SETTINGS.phone} />
              </Trans>
            </span>
            <span>
              <Trans>
                E-mail: <EmailLink email={SITE_SETTINGS.email} />
              </Trans>
            </span>
          </address>
        </section>
      </div>
    </ContentPage>
  );
}
