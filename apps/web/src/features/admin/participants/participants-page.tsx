import { AdminPage } from '../ui/admin-page';

/** Back office: one course's participants (printable list, CSV and XLSX export, messages). */
export default function ParticipantsPage() {
  return <AdminPage title="Participants" />;
}
