import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { paths } from '../../paths';
import { MENU_GROUPS, SITE_MAP_GROUPS } from './site-navigation';

const target = (item: (typeof SITE_MAP_GROUPS)[number]['links'][number]) =>
  item.kind === 'external' ? item.href : `${item.to}${item.state ? `#${item.state.tab}` : ''}`;

describe('SITE_MAP_GROUPS', () => {
  it('has the four groups of spec 2, in order, with the spec headings', () => {
    expect(SITE_MAP_GROUPS.map((group) => i18n._(group.heading))).toEqual([
      'INSTITUTE',
      "WHO'S WHO",
      'Training Programs',
      'DIGITAL RESOURCES',
    ]);
  });

  it('names no page twice in a group, and uses no label for two targets', () => {
    for (const group of SITE_MAP_GROUPS) {
      const labels = group.links.map((item) => i18n._(item.label));
      expect(new Set(labels).size).toBe(labels.length);
      const targets = group.links.map(target);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('lists every page of the Menu (or, for the officers table, the directory that links to it)', () => {
    const listed = new Set(SITE_MAP_GROUPS.flatMap((group) => group.links.map(target)));
    const missing = MENU_GROUPS.flatMap((group) => group.links.map(target)).filter((item) => !listed.has(item));
    expect(missing).toEqual([paths.officers]);
  });

  it('adds the pages the Menu leaves out', () => {
    const listed = SITE_MAP_GROUPS.flatMap((group) => group.links.map(target));
    expect(listed).toContain(paths.trainingPrograms);
    expect(listed).toContain(paths.screenReaderAccess);
  });

  it('names the groups and links in Hindi on a Hindi page', () => {
    i18n.activate('hi');
    const institute = SITE_MAP_GROUPS[0];
    expect(institute && i18n._(institute.heading)).toBe('संस्थान');
    expect(MENU_GROUPS.flatMap((group) => group.links.map((item) => i18n._(item.label)))).toContain('हमारे बारे में');
  });
});
