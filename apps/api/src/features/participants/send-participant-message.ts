import {
  PARTICIPANT_MESSAGE_MAX_RECIPIENTS,
  PARTICIPANT_MESSAGES,
  type TParticipantAudience,
} from '@iiidem/shared/admin/participants';
import type { Language } from '@iiidem/shared/language';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { type MessageTemplate, mailLanguage, participantMessageMail } from './participant-message-mail';
import {
  AUDIENCE_STATUSES,
  findParticipantCourse,
  findParticipants,
  type ParticipantCourseRecord,
  type ParticipantRecord,
} from './participants.repository';

export type MessageRequest = MessageTemplate & { audience: TParticipantAudience };

type Audience = { course: ParticipantCourseRecord; recipients: ParticipantRecord[] };

/**
 * The course and the people a message would go to: 404 for an unknown course, 409 for an empty audience, 400
 * for one larger than PARTICIPANT_MESSAGE_MAX_RECIPIENTS (read one past the cap to know).
 */
export async function findAudience(
  executor: Executor,
  courseId: number,
  audience: TParticipantAudience,
): Promise<Audience> {
  const course = await findParticipantCourse(executor, courseId);
  if (!course) throw new HttpError(404, PARTICIPANT_MESSAGES.courseNotFound);
  const recipients = await findParticipants(executor, courseId, {
    statuses: AUDIENCE_STATUSES[audience],
    limit: PARTICIPANT_MESSAGE_MAX_RECIPIENTS + 1,
  });
  if (recipients.length === 0) throw new HttpError(409, PARTICIPANT_MESSAGES.emptyAudience);
  if (recipients.length > PARTICIPANT_MESSAGE_MAX_RECIPIENTS)
    throw new HttpError(400, PARTICIPANT_MESSAGES.tooManyRecipients);
  return { course, recipients };
}

function countLanguages(template: MessageTemplate, recipients: readonly ParticipantRecord[]) {
  const hindi = recipients.filter((person) => mailLanguage(template, person.language) === 'hi').length;
  return { recipients: recipients.length, english: recipients.length - hindi, hindi };
}

/** What the message would look like: the English and Hindi texts filled with the first recipient's values. */
export async function previewParticipantMessage(db: Database, courseId: number, request: MessageRequest) {
  const { course, recipients } = await findAudience(db, courseId, request.audience);
  const first = recipients[0] as ParticipantRecord;
  const languages: Language[] = mailLanguage(request, 'hi') === 'hi' ? ['en', 'hi'] : ['en'];
  return {
    ...countLanguages(request, recipients),
    first: { name: first.name, email: first.email, language: first.language },
    previews: languages.map((language) => {
      const mail = participantMessageMail(request, course, first, language);
      return { language, subject: mail.subject, text: mail.text };
    }),
  };
}

/**
 * Queues one mail per recipient, each in their account's language (Hindi when staff wrote the Hindi text), and
 * one audit entry on the course, in one transaction: all of it is queued or none.
 */
export async function sendParticipantMessage(
  db: Database,
  courseId: number,
  request: MessageRequest,
  actorUserId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { course, recipients } = await findAudience(tx, courseId, request.audience);
    for (const person of recipients) {
      await enqueueMail(
        tx,
        participantMessageMail(request, course, person, mailLanguage(request, person.language)),
        now,
      );
    }
    const counts = countLanguages(request, recipients);
    await recordAudit(
      tx,
      {
        actorUserId,
        action: 'course.message',
        entity: 'course',
        entityId: courseId,
        to: { audience: request.audience, subject: request.subject, ...counts },
        note: request.body.slice(0, 2000),
      },
      now,
    );
    return counts;
  });
}
