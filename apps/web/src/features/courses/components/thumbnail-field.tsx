import { COURSE_MESSAGES, IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { useId } from 'react';
import { ThumbnailFileButton, ThumbnailUploadProgress, useImageUpload } from '../../../lib/image-upload';
import { buttonClass } from '../../../ui/button';

interface ThumbnailFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A server error for the thumbnail field. */
  error?: string | undefined;
}

/**
 * Picks an image, uploads it with visible progress and shows it. When the upload is refused the server's
 * message is shown and the previous image (or none) stays: a refused file is never previewed.
 */
export function ThumbnailField({ value, onChange, onUploadingChange, error }: ThumbnailFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const { progress, problem, setProblem, pick } = useImageUpload({
    onUploaded: onChange,
    onUploadingChange,
    notAnImage: COURSE_MESSAGES.selectImage,
    failed: (uploadError) =>
      uploadError instanceof Error && uploadError.message
        ? uploadError.message
        : UPLOAD_MESSAGES.uploadFailed,
  });
  const messages = [...(problem ? [problem] : []), ...(error ? [error] : [])];

  const preview = value;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Thumbnail</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 sm:w-64">
          {preview ? (
            <img src={preview} alt="Thumbnail preview" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-500">
              No image yet
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
              <button
                type="button"
                className={buttonClass('ghost', 'md')}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                Remove
              </button>
            )}
          </div>
          <p id={hintId} className="text-xs text-slate-500">
            PNG, JPEG, WebP or GIF up to {Math.round(IMAGE_MAX_BYTES / (1024 * 1024))} MB; about 320×180
            (16:9) looks best.
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
