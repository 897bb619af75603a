import { ContentPage } from '../../../features/content/components/content-page';
import { CONSULTANTS_CONTENT } from '../../../features/content/consultants';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function ConsultantsPage() {
  const content = CONSULTANTS_CONTENT;
  return (
    <ContentPage title={PAGE_TITLES.consultants} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="consultants" layout="cards" />
    </ContentPage>
  );
}
