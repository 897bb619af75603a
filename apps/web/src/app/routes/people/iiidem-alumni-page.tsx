import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { CRUMBS } from '../../../features/content/crumbs';
import { IIIDEM_ALUMNI_CONTENT } from '../../../features/content/iiidem-alumni';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { PAGE_TITLES } from '../../../page-titles';

export default function IiidemAlumniPage() {
  const content = IIIDEM_ALUMNI_CONTENT;
  return (
    <ContentPage
      title={PAGE_TITLES.iiidemAlumni}
      crumbs={[CRUMBS.alumni]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <CardGrid label="Alumni">
        {content.cards.map((card) => (
          <li key={card.programme}>
            <ProfileCard
              name={card.name}
              headingLevel={2}
              photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: PLACEHOLDER_PHOTO_ALT }}
              details={[
                { label: 'Programme', value: card.programme },
                { label: 'Work experience', value: card.experience },
              ]}
            />
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
