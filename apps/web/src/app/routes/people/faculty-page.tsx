import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { FACULTY_CONTENT } from '../../../features/content/faculty';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function FacultyPage() {
  const content = FACULTY_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage title={PAGE_TITLES.faculty} lastUpdated={content.lastUpdated} intro={content.intro}>
      <CardGrid label={t`Faculty members`}>
        {content.cards.map((card) => (
          <li key={card.area.id}>
            <ProfileCard
              name={text(card.name)}
              role={text(card.area)}
              headingLevel={2}
              photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: text(PLACEHOLDER_PHOTO_ALT) }}
              details={[{ label: t`Work experience`, value: text(card.experience) }]}
            />
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
