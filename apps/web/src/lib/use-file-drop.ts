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
