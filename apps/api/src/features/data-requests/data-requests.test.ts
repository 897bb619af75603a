import { PERSONAL_DATA_MESSAGES } from '@iiidem/shared/accounts/personal-data';
import { and, eq, getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in-as';
import { latestMail, postSignIn, useAccountTestApp } from '../../../test/support/accounts';
import { privateFilesIn } from '../../../test/support/nominations';
import { type Person, personWithData, requestDeletion } from '../../../test/support/personal-data';
import * as schema from '../../db/schema';
import { users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  certificates,
} from '../../db/schema/applications';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { markMailSent } from '../../lib/mail/mail-outbox';

const { ctx } = useAccountTestApp();

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => isTable(value))
  .map((table) => getTableName(table));

/** Every table and row whose text holds `value` (case-insensitive), as 'table: row'. */
async function rowsHolding(value: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tableNames) {
    const result = await ctx.database.db.execute(
      sql`select t::text as row from ${sql.identifier(table)} t where t::text ilike ${`%${value}%`}`,
    );
    for (const row of (result as unknown as { rows: { row: string }[] }).rows) found.push(`${table}: ${row.row}`);
  }
  return found;
}

async function staffList(headers: { authorization: string }, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/data-requests${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as { id: number; status: string; name: string | null; email: string | null }[];
}

function carryOut(id: number | string, headers: { authorization: string }) {
  return ctx.app.inject({ method: 'POST', url: `/api/admin/data-requests/${id}/carry-out`, headers });
}

function decline(id: number | string, headers: { authorization: string }, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/data-requests/${id}/decline`,
    headers,
    payload: payload as object,
  });
}

describe('data requests in the back office', () => {
  it('lists a deletion request for staff (name, e-mail, applications and certificates); an applicant gets 403', async () => {
    const person = await personWithData(ctx.app, ctx.database.db, 2);
    const id = await requestDeletion(ctx.app, person);
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const [item] = (await staffList(staff.headers, '?status=open')).filter((row) => row.id === id);
    expect(item).toMatchObject({
      status: 'open',
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      applications: 1,
      certificates: 1,
    });
    for (const response of [
      await ctx.app.inject({ method: 'GET', url: '/api/admin/data-requests', headers: person.headers }),
      await carryOut(id, person.headers),
      await decline(id, person.headers, { reason: 'No' }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/data-requests' })).statusCode).toBe(401);
  });

  it('carrying it out leaves no personal data: every table is searched for the e-mail, names and mobile', async () => {
    const people: Person[] = [
      await personWithData(ctx.app, ctx.database.db, 2),
      await personWithData(ctx.app, ctx.database.db, 4),
    ];
    const bystander = await personWithData(ctx.app, ctx.database.db, 2);
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const filesBefore = await privateFilesIn(ctx.app.files);

    for (const person of people) {
      const id = await requestDeletion(ctx.app, person);
      for (const value of [person.email, person.firstName, person.lastName, person.mobile]) {
        expect((await rowsHolding(value)).length, value).toBeGreaterThan(0);
      }
      const keys = filesBefore.filter((key) => key.includes(`/u${person.id}/`));
      expect(keys.length).toBeGreaterThan(0);

      const done = await carryOut(id, staff.headers);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        message: PERSONAL_DATA_MESSAGES.carriedOut,
        data: { status: 'done', name: null, email: null, closedBy: expect.any(String) },
      });

      // The person is told at the address they had; the outbox row goes once the mail is sent.
      const mail = await latestMail(ctx.database.db, person.email);
      expect(mail?.subject).toBe('Your IIIDEM Portal account has been deleted');
      expect(mail?.erase_when_sent).toBe(true);
      await markMailSent(ctx.database.db, mail?.id as number, new Date());
      expect(
        await ctx.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, mail?.id as number)),
      ).toEqual([]);

      for (const value of [person.email, person.firstName, person.lastName, person.mobile]) {
        expect(await rowsHolding(value), value).toEqual([]);
      }
      const filesAfter = await privateFilesIn(ctx.app.files);
      for (const key of keys) expect(filesAfter).not.toContain(key);

      // Sessions ended; signing in fails.
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: person.headers });
      expect(profile.statusCode).toBe(401);
      expect((await postSignIn(ctx.app, person.email, person.password)).statusCode).toBe(400);

      // The application is kept, anonymised, with what statistics need.
      const [kept] = await ctx.database.db.select().from(applications).where(eq(applications.id, person.applicationId));
      expect(kept).toMatchObject({ user_id: person.id, status_note: null, certificate_pdf: null });
      expect(kept?.application_status).toBeGreaterThan(0);
      expect(
        await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, person.applicationId)),
      ).toEqual([]);
      if (person.userType === 2) {
        const [details] = await ctx.database.db
          .select()
          .from(applicationDomesticDetails)
          .where(eq(applicationDomesticDetails.application_id, person.applicationId));
        expect(details).toMatchObject({
          first_name: 'Deleted',
          last_name: 'account',
          gender: 'F',
          state_ut_name: 'S10',
          dob: null,
          mobile_no: null,
          email_id: null,
          photo: null,
          office_address: null,
        });
      } else {
        const [details] = await ctx.database.db
          .select()
          .from(applicationInternationalDetails)
          .where(eq(applicationInternationalDetails.application_id, person.applicationId));
        expect(details).toMatchObject({
          nominating_country: 156,
          gender: 'F',
          nationality: 'NIGERIA',
          passport_no: null,
          passport_image: null,
          photo: null,
          dob: null,
          primary_email: null,
          mobile: null,
          blood_group: null,
        });
      }
      const [account] = await ctx.database.db.select().from(users).where(eq(users.id, person.id));
      expect(account).toMatchObject({ active: false, mobile_no: null, photo: null, user_type: person.userType });
      expect(account?.erased_at).toBeInstanceOf(Date);
      // The change is audited, without personal data.
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'data_request'),
            eq(auditLog.action, 'data_request.carry_out'),
            eq(auditLog.entity_id, String(id)),
          ),
        );
      expect(entry).toMatchObject({ actor_user_id: staff.id, to_value: { status: 'done' } });
    }

    // Someone else's data is untouched.
    expect((await rowsHolding(bystander.email)).length).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bystander.headers })).statusCode,
    ).toBe(200);
  });

  it('declining keeps the data, records the reason and tells the person why', async () => {
    const person = await personWithData(ctx.app, ctx.database.db, 2);
    const id = await requestDeletion(ctx.app, person);
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const reason = "Your certificate of 2026 must be kept for five years (the institute's records rule).";
    const declined = await decline(id, staff.headers, { reason });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: PERSONAL_DATA_MESSAGES.declined,
      data: { status: 'declined', declineReason: reason, email: person.email },
    });
    const mail = await latestMail(ctx.database.db, person.email);
    expect(mail?.subject).toBe('Your request to delete your IIIDEM Portal account');
    expect(mail?.text_body).toContain(reason);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal-data/deletion-request',
      headers: person.headers,
    });
    expect(own.json().data).toMatchObject({ status: 'declined', declineReason: reason });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: person.headers })).statusCode,
    ).toBe(200);
    // Closed: neither path works again; the person may ask again.
    expect((await carryOut(id, staff.headers)).statusCode).toBe(409);
    const again = await decline(id, staff.headers, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PERSONAL_DATA_MESSAGES.requestAlreadyClosed);
    await requestDeletion(ctx.app, person);
  });

  it('refuses bad input with a 4xx in the one error shape and changes nothing', async () => {
    const person = await personWithData(ctx.app, ctx.database.db, 2);
    const id = await requestDeletion(ctx.app, person);
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    for (const [payload, status] of [
      [{}, 400],
      [{ reason: '' }, 400],
      [{ reason: '   ' }, 400],
      [{ reason: 12 }, 400],
      [{ reason: 'a\u0000b' }, 400],
      [{ reason: 'x'.repeat(1001) }, 400],
      [{ reason: 'ok', extra: true }, 400],
    ] as const) {
      const response = await decline(id, staff.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().success).toBe(false);
    }
    const empty = await decline(id, staff.headers, {});
    expect(empty.json().errors).toContainEqual({ path: 'reason', msg: PERSONAL_DATA_MESSAGES.reasonRequired });
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await carryOut(bad, staff.headers)).statusCode, bad).toBe(400);
    }
    const unknown = await carryOut(2_000_000_000, staff.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: PERSONAL_DATA_MESSAGES.requestNotFound });
    expect((await decline(2_000_000_000, staff.headers, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/data-requests?status=nope', headers: staff.headers }))
        .statusCode,
    ).toBe(400);
    const [item] = (await staffList(staff.headers)).filter((row) => row.id === id);
    expect(item?.status).toBe('open');
  });
});
