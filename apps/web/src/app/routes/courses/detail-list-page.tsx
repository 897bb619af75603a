import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { titleForProgramGroup } from '../../../features/courses/program-groups';

/** /detail-page/:id — target of the View All link of the home page's tabs (spec 1 §2). */
export default function DetailListPage() {
  const { id } = useParams();
  return (
    <Page title={titleForProgramGroup(id)}>
      <p>Every item of the home page list you came from, not only the five latest ones.</p>
    </Page>
  );
}
