import { documentTitle } from '@medprep/shared/constants';
import { useEffect } from 'react';

export function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
