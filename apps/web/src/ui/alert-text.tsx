import type { ReactNode } from 'react';

/** A short inline error under a control or panel; renders nothing while there is none. */
export function AlertText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}
