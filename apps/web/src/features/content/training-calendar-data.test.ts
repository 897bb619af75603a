import { describe, expect, it } from 'vitest';
import { type CalendarCourse, groupCoursesByMonth } from './training-calendar-data';

const course = (id: number, course_name: string, start_from: string, end_to = start_from): CalendarCourse => ({
  id,
  course_name,
  start_from,
  end_to,
  location: null,
  course_type: null,
  program_type: null,
});

describe('groupCoursesByMonth', () => {
  it('groups by the month of start_from, months and courses in date order', () => {
    const months = groupCoursesByMonth([
      course(3, 'Gamma', '2025-03-05'),
      course(1, 'Beta', '2025-02-21', '2025-03-31'),
      course(2, 'Alpha', '2025-02-21'),
      course(4, 'Delta', '2024-12-30', '2025-01-03'),
    ]);
    expect(months.map((month) => month.label)).toEqual(['December 2024', 'February 2025', 'March 2025']);
    expect(months[1]?.courses.map((item) => item.course_name)).toEqual(['Alpha', 'Beta']);
  });

  it('gives no months for no courses', () => {
    expect(groupCoursesByMonth([])).toEqual([]);
  });
});
