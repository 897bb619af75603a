import { Link } from 'react-router';
import { ALUMNI_CONTENT } from '../../../features/content/alumni';
import { EmailLink } from '../../../features/content/components/contact-links';
import { ContentPage } from '../../../features/content/components/content-page';
import { useText } from '../../../features/content/text';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { PAGE_TITLES } from '../../../page-titles';

export default function AlumniPage() {
  const content = ALUMNI_CONTENT;
  const text = useText();
  const settings = useSiteSettings();
  return (
    <ContentPage title={PAGE_TITLES.alumni} lastUpdated={content.lastUpdated} intro={content.intro}>
      {content.sections.map((section) => (
        <section key={section.heading.id} aria-label={text(section.heading)}>
          <h2>{text(section.heading)}</h2>
          <p>{text(section.text)}</p>
          <p>
            <Link to={section.link.to}>{text(section.link.label)}</Link>
          </p>
        </section>
      ))}
      <section aria-label={text(content.contactHeading)}>
        <h2>{text(content.contactHeading)}</h2>
        <p>
          {text(content.contactText)} {settings && <EmailLink email={settings.mailboxes.training} />}
        </p>
      </section>
    </ContentPage>
  );
}
