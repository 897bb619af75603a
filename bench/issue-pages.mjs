// The five pages issue 13 measures (Lighthouse, cold loads, blocking time): a course's page by the portal's first course.

/** The pages, with the course page of `courseId`. */
export function issuePages(courseId) {
  return [
    '/',
    '/iiidem-training-programs',
    `/training-program-details/${courseId}`,
    '/about-us',
    '/photos-and-videos-gallery',
  ];
}

/** The id of the first course of the portal at `origin` (its demo content has some). */
export async function firstCourseId(origin) {
  const response = await fetch(`${origin}/api/courses?page=1&limit=1`);
  if (!response.ok) throw new Error(`${origin}/api/courses answered ${response.status}: is the portal running?`);
  const id = (await response.json()).data.course[0]?.id;
  if (!id) throw new Error('the portal has no course: seed the demo content');
  return id;
}
