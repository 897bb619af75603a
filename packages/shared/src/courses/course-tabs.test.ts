import { describe, expect, it } from 'vitest';
import { initialCourseTab, initialProgramOverviewTab, tabForProgramType } from './course-tabs';

describe('initialCourseTab (spec 1 §2 Course list)', () => {
  it('takes the tab from navigation state first', () => {
    expect(initialCourseTab({ navigationTab: 'academic', storedUserType: '4', savedTab: 'domestic' })).toBe('academic');
  });

  it('then the stored user type: 4 gives international', () => {
    expect(initialCourseTab({ storedUserType: '4', savedTab: 'academic' })).toBe('international');
    expect(initialCourseTab({ storedUserType: 4 })).toBe('international');
  });

  it('then the stored user type: 2 or 3 gives domestic', () => {
    expect(initialCourseTab({ storedUserType: '2', savedTab: 'international' })).toBe('domestic');
    expect(initialCourseTab({ storedUserType: '3', savedTab: 'academic' })).toBe('domestic');
  });

  it('then the saved tab', () => {
    expect(initialCourseTab({ savedTab: 'academic' })).toBe('academic');
    expect(initialCourseTab({ storedUserType: '9', savedTab: 'international' })).toBe('international');
  });

  it("else 'all'", () => {
    expect(initialCourseTab({})).toBe('all');
    expect(initialCourseTab({ navigationTab: 'nonsense', storedUserType: null, savedTab: 'other' })).toBe('all');
  });
});

describe('initialProgramOverviewTab (spec 1 §2 Program overview)', () => {
  it('takes the tab from navigation state first', () => {
    expect(initialProgramOverviewTab({ navigationTab: 'international', savedTab: 'academic' })).toBe('international');
  });

  it('then the saved activeTab', () => {
    expect(initialProgramOverviewTab({ savedTab: 'academic' })).toBe('academic');
  });

  it("maps the saved 'all' to domestic", () => {
    expect(initialProgramOverviewTab({ savedTab: 'all' })).toBe('domestic');
  });

  it('defaults to domestic', () => {
    expect(initialProgramOverviewTab({})).toBe('domestic');
    expect(initialProgramOverviewTab({ navigationTab: 7, savedTab: 'x' })).toBe('domestic');
  });
});

describe('tabForProgramType', () => {
  it('gives the course-list tab of program types 1, 2 and 3', () => {
    expect(tabForProgramType(1)).toBe('domestic');
    expect(tabForProgramType(2)).toBe('international');
    expect(tabForProgramType(3)).toBe('academic');
    expect(tabForProgramType(99)).toBe('all');
  });
});
