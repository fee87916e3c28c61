import { documentTitle } from '@medprep/shared';
import { useEffect } from 'react';

export function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
