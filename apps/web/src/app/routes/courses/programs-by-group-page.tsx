import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { titleForProgramGroup } from '../../../features/courses/program-groups';

/** /programs-by-group/:id — 1 ongoing courses, 2 upcoming courses, 3 news and tenders (spec 1 §2). */
export default function ProgramsByGroupPage() {
  const { id } = useParams();
  return (
    <Page title={titleForProgramGroup(id)}>
      <p>The complete list of items in this category, newest first.</p>
    </Page>
  );
}
