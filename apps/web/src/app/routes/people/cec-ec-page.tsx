import { useLingui } from '@lingui/react/macro';
import { CEC_EC_CONTENT } from '../../../features/content/cec-ec';
import { ContentPage } from '../../../features/content/components/content-page';
import { CardGrid, ProfileCard } from '../../../features/content/components/profile-card';
import { CONTENT_IMAGES, PLACEHOLDER_PHOTO_ALT } from '../../../features/content/images';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function CecEcPage() {
  const content = CEC_EC_CONTENT;
  const text = useText();
  const { t } = useLingui();
  return (
    <ContentPage title={PAGE_TITLES.cecEc} lastUpdated={content.lastUpdated} intro={content.intro}>
      <CardGrid label={t`Members of the Commission`}>
        {content.members.map((member) => (
          <li key={member.id}>
            <ProfileCard
              name={text(member.name)}
              role={text(member.designation)}
              headingLevel={2}
              photo={{ src: CONTENT_IMAGES.personPlaceholder, alt: text(PLACEHOLDER_PHOTO_ALT) }}
            >
              <p>{text(member.about)}</p>
            </ProfileCard>
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
