import { DataTable } from '../../../components/ui/table';
import { SITE_SETTINGS } from '../../../config/site-settings';
import type { OfficerRow } from '../types';
import { EmailLink, PhoneLink } from './contact-links';

/** The officers' table (spec 2 §3): name, designation, e-mail, contact number and intercom. */
export function OfficersTable({
  caption,
  officers,
  hideCaption,
}: {
  caption: string;
  officers: readonly OfficerRow[];
  hideCaption?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={officers}
      rowKey={(row) => row.desk}
      columns={[
        { header: 'Name', cell: (row) => row.name },
        { header: 'Designation', cell: (row) => row.designation, rowHeader: true },
        { header: 'E-mail', cell: (row) => <EmailLink email={SITE_SETTINGS.desks[row.desk].email} /> },
        { header: 'Contact Number', cell: (row) => <PhoneLink phone={SITE_SETTINGS.desks[row.desk].phone} /> },
        { header: 'Intercom', cell: (row) => SITE_SETTINGS.desks[row.desk].extension },
      ]}
    />
  );
}
