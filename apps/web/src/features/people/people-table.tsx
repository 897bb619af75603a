import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { useLingui } from '@lingui/react/macro';
import { Accordion } from '../../components/ui/accordion';
import { DataTable } from '../../components/ui/table';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { EmailLink, PhoneLink } from './contact-links';
import { groupBySection } from './people-texts';

function OfficersTable({
  caption,
  items,
  hideCaption,
}: {
  caption: string;
  items: readonly TPublicPerson[];
  hideCaption?: boolean;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <DataTable
      caption={caption}
      hideCaption={hideCaption}
      rows={items}
      rowKey={(row) => String(row.id)}
      columns={[
        { header: t`Name`, cell: (row) => <Localized value={localized(row, 'name')} /> },
        { header: t`Designation`, cell: (row) => <Localized value={localized(row, 'role')} />, rowHeader: true },
        { header: t`E-mail`, cell: (row) => <EmailLink email={row.email} /> },
        { header: t`Contact Number`, cell: (row) => <PhoneLink phone={row.phone} /> },
        { header: t`Intercom`, cell: (row) => row.extension },
      ]}
    />
  );
}

/**
 * The officers' table (spec 2 §3): name, designation, e-mail, contact number and intercom. One table named
 * `caption`, or with `grouped`, the directory (spec 2 §4): an accordion of the sections (divisions), the first one
 * open, each holding its table ("Officers: <division>").
 */
export function PeopleTable({
  items,
  caption,
  grouped = false,
}: {
  items: readonly TPublicPerson[];
  caption?: string;
  grouped?: boolean;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  if (!grouped) return <OfficersTable caption={caption ?? ''} hideCaption={!caption} items={items} />;
  return (
    <Accordion
      headingLevel={3}
      items={groupBySection(items).map((group, index) => {
        const heading = localized(group.items[0]!, 'section').text;
        return {
          id: `section-${index}`,
          heading,
          content: <OfficersTable caption={t`Officers: ${heading}`} items={group.items} hideCaption />,
        };
      })}
    />
  );
}
