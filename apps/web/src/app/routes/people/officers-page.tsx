import { ContentPage } from '../../../features/content/components/content-page';
import { OFFICERS_CONTENT } from '../../../features/content/officers';
import { useText } from '../../../features/content/text';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function OfficersPage() {
  const content = OFFICERS_CONTENT;
  const text = useText();
  return (
    <ContentPage title={PAGE_TITLES.officers} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="officers" layout="table" label={text(content.tableCaption)} />
    </ContentPage>
  );
}
