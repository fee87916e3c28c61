import type { User } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button';
import { useSession } from './session';
import { useTitle } from './use-title';

/** What a signed-in non-admin sees on an admin page; each feature says it in its own words. */
export function AdminsOnly({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold text-amber-900">{message}</h1>
        <ButtonLink to={paths.home()} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * An admin page: sets its title, and shows its content to admins only (anyone else gets `deniedMessage`).
 * The content's hooks run only for an admin.
 */
export function AdminPage({
  title,
  deniedMessage,
  children,
}: {
  title: string;
  deniedMessage: string;
  children: ReactNode | ((admin: User) => ReactNode);
}) {
  useTitle(title);
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnly message={deniedMessage} />;
  return <>{typeof children === 'function' ? children(user) : children}</>;
}
