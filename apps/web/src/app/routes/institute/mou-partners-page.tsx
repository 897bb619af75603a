import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { MOU_PARTNERS_CONTENT } from '../../../features/content/mou-partners';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function MouPartnersPage() {
  const content = MOU_PARTNERS_CONTENT;
  return (
    <ContentPage
      title={PAGE_TITLES.mouPartners}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <PeopleList list="mou-partners" layout="logos" />
    </ContentPage>
  );
}
