import { ContentPage } from '../../../features/content/components/content-page';
import { OfficialProfileCard } from '../../../features/content/components/official-profile';
import { CardGrid } from '../../../features/content/components/profile-card';
import { DIRECTORS_CONTENT } from '../../../features/content/directors';
import { PAGE_TITLES, translatePageTitle } from '../../../page-titles';

export default function DirectorsPage() {
  const content = DIRECTORS_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.directors} lastUpdated={content.lastUpdated} intro={content.intro}>
      <CardGrid label={translatePageTitle(PAGE_TITLES.directors)}>
        {content.profiles.map((profile) => (
          <li key={profile.desk}>
            <OfficialProfileCard profile={profile} />
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
