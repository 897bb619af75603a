import { ContentPage } from '../../../features/content/components/content-page';
import { DIRECTORS_CONTENT } from '../../../features/content/directors';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES, translatePageTitle } from '../../../page-titles';

export default function DirectorsPage() {
  const content = DIRECTORS_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.directors} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="directors" layout="profiles" label={translatePageTitle(PAGE_TITLES.directors)} />
    </ContentPage>
  );
}
