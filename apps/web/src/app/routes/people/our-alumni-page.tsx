import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import { OUR_ALUMNI_CONTENT } from '../../../features/content/our-alumni';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function OurAlumniPage() {
  const content = OUR_ALUMNI_CONTENT;
  return (
    <ContentPage
      title={PAGE_TITLES.ourAlumni}
      crumbs={[CRUMBS.alumni]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <PeopleList list="our-alumni" layout="programmes" />
    </ContentPage>
  );
}
