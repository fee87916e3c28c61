import { LIBRARY_MESSAGES } from '@medprep/shared/constants';
import { useRef, useState } from 'react';
import { ProgressBar } from '../../../lib/progress-bar';
import { uploadFile } from '../../../lib/upload';
import { Button } from '../../../ui/button';
import { FileDropBox } from '../../../ui/file-drop-box';
import { useLibraryCalls } from '../api';
import { LIBRARY_UI, messageOf, titleFromFileName } from '../kinds';
import type { ItemAdderProps } from './add-item-form';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** The drop zone and Choose files: each file uploads with its own progress bar, then is added as an item. */
export function ItemUploads({ kind, ensureEntry, onSettled, onError, onAnnounce }: ItemAdderProps) {
  const calls = useLibraryCalls(kind);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploadKey = useRef(0);

  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    onError(null);
    const id = await ensureEntry();
    if (!id) return;
    const started = files.map((file) => {
      uploadKey.current += 1;
      return { key: `u${uploadKey.current}`, name: file.name, progress: 0, error: null, file };
    });
    setUploads((current) => [...current, ...started.map(({ file: _, ...upload }) => upload)]);
    const patch = (key: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
    await Promise.all(
      started.map(async ({ key, file }) => {
        try {
          const stored = await uploadFile(file, (progress) => patch(key, { progress }));
          await calls.addItem(id, {
            title: titleFromFileName(stored.fileName || file.name),
            type: 'file',
            file: {
              url: stored.url,
              fileName: stored.fileName || file.name,
              size: stored.size,
              mimeType: stored.mimeType,
            },
          });
          setUploads((current) => current.filter((u) => u.key !== key));
          onAnnounce(`Uploaded ${file.name}.`);
        } catch (failure) {
          patch(key, { error: messageOf(failure, LIBRARY_MESSAGES.itemOpFailed) });
        }
      }),
    );
    onSettled?.(id);
  };

  return (
    <>
      <FileDropBox
        testId="items-drop"
        prompt={LIBRARY_UI.dropFiles}
        chooseLabel={LIBRARY_UI.chooseFiles}
        multiple
        onFiles={(files) => void uploadAll(files)}
      />
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800">{upload.name}</span>
                {upload.error ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Dismiss ${upload.name}`}
                    onClick={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
                  >
                    Dismiss
                  </Button>
                ) : (
                  <span className="text-xs text-slate-600" aria-hidden>
                    {upload.progress}%
                  </span>
                )}
              </div>
              {upload.error ? (
                <p role="alert" className="text-sm text-red-700">
                  {upload.name}: {upload.error}
                </p>
              ) : (
                <ProgressBar percent={upload.progress} label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
