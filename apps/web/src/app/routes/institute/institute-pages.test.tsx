import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';

async function renderPage(path: string, heading: string, state?: unknown) {
  const view = renderRouteWithState(path, state);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const main = () => screen.getByRole('main');

describe('Campus & Facilities', () => {
  it("states every campus figure of spec 2 §9, the auditorium with '400+ seats'", async () => {
    await renderPage(paths.campusAndFacilities, 'Campus & Facilities');
    const text = main().textContent ?? '';
    for (const figure of [
      'spread over 5 acres, with a built-up area of 26,500 sq m',
      'Its foundation stone was laid on 25 January 2016',
      "the project's approved cost is about Rs 130 crore",
      'The institutional block of 12,500 sqm',
      'can train about 550 trainees at a time',
      'The hostel has ground+7 floors, with 9 studio apartments, 26 twin rooms, 59 single rooms and a 15-seat dormitory, and accommodates about 200 people.',
      'The auditorium of 2405 sq m has 400+ seats',
      'The library holds over 3,700 books',
      'gives access to 10 million articles',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('425');
    for (const heading of ['Institutional block', 'Hostel', 'Auditorium', 'Library']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(5);
  });
});

describe('Centre for National Training', () => {
  it('describes the three-level cascade with 237 national-level master trainers as on 31 March 2024', async () => {
    await renderPage(paths.centreForNationalTraining, 'Centre for National Training');
    const cascade = screen.getByRole('heading', { level: 2, name: 'Three-level cascaded training' }).nextElementSibling;
    expect(within(cascade as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(main()).toHaveTextContent('237 national-level master trainers were empanelled as on 31 March 2024');
    expect(main()).toHaveTextContent('about eleven million poll personnel');
  });

  it('lists the national programmes DM-001 to DM-011 with their titles', async () => {
    await renderPage(paths.centreForNationalTraining, 'Centre for National Training');
    const table = screen.getByRole('table', { name: 'National programmes DM-001 to DM-011' });
    const codes = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(codes).toEqual(Array.from({ length: 11 }, (_unused, i) => `DM-${String(i + 1).padStart(3, '0')}`));
    expect(table).toHaveTextContent(
      'DM-001Certification Programme for Returning Officers and Assistant Returning Officers',
    );
    expect(table).toHaveTextContent('DM-011Training on Law and Order, Security and Force Deployment Planning');
  });
});

describe('Centre for International Training', () => {
  it('states 141 countries, over 140 international programmes and over 3000 trainees (as on 31 May 2025)', async () => {
    await renderPage(paths.centreForInternationalTraining, 'Centre for International Training');
    expect(main()).toHaveTextContent('141 countries');
    expect(main()).toHaveTextContent('over 140 international programmes');
    expect(main()).toHaveTextContent('over 3000 trainees (as on 31 May 2025)');
  });
});

describe('Academic Affairs', () => {
  it('shows its six centres and schools', async () => {
    await renderPage(paths.academicAffairs, 'Academic Affairs');
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
        .slice(0, 6),
    ).toEqual([
      'Centre for National Training',
      'Centre for International Training',
      'Centre for Research and Documentation',
      'Centre for Curriculum and Training Technology',
      'School of Electoral Law and Procedure',
      'School of Voter Education and Electoral Participation',
    ]);
  });
});

describe('Mission, Vision and Goal', () => {
  it('has the tabs Mission, Vision and Goal, Mission first', async () => {
    const user = userEvent.setup();
    await renderPage(paths.missionVisionGoal, 'Mission, Vision and Goal');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mission', 'Vision', 'Goal']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Mission');
    await user.click(screen.getByRole('tab', { name: 'Goal' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Every polling official trained by a certified master trainer before each election.',
    );
  });
});

describe('MoU Partners', () => {
  it('shows each MoU with its date, label, category, title and logo', async () => {
    await renderPage(paths.mouPartners, 'MoU Partners');
    const items = within(screen.getByRole('list', { name: 'Memoranda of understanding' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cooperation in training and capacity building with Partner Election Management Body A',
    );
    expect(first).toHaveTextContent('20 May 2025');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2025-05-20');
    expect(first).toHaveTextContent('Posted by IIIDEM');
    expect(first).toHaveTextContent('Election Management Body');
    expect(within(first).getByRole('img')).toHaveAttribute('src', '/institute/partner-logo-1.svg');
  });
});

describe('Contact us', () => {
  it('shows the address, phone, fax and mailboxes from the settings module', async () => {
    await renderPage(paths.contactUs, 'Contact Us');
    for (const line of SITE_SETTINGS.address) expect(main()).toHaveTextContent(line);
    expect(within(main()).getByRole('link', { name: SITE_SETTINGS.phone.display })).toHaveAttribute(
      'href',
      `tel:${SITE_SETTINGS.phone.dial}`,
    );
    expect(main()).toHaveTextContent(`Fax: ${SITE_SETTINGS.fax}`);
    for (const mailbox of Object.values(SITE_SETTINGS.mailboxes)) {
      expect(within(main()).getByRole('link', { name: mailbox })).toHaveAttribute('href', `mailto:${mailbox}`);
    }
  });
});
