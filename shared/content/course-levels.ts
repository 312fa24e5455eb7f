// The course levels, apart from the courses' schema (academy-courses.ts): pages that only list
// levels then load no zod (20.9 KB compressed) with their first view.
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];
