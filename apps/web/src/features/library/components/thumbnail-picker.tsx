import { IMAGE_MAX_BYTES, LIBRARY_MESSAGES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { ProgressBar } from '../../../lib/progress-bar';
import { uploadImage } from '../../../lib/upload';
import { Button, buttonClass } from '../../../ui/button';
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
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [pasted, setPasted] = useState('');
  const message = problem ?? error;

  const pick = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(LIBRARY_MESSAGES.selectImage);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(UPLOAD_MESSAGES.imageTooLarge);
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onChange(await uploadImage(file, setProgress));
    } catch (uploadError) {
      setProblem(
        uploadError instanceof Error &&
          uploadError.message &&
          uploadError.message !== UPLOAD_MESSAGES.uploadFailed
          ? uploadError.message
          : LIBRARY_MESSAGES.thumbnailUploadFailed,
      );
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

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
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file picker and the URL field do the same by keyboard */}
        <div
          data-testid="thumbnail-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            void pick(event.dataTransfer.files?.[0]);
          }}
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
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="peer sr-only"
              aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
              aria-invalid={Boolean(message) || undefined}
              disabled={progress !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void pick(file);
              }}
            />
            <label
              htmlFor={inputId}
              className={buttonClass(
                'secondary',
                'md',
                'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-60',
              )}
            >
              {value ? 'Replace thumbnail' : 'Upload thumbnail'}
            </label>
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
          {progress !== null && (
            <div className="flex flex-col gap-1">
              <ProgressBar percent={progress} label="Uploading thumbnail" />
              <span className="text-xs text-slate-600" aria-hidden>
                Uploading… {progress}%
              </span>
            </div>
          )}
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
