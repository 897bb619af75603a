import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function CampusAndFacilitiesPage() {
  return (
    <Page title={PAGE_TITLES.campusAndFacilities}>
      <p>The institute's campus, with its training halls, auditorium, library and hostel.</p>
    </Page>
  );
}
