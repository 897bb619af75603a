import { MESSAGES } from '@iiidem/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { CourseGroupList } from '../../../features/courses/course-group-list';
import {
  courseGroupFor,
  NEWS_AND_TENDERS_GROUP_ID,
  titleForProgramGroup,
} from '../../../features/courses/program-groups';
import { NewsAndTendersList } from '../../../features/news/news-and-tenders-list';
import { translateSharedText } from '../../../lib/i18n/shared-texts';

/**
 * /programs-by-group/:id (and /detail-page/:id, the home tabs' View All): 1 ongoing courses, 2 upcoming
 * courses, 3 news and tenders with the pager (spec 1 §2 Lists by group).
 */
export default function ProgramsByGroupPage() {
  const { id } = useParams();
  const { i18n } = useLingui();
  if (id === NEWS_AND_TENDERS_GROUP_ID) return <NewsAndTendersPage />;
  const group = courseGroupFor(id);
  return (
    <Page title={i18n._(titleForProgramGroup(id))}>
      {group ? <CourseGroupList key={group} group={group} /> : <p>{translateSharedText(MESSAGES.noDataAvailable)}</p>}
    </Page>
  );
}

/** Group 3: the title is the news category's name from the list's data, or 'Tender & Miscellaneous'. */
function NewsAndTendersPage() {
  const [title, setTitle] = useState<string>(MESSAGES.tenderFallbackTitle);
  return (
    <Page title={title}>
      <NewsAndTendersList showHeading={false} onTitle={setTitle} />
    </Page>
  );
}
