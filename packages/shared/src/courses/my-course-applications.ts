import { z } from 'zod';

/**
 * The signed-in applicant's application for each course they applied to (issue 17): what the course pages and
 * cards need to show "applied" with the status, and the nomination pages to open no second form.
 */
export const ZMyCourseApplication = z.object({
  course_id: z.number().int().positive(),
  application_id: z.number().int().positive(),
  /** 1 Received, 2 Approved, 3 Rejected, 4 Waitlisted (spec 1 §4). */
  application_status: z.number().int(),
  /** The institute marked the course completed (the dashboard's Completed tab). */
  completed: z.boolean(),
});
export type TMyCourseApplication = z.infer<typeof ZMyCourseApplication>;

export const ZMyCourseApplicationsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZMyCourseApplication),
});
export type TMyCourseApplicationsResponse = z.infer<typeof ZMyCourseApplicationsResponse>;
