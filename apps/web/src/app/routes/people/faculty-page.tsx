import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { FACULTY_CONTENT } from '../../../features/content/faculty';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { PAGE_TITLES } from '../../../page-titles';

export default function FacultyPage() {
  const content = FACULTY_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.faculty} lastUpdated={content.lastUpdated} intro={content.intro}>
      <CardGrid label="Faculty members">
        {content.cards.map((card) => (
          <li key={card.area}>
            <ProfileCard
              name={card.name}
              role={card.area}
              headingLevel={2}
              photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: PLACEHOLDER_PHOTO_ALT }}
              details={[{ label: 'Work experience', value: card.experience }]}
            />
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
