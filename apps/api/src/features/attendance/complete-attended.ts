import {
  ATTENDANCE_MESSAGES,
  attendanceRuleText,
  completionOutcome,
  type TCompletionPlan,
} from '@iiidem/shared/admin/attendance';
import { CERTIFICATE_MESSAGES, courseNotHeldYetMessage } from '@iiidem/shared/admin/certificates';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../lib/http-error';
import type { PrivateFileStore } from '../../lib/private-files';
import { readAttendanceSheet } from './read-attendance-sheet';

/**
 * The certificates feature's operations, handed in by app.ts (features do not import each other): marking one
 * application completed and issuing its certificate, with their own rules, audit rows and mails.
 */
export type CompletionOperations = {
  completeApplication: (
    db: Database,
    input: { applicationId: number; actorUserId: number; publicUrl: string; reason?: string | undefined },
    now: Date,
  ) => Promise<void>;
  issueCertificate: (
    deps: { db: Database; files: PrivateFileStore; publicUrl: string },
    input: { applicationId: number; actorUserId: number; source: { kind: 'generate' } },
    now: Date,
  ) => Promise<{ certificateNumber: string }>;
};

/** Who "Complete all who attended" completes and certifies under the rule, and who not and why. */
export async function planCompletion(
  db: Executor,
  courseId: number,
  minDays: number | undefined,
  now: Date,
): Promise<TCompletionPlan> {
  const sheet = await readAttendanceSheet(db, courseId, now);
  const totalDays = sheet.days.length;
  if (totalDays === 0) throw new HttpError(409, ATTENDANCE_MESSAGES.noHeldDates);
  const rule = minDays ?? totalDays;
  if (rule > totalDays) {
    throw new HttpError(400, ATTENDANCE_MESSAGES.minDaysTooMany, [
      { path: 'min_days', msg: ATTENDANCE_MESSAGES.minDaysTooMany },
    ]);
  }
  return {
    min_days: rule,
    total_days: totalDays,
    rule: attendanceRuleText(rule, totalDays),
    course_held: sheet.course.course_held,
    held_from: sheet.course.held_from,
    entries: sheet.participants.map((row) => ({
      application_id: row.application_id,
      name: row.name,
      days_present: row.present.length,
      certificate_number: row.certificate_number,
      outcome: completionOutcome(
        { days_present: row.present.length, completed: row.completed, certified: row.certificate_number !== null },
        rule,
      ),
    })),
  };
}

/**
 * Completes every approved participant present on at least `minDays` days and issues their certificates (drawn
 * from the template); certifies those already completed without one. Each participant goes through the
 * certificates feature's own operations (one transaction each, audited, mailed), so a failure part way leaves
 * the ones done done and the rest as they were: running it again finishes the work. Before the course is held
 * it needs a reason (409 naming `reason`), recorded with each early completion.
 */
export async function completeAttended(
  deps: { db: Database; files: PrivateFileStore; publicUrl: string; operations: CompletionOperations },
  input: { courseId: number; actorUserId: number; minDays?: number | undefined; reason?: string | undefined },
  now: Date,
): Promise<{ completed: number; certified: number; plan: TCompletionPlan }> {
  const plan = await planCompletion(deps.db, input.courseId, input.minDays, now);
  const toComplete = plan.entries.filter((entry) => entry.outcome === 'complete_and_certify');
  const toCertify = plan.entries.filter(
    (entry) => entry.outcome !== 'too_few_days' && entry.outcome !== 'already_certified',
  );
  if (toCertify.length === 0) throw new HttpError(409, ATTENDANCE_MESSAGES.nobodyToComplete);
  if (toComplete.length > 0 && !plan.course_held && !input.reason) {
    throw new HttpError(409, courseNotHeldYetMessage(plan.held_from ?? ''), [
      { path: 'reason', msg: CERTIFICATE_MESSAGES.reasonRequired },
    ]);
  }
  for (const entry of toCertify) {
    if (entry.outcome === 'complete_and_certify') {
      await deps.operations.completeApplication(
        deps.db,
        {
          applicationId: entry.application_id,
          actorUserId: input.actorUserId,
          publicUrl: deps.publicUrl,
          reason: input.reason,
        },
        now,
      );
    }
    await deps.operations.issueCertificate(
      { db: deps.db, files: deps.files, publicUrl: deps.publicUrl },
      { applicationId: entry.application_id, actorUserId: input.actorUserId, source: { kind: 'generate' } },
      now,
    );
  }
  return {
    completed: toComplete.length,
    certified: toCertify.length,
    plan: await planCompletion(deps.db, input.courseId, plan.min_days, now),
  };
}
