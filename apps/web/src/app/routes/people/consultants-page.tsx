import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { CONSULTANTS_CONTENT } from '../../../features/content/consultants';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { PAGE_TITLES } from '../../../page-titles';

export default function ConsultantsPage() {
  const content = CONSULTANTS_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.consultants} lastUpdated={content.lastUpdated} intro={content.intro}>
      {content.groups.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <CardGrid>
            {group.people.map((person) => (
              <li key={person.area}>
                <ProfileCard
                  name={content.name}
                  role={person.designation}
                  photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: PLACEHOLDER_PHOTO_ALT }}
                  details={[{ label: 'Area', value: person.area }]}
                />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </ContentPage>
  );
}
