import { useLingui } from '@lingui/react/macro';
import { DataTable } from '../../../components/ui/table';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { useText } from '../text';
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
  const { t } = useLingui();
  const text = useText();
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={officers}
      rowKey={(row) => row.desk}
      columns={[
        { header: t`Name`, cell: (row) => text(row.name) },
        { header: t`Designation`, cell: (row) => text(row.designation), rowHeader: true },
        { header: t`E-mail`, cell: (row) => <EmailLink email={SITE_SETTINGS.desks[row.desk].email} /> },
        { header: t`Contact Number`, cell: (row) => <PhoneLink phone={SITE_SETTINGS.desks[row.desk].phone} /> },
        { header: t`Intercom`, cell: (row) => SITE_SETTINGS.desks[row.desk].extension },
      ]}
    />
  );
}
