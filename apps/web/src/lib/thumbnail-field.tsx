import { UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { ThumbnailFileButton, ThumbnailUploadProgress, useImageUpload } from './image-upload';
import { dropZoneClass, useFileDrop } from './use-file-drop';

export interface ThumbnailFieldProps {
  /** The picture's address, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A validation or server error for the field. */
  error?: string | undefined;
  /** The sentence for a file that is not an image. */
  notAnImage: string;
  /** The sentence for a failed upload when the server gave none of its own. */
  uploadFailed: string;
  /** The line under the buttons (formats, size, shape). */
  hint: ReactNode;
  /** What the empty preview says. */
  emptyText: string;
  /** Offers 'Or paste an image URL' as well. */
  pasteUrl?: boolean;
}

/**
 * A thumbnail: drop an image on the preview or pick one, uploaded with visible progress (optionally, paste its
 * address); Remove clears it. A refused upload keeps the previous picture and says why: a refused file is never
 * previewed.
 */
export function ThumbnailField({
  value,
  onChange,
  onUploadingChange,
  error,
  notAnImage,
  uploadFailed,
  hint,
  emptyText,
  pasteUrl = false,
}: ThumbnailFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const { progress, problem, setProblem, pick } = useImageUpload({
    onUploaded: onChange,
    onUploadingChange,
    notAnImage,
    failed: (uploadError) =>
      uploadError instanceof Error &&
      uploadError.message &&
      uploadError.message !== UPLOAD_MESSAGES.uploadFailed
        ? uploadError.message
        : uploadFailed,
  });
  const { over, dropProps } = useFileDrop((files) => void pick(files[0]));
  const messages = [...(problem ? [problem] : []), ...(error ? [error] : [])];

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Thumbnail</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          data-testid="thumbnail-drop"
          {...dropProps}
          className={dropZoneClass(
            over,
            'relative aspect-video w-full max-w-80 shrink-0 overflow-hidden rounded-xl bg-slate-50 sm:w-64',
          )}
        >
          {value ? (
            <img src={value} alt="Thumbnail preview" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-600">
              {emptyText}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <ThumbnailFileButton
              hasImage={Boolean(value)}
              describedBy={[hintId, messages.length ? errorId : ''].filter(Boolean).join(' ')}
              invalid={messages.length > 0}
              uploading={progress !== null}
              onFile={(file) => void pick(file)}
            />
            {value && (
              <Button
                variant="ghost"
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                Remove
              </Button>
            )}
          </div>
          {pasteUrl && (
            <PasteUrl
              onUrl={(url) => {
                setProblem(null);
                onChange(url);
              }}
            />
          )}
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
          <ThumbnailUploadProgress progress={progress} />
          {messages.length > 0 && (
            <div id={errorId} role="alert" className="flex flex-col gap-1 text-sm text-red-700">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}

/** 'Or paste an image URL' with 'Use URL' (Enter works too). */
function PasteUrl({ onUrl }: { onUrl: (url: string) => void }) {
  const [pasted, setPasted] = useState('');
  const apply = () => {
    const url = pasted.trim();
    if (!url) return;
    onUrl(url);
    setPasted('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
        Or paste an image URL
        <input
          type="url"
          inputMode="url"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          placeholder="https://…"
          className={inputClass()}
        />
      </label>
      <Button variant="secondary" onClick={apply}>
        Use URL
      </Button>
    </div>
  );
}
