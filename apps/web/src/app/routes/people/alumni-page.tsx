import { Link } from 'react-router';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { ALUMNI_CONTENT } from '../../../features/content/alumni';
import { EmailLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import { PAGE_TITLES } from '../../../page-titles';

export default function AlumniPage() {
  const content = ALUMNI_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.alumni} lastUpdated={content.lastUpdated} intro={content.intro}>
      {content.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
          <p>
            <Link to={section.link.to}>{section.link.label}</Link>
          </p>
        </section>
      ))}
      <section aria-label={content.contactHeading}>
        <h2>{content.contactHeading}</h2>
        <p>
          {content.contactText} <EmailLink email={SITE_SETTINGS.mailboxes.training} />
        </p>
      </section>
    </ContentPage>
  );
}
