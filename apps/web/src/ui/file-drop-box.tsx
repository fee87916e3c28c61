import { useId } from 'react';
import { dropZoneClass, useFileDrop } from '../lib/use-file-drop';
import { buttonClass } from './button';

/**
 * A dashed box to drop files on, with its file picker (a button-looking label for a hidden input, focus ring
 * shown on the label): dropped or chosen files go to `onFiles`.
 */
export function FileDropBox({
  testId,
  prompt,
  chooseLabel,
  multiple,
  accept,
  disabled,
  onFiles,
}: {
  testId: string;
  prompt: string;
  chooseLabel: string;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const { over, dropProps } = useFileDrop(onFiles);
  return (
    <div
      data-testid={testId}
      {...dropProps}
      className={dropZoneClass(
        over,
        'flex flex-col items-center gap-2 rounded-xl p-4 text-center text-sm text-slate-700',
        'bg-white',
      )}
    >
      <p>{prompt}</p>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClass(
          'secondary',
          'sm',
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
        )}
      >
        {chooseLabel}
      </label>
    </div>
  );
}
