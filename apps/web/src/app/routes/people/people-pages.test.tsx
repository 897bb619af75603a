import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS } from '../../../config/site-settings';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';

async function renderPage(path: string, heading: string) {
  const view = renderRouteWithState(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const main = () => screen.getByRole('main');

describe('Faculty', () => {
  it('says the institute was set up on 17 June 2011 and shows eight placeholder cards without dead links', async () => {
    await renderPage(paths.faculty, 'Faculty');
    expect(main()).toHaveTextContent(
      'The India International Institute of Democracy and Election Management was set up on 17 June 2011.',
    );
    const cards = within(main()).getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { name: 'Name of Faculty Member' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Work experience:10 years');
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    }
  });
});

describe('IIIDEM Alumni', () => {
  it('shows eight placeholder cards with 10 years of work experience', async () => {
    await renderPage(paths.iiidemAlumni, 'IIIDEM Alumni');
    const cards = within(main()).getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(card).toHaveTextContent('Name of Alumnus');
      expect(card).toHaveTextContent('Work experience:10 years');
    }
  });
});

describe('Our Alumni', () => {
  it('shows seven programme cards with dates and a View Alumni button to the alumni page', async () => {
    await renderPage(paths.ourAlumni, 'Our Alumni');
    const cards = within(screen.getByRole('list', { name: 'Programmes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Certification Programme for District Election Officers and Returning Officers',
      );
      expect(card).toHaveTextContent('21-02-2025 to 31-03-2025');
      expect(within(card).getByRole('link', { name: 'View Alumni' })).toHaveAttribute('href', '/iiidem-alumni');
    }
  });
});

describe('Alumni', () => {
  it('introduces the alumni and links to both alumni pages', async () => {
    await renderPage(paths.alumni, 'Alumni');
    expect(main()).toHaveTextContent('over 3000 trainees (as on 31 May 2025) from 141 countries');
    expect(within(main()).getByRole('link', { name: 'Our Alumni' })).toHaveAttribute('href', '/our-alumni');
    expect(within(main()).getByRole('link', { name: 'IIIDEM Alumni' })).toHaveAttribute('href', '/iiidem-alumni');
  });
});

describe('IIIDEM Officers', () => {
  it('lists name, designation, e-mail, contact number and intercom from the settings module', async () => {
    await renderPage(paths.officers, 'IIIDEM Officers');
    const table = screen.getByRole('table', { name: 'Officers of IIIDEM' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Designation', 'E-mail', 'Contact Number', 'Intercom']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const desk = SITE_SETTINGS.desks.directorGeneral;
    expect([...firstRow.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Name of Officer',
      'Director General',
      desk.email,
      desk.phone.display,
      desk.extension,
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(18);
  });
});

describe('Director General and Directors', () => {
  it("shows the Director General's official profile: e-mail, office number, fax and staff extensions", async () => {
    await renderPage(paths.directorGeneral, 'Director General');
    const profile = within(main()).getByRole('article');
    expect(within(profile).getByRole('heading', { name: 'Name of Officer' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('Director General, IIIDEM');
    expect(profile).toHaveTextContent(`E-mail:${SITE_SETTINGS.desks.directorGeneral.email}`);
    expect(profile).toHaveTextContent(`Office number:${SITE_SETTINGS.desks.directorGeneral.phone.display}`);
    expect(profile).toHaveTextContent(`Fax:${SITE_SETTINGS.fax}`);
    expect(profile).toHaveTextContent('Staff Officer: Ext. 102');
    expect(profile).toHaveTextContent('Personal Assistant: Ext. 103');
  });

  it('shows four Directors with their official profiles', async () => {
    await renderPage(paths.directors, 'Directors');
    const profiles = within(main()).getAllByRole('article');
    expect(profiles.map((profile) => profile.querySelector('.profile-card__role')?.textContent)).toEqual([
      'Director (National Training)',
      'Director (International Training)',
      'Director (Academic Affairs)',
      'Director (Administration)',
    ]);
    expect(profiles[0]).toHaveTextContent(`Fax:${SITE_SETTINGS.fax}`);
  });
});

describe('Chief Election Commissioner and Election Commissioners', () => {
  it('shows the Chief Election Commissioner and two Election Commissioners with placeholder names', async () => {
    await renderPage(paths.cecEc, 'Chief Election Commissioner and Election Commissioners');
    const profiles = within(main()).getAllByRole('article');
    expect(profiles.map((profile) => profile.querySelector('.profile-card__role')?.textContent)).toEqual([
      'Chief Election Commissioner',
      'Election Commissioner',
      'Election Commissioner',
    ]);
    for (const profile of profiles) expect(profile).toHaveTextContent('Name of Officer');
  });
});

describe('Senior Consultants and Consultants', () => {
  it('groups senior consultants and consultants', async () => {
    await renderPage(paths.consultants, 'Senior Consultants and Consultants');
    expect(screen.getByRole('heading', { level: 2, name: 'Senior Consultants' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Consultants' })).toBeInTheDocument();
    expect(within(main()).getAllByRole('article')).toHaveLength(6);
  });
});
