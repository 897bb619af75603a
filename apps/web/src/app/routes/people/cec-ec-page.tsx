import { useLingui } from '@lingui/react/macro';
import { CEC_EC_CONTENT } from '../../../features/content/cec-ec';
import { ContentPage } from '../../../features/content/components/content-page';
import { PeopleList } from '../../../features/people/people-list';
import { PAGE_TITLES } from '../../../page-titles';

export default function CecEcPage() {
  const content = CEC_EC_CONTENT;
  const { t } = useLingui();
  return (
    <ContentPage title={PAGE_TITLES.cecEc} lastUpdated={content.lastUpdated} intro={content.intro}>
      <PeopleList list="cec-ec" layout="cards" label={t`Members of the Commission`} />
    </ContentPage>
  );
}
