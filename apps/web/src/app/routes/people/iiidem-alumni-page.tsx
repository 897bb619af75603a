import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { CRUMBS } from '../../../features/content/crumbs';
import { IIIDEM_ALUMNI_CONTENT } from '../../../features/content/iiidem-alumni';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function IiidemAlumniPage() {
  const content = IIIDEM_ALUMNI_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage
      title={PAGE_TITLES.iiidemAlumni}
      crumbs={[CRUMBS.alumni]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <CardGrid label={t`Alumni`}>
        {content.cards.map((card) => (
          <li key={card.programme.id}>
            <ProfileCard
              name={text(card.name)}
              headingLevel={2}
              photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: text(PLACEHOLDER_PHOTO_ALT) }}
              details={[
                { label: t`Programme`, value: text(card.programme) },
                { label: t`Work experience`, value: text(card.experience) },
              ]}
            />
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
