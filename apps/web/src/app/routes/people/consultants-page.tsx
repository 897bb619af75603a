import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { CONSULTANTS_CONTENT } from '../../../features/content/consultants';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function ConsultantsPage() {
  const content = CONSULTANTS_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage title={PAGE_TITLES.consultants} lastUpdated={content.lastUpdated} intro={content.intro}>
      {content.groups.map((group) => (
        <section key={group.heading.id} aria-label={text(group.heading)}>
          <h2>{text(group.heading)}</h2>
          <CardGrid>
            {group.people.map((person) => (
              <li key={person.area.id}>
                <ProfileCard
                  name={text(content.name)}
                  role={text(person.designation)}
                  photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: text(PLACEHOLDER_PHOTO_ALT) }}
                  details={[{ label: t`Area`, value: text(person.area) }]}
                />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </ContentPage>
  );
}
