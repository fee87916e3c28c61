import { clsx } from 'clsx';
import { type DragEvent, useState } from 'react';

/**
 * A drop zone for files (a pointer shortcut beside a file picker): `over` while files hover it, and the
 * handlers to spread on it; the dropped files go to `onFiles`.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const dropProps = {
    onDragOver(event: DragEvent) {
      event.preventDefault();
      setOver(true);
    },
    onDragLeave() {
      setOver(false);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      setOver(false);
      onFiles(Array.from(event.dataTransfer.files ?? []));
    },
  };
  return { over, dropProps };
}

/** A drop zone's classes: `base`, a dashed border, brand while files hover it, else slate (and `idle`). */
export const dropZoneClass = (over: boolean, base: string, idle?: string) =>
  clsx(
    base,
    'border-2 border-dashed',
    over ? 'border-brand-600 bg-brand-50' : clsx('border-slate-300', idle),
  );
