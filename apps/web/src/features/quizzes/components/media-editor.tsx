import { QUESTION_MEDIA_MAX, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { absoluteUrl } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload';
import { AlertText } from '../../../ui/alert-text';
import { inputClass } from '../../../ui/field';
import type { Media } from '../types';

/** The server takes an uploaded file's own address (/api/files/…), not the absolute one the upload gives. */
export function storedUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/** Images with alt text: upload (image files only; 'Upload failed'), describe, remove. */
export function MediaEditor({
  media,
  onChange,
  label,
  max = QUESTION_MEDIA_MAX,
}: {
  media: Media[];
  onChange: (media: Media[]) => void;
  label: string;
  max?: number;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(QUIZ_MESSAGES.uploadFailed);
      return;
    }
    setBusy(true);
    try {
      const url = await uploadImage(file, () => {});
      onChange([...media, { kind: 'image', url: storedUrl(url), alt: '' }]);
    } catch {
      setError(QUIZ_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {media.map((m, i) => (
        <div key={m.url} className="flex flex-wrap items-end gap-2">
          <img
            src={absoluteUrl(m.url)}
            alt=""
            className="h-16 w-16 rounded border border-slate-200 object-cover"
          />
          <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-800">Alt text</span>
            <input
              value={m.alt}
              aria-invalid={!m.alt.trim() || undefined}
              onChange={(event) =>
                onChange(media.map((x, j) => (j === i ? { ...x, alt: event.target.value } : x)))
              }
              className={inputClass(!m.alt.trim())}
            />
          </label>
          <button
            type="button"
            onClick={() => onChange(media.filter((_, j) => j !== i))}
            className="min-h-9 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            Remove image
          </button>
          {!m.alt.trim() && <p className="w-full text-sm text-red-700">{QUIZ_MESSAGES.altRequired}</p>}
        </div>
      ))}
      {media.length < max && (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-9 cursor-pointer items-center rounded-lg border border-slate-500 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            {busy ? 'Uploading…' : label}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      <AlertText>{error}</AlertText>
    </div>
  );
}
