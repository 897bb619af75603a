import { ContentPage } from '../../../features/content/components/content-page';
import { OfficersTable } from '../../../features/content/components/officers-table';
import { OFFICERS_CONTENT } from '../../../features/content/officers';
import { useText } from '../../../features/content/text';
import { PAGE_TITLES } from '../../../page-titles';

export default function OfficersPage() {
  const content = OFFICERS_CONTENT;
  const text = useText();
  return (
    <ContentPage title={PAGE_TITLES.officers} lastUpdated={content.lastUpdated} intro={content.intro}>
      <OfficersTable caption={text(content.tableCaption)} officers={content.officers} />
    </ContentPage>
  );
}
