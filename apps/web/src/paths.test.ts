import { describe, expect, it } from 'vitest';
import { formatPageTitle, PAGE_TITLES } from './page-titles';
import { buildPath, paths } from './paths';

describe('paths', () => {
  it('builds links with ids', () => {
    expect(buildPath(paths.courseDetails, { id: 12 })).toBe('/training-program-details/12');
    expect(buildPath(paths.internationalApplication, { id: '7' })).toBe('/international-application/7');
    expect(buildPath(paths.programsByGroup, { id: 'a/b' })).toBe('/programs-by-group/a%2Fb');
  });

  it('leaves the colon of the webinar path alone', () => {
    expect(buildPath(paths.webinar)).toBe('/innovative-electoral-practices:stories-from-the-field');
  });

  it('spells every path once', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });

  it("formats titles as '{page} | IIIDEM'", () => {
    expect(formatPageTitle(PAGE_TITLES.home)).toBe('Home | IIIDEM');
    expect(formatPageTitle(PAGE_TITLES.aboutUs)).toBe('About Us | IIIDEM');
  });
});
