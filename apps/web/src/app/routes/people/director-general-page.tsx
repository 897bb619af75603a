import { ContentPage } from '../../../features/content/components/content-page';
import { OfficialProfileCard } from '../../../features/content/components/official-profile';
import { DIRECTOR_GENERAL_CONTENT } from '../../../features/content/director-general';
import { PAGE_TITLES } from '../../../page-titles';

export default function DirectorGeneralPage() {
  const content = DIRECTOR_GENERAL_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.directorGeneral} lastUpdated={content.lastUpdated} intro={content.intro}>
      <div className="single-profile">
        <OfficialProfileCard profile={content.profile} wide />
      </div>
    </ContentPage>
  );
}
