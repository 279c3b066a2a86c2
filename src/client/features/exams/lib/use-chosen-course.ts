import { useSearchParams } from 'react-router';

const courseKey = 'academy.exams.course';

/** The course last chosen on Exam Upload in this tab (27.15), or null. */
function rememberedCourse(): number | null {
  try {
    const id = Number(sessionStorage.getItem(courseKey));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The chosen course: `?course=` in the address (a link or a reload keeps it), else the one last
 * chosen in this tab (a visit from the menu keeps it), else the first course.
 */
export function useChosenCourse(ids: number[] | undefined) {
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('course'));
  const wanted = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : rememberedCourse();
  const courseId = wanted !== null && ids?.includes(wanted) ? wanted : (ids?.[0] ?? null);
  const choose = (id: number) => {
    try {
      sessionStorage.setItem(courseKey, String(id));
    } catch {
      // Storage refused (private mode): the address still carries the choice.
    }
    setParams(
      (p) => {
        p.set('course', String(id));
        return p;
      },
      { replace: true },
    );
  };
  return [courseId, choose] as const;
}
