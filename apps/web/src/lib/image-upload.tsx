import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { buttonClass } from '../ui/button';
import { ProgressBar } from './progress-bar';
import { uploadImage } from './upload';

export interface ImageUploadOptions {
  /** The uploaded image's absolute URL. */
  onUploaded: (url: string) => void;
  onUploadingChange?: ((uploading: boolean) => void) | undefined;
  /** The sentence for a file that is not an image. */
  notAnImage: string;
  /** The sentence for a refused or failed upload. */
  failed: (error: unknown) => string;
}

/**
 * One image picked for upload: checked to be an image within the size limit, then uploaded with its
 * progress (null when idle). A refused file is never uploaded; its problem is kept until the next pick.
 */
export function useImageUpload({ onUploaded, onUploadingChange, notAnImage, failed }: ImageUploadOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(notAnImage);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(UPLOAD_MESSAGES.imageTooLarge);
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (error) {
      setProblem(failed(error));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  return { progress, problem, setProblem, pick };
}

/**
 * The thumbnail's file input, hidden behind its button ('Upload thumbnail', or 'Replace thumbnail' when there
 * is one), which keeps the input's keyboard focus ring; disabled while an upload runs.
 */
export function ThumbnailFileButton({
  hasImage,
  describedBy,
  invalid,
  uploading,
  onFile,
}: {
  hasImage: boolean;
  describedBy: string;
  invalid: boolean;
  uploading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
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
        {hasImage ? 'Replace thumbnail' : 'Upload thumbnail'}
      </label>
    </>
  );
}

/** The thumbnail upload's bar and percentage while it runs. */
export function ThumbnailUploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <ProgressBar percent={progress} label="Uploading thumbnail" />
      <span className="text-xs text-slate-600" aria-hidden>
        Uploading… {progress}%
      </span>
    </div>
  );
}
