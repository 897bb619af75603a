import { z } from 'zod';
import { emailField, firstNameField, lastNameField } from '../accounts/fields';

/** Back office: staff accounts (issue 7, "Staff accounts"): admins list, invite and deactivate staff. */

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

export const STAFF_MESSAGES = {
  roleRequired: 'Please choose a role.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  alreadyStaff: 'This e-mail address already belongs to a staff account.',
  applicantAccount:
    'This e-mail address belongs to an applicant account. Invite staff with an address of their own (an admin can promote an account with npm run create-admin).',
  notFound: 'No staff account has this id.',
  deactivated: (name: string) => `${name} is deactivated; their sessions have ended.`,
  reactivated: (name: string) => `${name} is active again.`,
  alreadyInactive: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  lastAdmin: 'This is the last active admin: make another admin first.',
  invitationSubject: 'Your IIIDEM Portal staff account',
} as const;

const roleField = () => z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });

const inviteFields = {
  email: emailField(),
  first_name: firstNameField(),
  last_name: lastNameField(),
  role: roleField(),
};

/** POST /api/admin/staff */
export const ZStaffInvitePayload = z.strictObject(inviteFields);
export type TStaffInvitePayload = z.infer<typeof ZStaffInvitePayload>;

/** The Invite form (react-hook-form with zodResolver); its output is the payload. */
export const ZStaffInviteForm = z.object(inviteFields);
export type TStaffInviteForm = z.input<typeof ZStaffInviteForm>;

/** One row of GET /api/admin/staff (dates as ISO strings). */
export type TStaffAccount = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  verified: boolean;
  created_at: string;
  /** When a session of the account last started; null if it never signed in. */
  last_sign_in_at: string | null;
};
