import { Navigate, useLocation } from 'react-router';
import { paths } from './paths';

/** What the layout reads from the location's state to show the 'page does not exist' notice. */
export interface NotFoundState {
  notFound: string;
}

export const isNotFoundState = (state: unknown): state is NotFoundState =>
  typeof state === 'object' && state !== null && typeof (state as NotFoundState).notFound === 'string';

/** An unknown address goes home, as the specification says; the layout says why (SHELL_TEXT.notFound). */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  const state: NotFoundState = { notFound: pathname };
  return <Navigate to={paths.home()} replace state={state} />;
}
