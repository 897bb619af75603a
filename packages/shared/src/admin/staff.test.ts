import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, ZStaffInviteForm, ZStaffInvitePayload } from './staff';

const valid = { email: ' New.Staff@Example.ORG ', first_name: 'Ravi', last_name: 'Kumar', role: 'staff' };

describe('the staff invitation', () => {
  it('accepts a valid invitation and lower-cases the address', () => {
    expect(ZStaffInvitePayload.parse(valid)).toEqual({
      email: 'new.staff@example.org',
      first_name: 'Ravi',
      last_name: 'Kumar',
      role: 'staff',
    });
    expect(ZStaffInvitePayload.parse({ ...valid, role: 'admin' }).role).toBe('admin');
  });

  it('refuses an applicant role, a bad address, missing names and unknown fields', () => {
    const issues = (input: unknown) =>
      ZStaffInvitePayload.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, role: 'applicant' })).toEqual([['role', STAFF_MESSAGES.roleRequired]]);
    expect(issues({ ...valid, email: 'nope' })?.[0]?.[0]).toBe('email');
    expect(issues({ ...valid, first_name: '' })?.[0]?.[0]).toBe('first_name');
    expect(issues({ ...valid, last_name: ' ' })?.[0]?.[0]).toBe('last_name');
    expect(ZStaffInvitePayload.safeParse({ ...valid, password: 'x' }).success).toBe(false);
  });

  it('has a form schema the pages use, with the same rules', () => {
    expect(ZStaffInviteForm.safeParse({ ...valid, role: '' }).success).toBe(false);
    expect(ZStaffInviteForm.parse(valid).email).toBe('new.staff@example.org');
  });
});
