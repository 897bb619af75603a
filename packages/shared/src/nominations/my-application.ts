import { z } from 'zod';
import { APPLICATION_STATUS, PROGRAM_TYPE, type ProgramTypeId, USER_TYPE } from '../constants';
import { NOMINATION_FORMS } from './api';

/**
 * The applicant's own application (issue 17): what may be done with it, the texts the API answers with, and
 * the answer of "view my application". The dashboard and the API decide with the same functions.
 */

export const MY_APPLICATION_MESSAGES = {
  withdrawn: 'Your application has been withdrawn.',
  alreadyWithdrawn: 'This application is already withdrawn.',
  notWithdrawable: 'This application has already been reviewed, so it can no longer be withdrawn.',
  calendarOnlyApproved: 'A calendar file is available only for an approved application.',
  notFound: 'There is no application of yours with this id.',
} as const;

type Withdrawable = { application_status: number; completed: boolean };

/**
 * An application may be withdrawn while it is unreviewed: Received (status 1, the status every nomination is
 * stored with) and not completed. Once staff approve, reject or waitlist it, it is theirs to decide.
 */
export function canWithdraw(application: Withdrawable): boolean {
  return application.application_status === APPLICATION_STATUS.received && !application.completed;
}

/** Why an application cannot be withdrawn, or undefined when it can. */
export function withdrawalRefusal(application: Withdrawable): string | undefined {
  if (application.application_status === APPLICATION_STATUS.withdrawn) return MY_APPLICATION_MESSAGES.alreadyWithdrawn;
  return canWithdraw(application) ? undefined : MY_APPLICATION_MESSAGES.notWithdrawable;
}

/** A calendar file is offered for an approved application (a completed course was approved too). */
export function canAddToCalendar(application: { application_status: number }): boolean {
  return application.application_status === APPLICATION_STATUS.approved;
}

/**
 * Spec 1 §4: "Dashboard tab: Applied by default; the stored user type picks the list (4 international; 2 or 3
 * domestic)": the programme type whose applications the dashboard lists, or null (no stored type) for all.
 */
export function dashboardProgramType(storedUserType: number | null): ProgramTypeId | null {
  if (storedUserType === USER_TYPE.international) return PROGRAM_TYPE.international;
  if (storedUserType === USER_TYPE.domestic || storedUserType === USER_TYPE.faculty) return PROGRAM_TYPE.domestic;
  return null;
}

/** The languages the acknowledgement PDF is drawn in (the account's language when none is asked for). */
export const ZAcknowledgementQuery = z.strictObject({
  lang: z.enum(['en', 'hi'], { error: "The lang must be 'en' or 'hi'." }).optional(),
});

/**
 * The submitted nomination, read-only: every text field by its payload name as it is shown (countries and
 * states by name, dates YYYY-MM-DD, choices by their value), and the uploaded files as short-lived addresses.
 */
export const ZMyApplication = z.object({
  id: z.number().int(),
  application_number: z.string(),
  submitted_on: z.iso.date(),
  application_status: z.number().int().min(1).max(5),
  completed: z.boolean(),
  can_withdraw: z.boolean(),
  can_add_to_calendar: z.boolean(),
  form: z.enum(NOMINATION_FORMS),
  course: z.object({
    id: z.number().int(),
    course_name: z.string(),
    course_nameHi: z.string(),
    start_from: z.iso.date(),
    end_to: z.iso.date(),
  }),
  values: z.record(z.string(), z.string()),
  files: z.record(z.string(), z.string().nullable()),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;
export const ZMyApplicationResponse = z.object({ success: z.literal(true), data: ZMyApplication });
export type TMyApplicationResponse = z.infer<typeof ZMyApplicationResponse>;

export const ZWithdrawResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), application_status: z.number().int() }),
});
export type TWithdrawResponse = z.infer<typeof ZWithdrawResponse>;
