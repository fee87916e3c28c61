import { paths } from '@medprep/shared/paths';
import { useSession } from '../../../lib/session';
import { ButtonLink, buttonClass } from '../../../ui/button';
import { APPLICATION_TEXT } from '../content';

/**
 * 'Create your first course'. Right after approval the session still holds the role 'user' (it is loaded
 * once per page load), so the link then loads the page afresh: the new role, and the Teaching menu, come
 * with it.
 */
export function CreateCourseLink() {
  const { user } = useSession();
  if (user?.role === 'user') {
    return (
      <a href={paths.instructorNew()} className={buttonClass()}>
        {APPLICATION_TEXT.createFirstCourse}
      </a>
    );
  }
  return <ButtonLink to={paths.instructorNew()}>{APPLICATION_TEXT.createFirstCourse}</ButtonLink>;
}
