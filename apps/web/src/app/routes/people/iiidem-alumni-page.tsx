import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { IIIDEM_ALUMNI_CONTENT } from '../../../features/content/iiidem-alumni';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function IiidemAlumniPage() {
  const content = IIIDEM_ALUMNI_CONTENT;
  const { t } = useLingui();
  return (
    <ContentPage
      title={PAGE_TITLES.iiidemAlumni}
      crumbs={[CRUMBS.alumni]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <PeopleList list="iiidem-alumni" layout="cards" label={t`Alumni`} />
    </ContentPage>
  );
}
