import type {
  CreateCourseBody,
  CurriculumBody,
  InstructorCourse,
  InstructorCourseResponse,
  PricingBody,
  UpdateCourseBody,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeInstructorCourse } from './keys';

const fallback = COURSE_MESSAGES.saveFailed;

/** POST /instructor/courses {title}: a new draft (201). */
export const createCourse = (body: CreateCourseBody) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.instructorList(), { method: 'POST', body, fallback });

/** PATCH /instructor/courses/:id: the basics. */
export const updateCourse = (id: string, body: UpdateCourseBody) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.instructorOne(id), {
    method: 'PATCH',
    body,
    fallback,
  });

/** PATCH /instructor/courses/:id/pricing {amountMajor, currency, includedInMembership}. */
export const updatePricing = (id: string, body: PricingBody) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.pricing(id), { method: 'PATCH', body, fallback });

/** PUT /instructor/courses/:id/curriculum: the whole curriculum; ids keep existing sections and lessons. */
export const replaceCurriculum = (id: string, body: CurriculumBody) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.curriculum(id), { method: 'PUT', body, fallback });

export interface SaveCourseInput {
  /** Null until the course exists: the first save creates it with the title. */
  id: string | null;
  basics: UpdateCourseBody & { title: string };
  pricing: PricingBody;
  curriculum: CurriculumBody;
  /** Called as soon as a new course exists, so a later failure does not create it twice. */
  onCreated?: (course: InstructorCourse) => void;
}

/** One Save: create when new, then the basics, the price and the curriculum, in that order. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, basics, pricing, curriculum, onCreated }: SaveCourseInput) => {
      let courseId = id;
      if (!courseId) {
        const { course } = await createCourse({ title: basics.title });
        courseId = course.id;
        storeInstructorCourse(client, course);
        onCreated?.(course);
      }
      await updateCourse(courseId, basics);
      await updatePricing(courseId, pricing);
      const { course } = await replaceCurriculum(courseId, curriculum);
      return course;
    },
    onSuccess: (course) => storeInstructorCourse(client, course),
  });
}
