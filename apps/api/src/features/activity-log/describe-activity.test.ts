import { describe, expect, it } from 'vitest';
import { changesOf, describeEntry, labelOf, wordsOf } from './describe-activity';

const context = {
  applicationNumber: (id: number) => (id === 123 ? 'IIIDEM/2026/000123' : undefined),
  userName: (id: number) => (id === 5 ? 'Ravi Kumar' : undefined),
};

function described(action: string, entity: string, entityId: string, from?: unknown, to?: unknown) {
  return describeEntry(
    { action, entity, entity_id: entityId, from_value: from ?? null, to_value: to ?? null },
    context,
  );
}

describe('the activity log in words', () => {
  it('says what happened to an application and its certificate', () => {
    expect(described('application.status', 'application', '123', 1, 2).summary).toBe(
      'Changed the status of application IIIDEM/2026/000123 from Received to Approved',
    );
    expect(described('application.withdraw', 'application', '123', 4, 5).summary).toBe(
      'Withdrew application IIIDEM/2026/000123 (it was Waitlisted)',
    );
    expect(
      described('certificate.generate', 'application', '123', null, { certificate_number: 'C-1', files: ['en'] })
        .summary,
    ).toBe('Generated certificate C-1 for application IIIDEM/2026/000123');
    expect(
      described(
        'certificate.reissue',
        'application',
        '123',
        { certificate_number: 'C-1' },
        { certificate_number: 'C-2' },
      ).summary,
    ).toBe('Reissued the certificate of application IIIDEM/2026/000123: C-1 → C-2');
    const revoked = described(
      'certificate.revoke',
      'application',
      '123',
      { certificate_number: 'C-2', in_force: true },
      { certificate_number: 'C-2', revoked_at: '2026-11-24T08:30:00.000Z' },
    );
    expect(revoked.summary).toBe('Revoked certificate C-2 of application IIIDEM/2026/000123');
    expect(revoked.changes).toEqual([{ label: 'Revoked', from: '', to: '24-11-2026 14:00 IST' }]);
    expect(
      described(
        'application.complete',
        'application',
        '9',
        { completed_at: null },
        { completed_at: '2026-11-24T08:30:00Z' },
      ),
    ).toEqual({
      summary: 'Marked application 9 completed',
      changes: [{ label: 'Completed', from: '', to: '24-11-2026 14:00 IST' }],
    });
  });

  it('names staff accounts, data requests and feedback', () => {
    expect(described('staff.deactivate', 'user', '5', { active: true }, { active: false })).toEqual({
      summary: 'Deactivated the staff account of Ravi Kumar',
      changes: [{ label: 'Active', from: 'Yes', to: 'No' }],
    });
    expect(
      described('staff.invite', 'user', '6', null, { email: 'a@b.in', role: 'staff', first_name: 'A', last_name: 'B' })
        .summary,
    ).toBe("Invited staff account 'a@b.in'");
    expect(described('data_request.decline', 'data_request', '3', { status: 'open' }, { status: 'declined' })).toEqual({
      summary: 'Declined data request 3',
      changes: [{ label: 'Status', from: 'open', to: 'declined' }],
    });
    expect(described('data_request.carry_out', 'data_request', '3').summary).toBe(
      'Carried out data request 3: the account was erased',
    );
    expect(described('feedback.answered', 'feedback', '8').summary).toBe('Marked feedback 8 as answered');
  });

  it('lists an edit field by field with labels, Hindi after English, and unknown fields by their words', () => {
    const changes = changesOf(
      {
        course_name: 'A',
        course_nameHi: 'अ',
        held_from: '2026-12-14',
        published: true,
        updatedAt: 'x',
        seatsNote: 'a',
      },
      { course_name: 'B', course_name_hi: 'ब', held_from: '2026-12-15', published: true, seats_note: 'b' },
    );
    expect(changes).toEqual([
      { label: 'Title', from: 'A', to: 'B' },
      { label: 'Title (Hindi)', from: 'अ', to: 'ब' },
      { label: 'Held from', from: '14-12-2026', to: '15-12-2026' },
      { label: 'Seats note', from: 'a', to: 'b' },
    ]);
    expect(labelOf('vip_speaker_desc_hi')).toBe('VIP speaker details (Hindi)');
  });

  it('writes values in words, never JSON', () => {
    expect(wordsOf(null)).toBe('');
    expect(wordsOf(false)).toBe('No');
    expect(wordsOf(['en', 'hi'])).toBe('en, hi');
    expect(wordsOf({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] })).toBe(
      'Hello',
    );
    expect(wordsOf([{ label: 'Experience', value: '10 years' }])).toBe('Experience 10 years');
  });

  it('reads the batch actions: attendance, messages, coordinators, notes, rejection reasons', () => {
    expect(described('attendance.save', 'course', '4', null, { marked_present: ['Asha Verma'] })).toEqual({
      summary: 'Marked attendance for course 4',
      changes: [{ label: 'Marked present', from: '', to: 'Asha Verma' }],
    });
    expect(described('course.message', 'course', '4', null, { audience: 'approved', subject: 'Welcome' }).summary).toBe(
      'E-mailed the participants of course 4',
    );
    expect(described('course.coordinators', 'course', '4', [1], [1, 2])).toEqual({
      summary: 'Changed who is e-mailed new applications for course 4',
      changes: [{ label: 'Staff e-mailed (account ids)', from: '1', to: '1, 2' }],
    });
    expect(described('application.note', 'application', '123', null, { note_id: 1 }).summary).toBe(
      'Added an internal note to application IIIDEM/2026/000123',
    );
    expect(described('rejection_reason.retire', 'rejection_reason', '2', null, { text: 'Late' }).summary).toBe(
      "Retired rejection reason 'Late'",
    );
    expect(described('rejection_reason.create', 'rejection_reason', '2', null, { text: 'Late' }).summary).toBe(
      "Added rejection reason 'Late'",
    );
  });

  it('reads an action it does not know', () => {
    expect(described('course.archive', 'course', '4').summary).toBe('course archive on course 4');
    expect(described('thing.poke', 'thing', '2', { x: 1 }, { x: 2 })).toEqual({
      summary: 'thing poke on thing 2',
      changes: [{ label: 'X', from: '1', to: '2' }],
    });
  });
});
