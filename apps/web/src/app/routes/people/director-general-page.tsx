import { ContentPage } from '../../../features/content/components/content-page';
import { DIRECTOR_GENERAL_CONTENT } from '../../../features/content/director-general';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function DirectorGeneralPage() {
  const content = DIRECTOR_GENERAL_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.directorGeneral} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="director-general" layout="profiles" />
    </ContentPage>
  );
}
