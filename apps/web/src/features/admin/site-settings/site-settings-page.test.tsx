import { APPLICATION_FORM_MESSAGES, SITE_SETTINGS_MESSAGES } from '@iiidem/shared/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, okJson, renderAppAt } from '../../../test/mock-api';
import { APPLICATION_FORM_FIXTURE, SITE_SETTINGS_FIXTURE } from '../../../test/site-settings';
import { userDetailsOf } from '../../../test/user-details';

afterEach(() => {
  vi.restoreAllMocks();
});

type Sent = { method: string; body: unknown };

/** A signed-in staff member's API: the settings at version 3; `onSave` answers the PUT. */
function backOffice(onSave: (body: unknown) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const spy = mockFetch(() => undefined);
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    let answer = { status: 404, body: { success: false, message: 'Not found.' } as unknown };
    if (url.pathname === '/api/user-details') answer = okJson({ success: true, data: userDetailsOf('staff') });
    if (url.pathname === '/api/admin/site-settings' && method === 'GET') {
      answer = okJson({
        success: true,
        data: {
          settings: SITE_SETTINGS_FIXTURE,
          version: 3,
          updatedAt: '2026-11-01T10:00:00.000Z',
          applicationForm: APPLICATION_FORM_FIXTURE,
        },
      });
    }
    if (url.pathname === '/api/admin/site-settings/application-form' && method === 'POST') {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      sent.push({ method, body: file instanceof File ? file.name : null });
      answer = okJson({
        success: true,
        message: APPLICATION_FORM_MESSAGES.replaced,
        data: {
          settings: SITE_SETTINGS_FIXTURE,
          version: 3,
          updatedAt: '2026-11-01T10:00:00.000Z',
          applicationForm: {
            href: '/files/site-settings/0123456789abcdef0123456789abcdef.docx',
            info: { type: APPLICATION_FORM_FIXTURE.info?.type ?? '', size: 20_480 },
          },
        },
      });
    }
    if (url.pathname === '/api/admin/site-settings' && method === 'PUT') {
      sent.push({ method, body });
      answer = onSave(body);
    }
    if (url.pathname === '/api/site-settings') answer = okJson({ success: true, data: SITE_SETTINGS_FIXTURE });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  window.localStorage.setItem('accessToken', 'staff-token');
  return sent;
}

async function openForm() {
  renderAppAt('/admin/site-settings');
  await screen.findByRole('heading', { level: 1, name: 'Site settings' });
  return screen.findByRole('button', { name: 'Save site settings' });
}

describe('/admin/site-settings', { timeout: 20_000 }, () => {
  it('shows the settings in grouped fieldsets and saves a changed phone with the version it started from', async () => {
    const sent = backOffice((body) =>
      okJson({
        success: true,
        message: SITE_SETTINGS_MESSAGES.saved,
        data: { settings: (body as { settings: unknown }).settings, version: 4, updatedAt: '2026-11-02T10:00:00.000Z' },
      }),
    );
    const save = await openForm();
    for (const legend of [
      'Contact',
      'Address',
      'Mailboxes',
      'Recruitment',
      'Social',
      'Home page notice',
      'Home page figures',
      'Footprint',
      'Sample notice',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const address = within(screen.getByRole('group', { name: 'Address' }));
    expect(address.getByLabelText('Address line (Hindi) 1')).toHaveValue('उदाहरण भवन, सेक्टर 0');
    await userEvent.click(address.getByRole('button', { name: 'Add address line' }));
    await userEvent.type(address.getByLabelText('Address line 4'), 'Dwarka');

    const phone = screen.getByLabelText(/^Phone \(as shown\)/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91-11-2345-6789');
    const dial = screen.getByLabelText(/^Phone \(to dial\)/);
    await userEvent.clear(dial);
    await userEvent.type(dial, '+911123456789');
    await userEvent.click(save);

    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { version: number; settings: typeof SITE_SETTINGS_FIXTURE };
    expect(body.version).toBe(3);
    expect(body.settings.phone).toEqual({ display: '+91-11-2345-6789', dial: '+911123456789' });
    expect(body.settings.address.en).toEqual([...SITE_SETTINGS_FIXTURE.address.en, 'Dwarka']);
    expect(body.settings.featuredVideo).toBeNull();
  });

  it('edits the home page’s figures in English and Hindi, the spec’s values shown first', async () => {
    const sent = backOffice((body) =>
      okJson({
        success: true,
        message: SITE_SETTINGS_MESSAGES.saved,
        data: { settings: (body as { settings: unknown }).settings, version: 4, updatedAt: '2026-11-02T10:00:00.000Z' },
      }),
    );
    const save = await openForm();
    const group = within(screen.getByRole('group', { name: 'Home page figures' }));
    expect(group.getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/admin/statistics');
    expect(group.getByLabelText(/^Years figure(?! \(Hindi)/)).toHaveValue('13+');
    expect(group.getByLabelText(/^Programs figure(?! \(Hindi)/)).toHaveValue('1700+');
    expect(group.getByLabelText(/^Participants figure \(Hindi\)/)).toHaveValue('1 लाख+');
    expect(group.getByLabelText(/^Countries figure \(Hindi\)/)).toHaveAttribute('lang', 'hi');
    const participants = group.getByLabelText(/^Participants figure(?! \(Hindi)/);
    expect(participants).toHaveValue('1 lakh+');
    await userEvent.clear(participants);
    await userEvent.type(participants, '1.2 lakh+');
    const hindi = group.getByLabelText(/^Participants figure \(Hindi\)/);
    await userEvent.clear(hindi);
    await userEvent.type(hindi, '1.2 लाख+');
    await userEvent.click(save);

    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    const body = sent[0]?.body as { settings: typeof SITE_SETTINGS_FIXTURE };
    expect(body.settings.homeFigures).toEqual({
      ...SITE_SETTINGS_FIXTURE.homeFigures,
      participants: { en: '1.2 lakh+', hi: '1.2 लाख+' },
    });
  });

  it('refuses an empty figure with an error under the field and in the summary, sending nothing', async () => {
    const sent = backOffice(() => okJson({}));
    const save = await openForm();
    const years = within(screen.getByRole('group', { name: 'Home page figures' })).getByLabelText(
      /^Years figure(?! \(Hindi)/,
    );
    await userEvent.clear(years);
    await userEvent.click(save);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Years figure: Please enter the years figure.' })).toHaveAttribute(
      'href',
      `#${years.id}`,
    );
    expect(years).toHaveAccessibleDescription(/Please enter the years figure\./);
    expect(sent).toHaveLength(0);
  });

  it('shows a field error under the field and links to it from the summary, sending nothing', async () => {
    const sent = backOffice(() => okJson({}));
    const save = await openForm();
    const url = screen.getByLabelText(/^Commission’s site: address/);
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(save);

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: /^Commission’s site: address: Enter a full web address/ });
    expect(link).toHaveAttribute('href', `#${url.id}`);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter a full web address starting with http/);
    await userEvent.click(link);
    expect(url).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('says clearly when someone else saved in between (409) and offers to load their settings', async () => {
    backOffice(() => ({ status: 409, body: { success: false, message: SITE_SETTINGS_MESSAGES.stale } }));
    const save = await openForm();
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_SETTINGS_MESSAGES.stale);
    expect(screen.getByRole('button', { name: /Load the latest settings/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SITE_SETTINGS_MESSAGES.saved)).not.toBeInTheDocument());
  });

  it('shows the application form with its type and size, and replaces it with an uploaded file, keeping the settings being edited', async () => {
    const user = userEvent.setup();
    const sent = backOffice(() => ({ status: 500, body: { success: false, message: 'not used' } }));
    await openForm();
    const phone = screen.getByRole('textbox', { name: /^Phone \(as shown\)/ });
    await user.clear(phone);
    await user.type(phone, '+91-11-2345-6789');
    const section = screen.getByRole('region', { name: 'Application form for vacancies' });
    expect(within(section).getByRole('link', { name: 'iiidem-application-form.docx (Word, 2 KB)' })).toHaveAttribute(
      'href',
      '/docs/iiidem-application-form.docx',
    );
    await user.click(within(section).getByRole('button', { name: 'Upload application form' }));
    expect(within(section).getByText('Choose the file of the application form.')).toBeInTheDocument();

    const file = new File(['PK'], 'our-form.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(within(section).getByLabelText(/^New application form/), file);
    await user.click(within(section).getByRole('button', { name: 'Upload application form' }));
    expect(await within(section).findByText(APPLICATION_FORM_MESSAGES.replaced)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', body: 'our-form.docx' }]);
    expect(
      await within(section).findByRole('link', { name: '0123456789abcdef0123456789abcdef.docx (Word, 20 KB)' }),
    ).toHaveAttribute('href', '/files/site-settings/0123456789abcdef0123456789abcdef.docx');
    expect(phone).toHaveValue('+91-11-2345-6789');
  });
});
