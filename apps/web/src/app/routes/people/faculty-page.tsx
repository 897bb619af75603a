import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { FACULTY_CONTENT } from '../../../features/content/faculty';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function FacultyPage() {
  const content = FACULTY_CONTENT;
  const { t } = useLingui();
  return (
    <ContentPage title={PAGE_TITLES.faculty} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="faculty" layout="cards" label={t`Faculty members`} />
    </ContentPage>
  );
}
