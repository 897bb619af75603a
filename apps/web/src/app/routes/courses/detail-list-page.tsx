import ProgramsByGroupPage from './programs-by-group-page';

/** /detail-page/:id, the target of the home page tabs' View All link (spec 1 §2): the same lists by group. */
export default function DetailListPage() {
  return <ProgramsByGroupPage />;
}
