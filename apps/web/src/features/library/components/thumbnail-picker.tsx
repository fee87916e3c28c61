import { IMAGE_MAX_BYTES, LIBRARY_MESSAGES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { ThumbnailFileButton, ThumbnailUploadProgress, useImageUpload } from '../../../lib/image-upload';
import { useFileDrop } from '../../../lib/use-file-drop';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { LIBRARY_UI } from '../kinds';

interface ThumbnailPickerProps {
  value: string;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A validation or server error for the thumbnail field. */
  error?: string | undefined;
}

/**
 * The thumbnail: drop an image on the preview, pick one, or paste its address; Remove clears it. A refused
 * upload keeps the previous picture and says why ('Please select an image', the server's sentence, or
 * 'Thumbnail upload failed').
 */
export function ThumbnailPicker({ value, onChange, onUploadingChange, error }: ThumbnailPickerProps) {
  const hintId = useId();
  const errorId = useId();
  const { progress, problem, setProblem, pick } = useImageUpload({
    onUploaded: onChange,
    onUploadingChange,
    notAnImage: LIBRARY_MESSAGES.selectImage,
    failed: (uploadError) =>
      uploadError instanceof Error &&
      uploadError.message &&
      uploadError.message !== UPLOAD_MESSAGES.uploadFailed
        ? uploadError.message
        : LIBRARY_MESSAGES.thumbnailUploadFailed,
  });
  const { over, dropProps } = useFileDrop((files) => void pick(files[0]));
  const [pasted, setPasted] = useState('');
  const message = problem ?? error;

  const applyPasted = () => {
    const url = pasted.trim();
    if (!url) return;
    setProblem(null);
    onChange(url);
    setPasted('');
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Thumbnail</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          data-testid="thumbnail-drop"
          {...dropProps}
          className={clsx(
            'relative aspect-video w-full max-w-80 shrink-0 overflow-hidden rounded-xl border-2 border-dashed bg-slate-50',
            over ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
          )}
        >
          {value ? (
            <img src={value} alt="Thumbnail preview" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-600">
              {LIBRARY_UI.dropImage}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <ThumbnailFileButton
              hasImage={Boolean(value)}
              describedBy={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
              invalid={Boolean(message)}
              uploading={progress !== null}
              onFile={(file) => void pick(file)}
            />
            {value && (
              <Button
                variant="ghost"
                onClick={() => {
                  setProblem(null);
                  onChange('');
                }}
              >
                Remove
              </Button>
            )}
          </div>
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
                    applyPasted();
                  }
                }}
                placeholder="https://…"
                className={inputClass()}
              />
            </label>
            <Button variant="secondary" onClick={applyPasted}>
              Use URL
            </Button>
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            {LIBRARY_UI.thumbnailHint(Math.round(IMAGE_MAX_BYTES / (1024 * 1024)))}
          </p>
          <ThumbnailUploadProgress progress={progress} />
          {message && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {message}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
