import { lazy, Suspense, useRef, useState } from 'react';
import { absoluteUrl } from '../../../lib/api-client';
import type { Media } from '../types';

/** The full-screen viewer's code (with the zoom library) arrives only when an image is opened. */
const ImageViewer = lazy(() => import('./image-viewer'));

/** A question's image: a tap, a click or Enter opens it full screen (zoom and pan); focus comes back to it. */
function ZoomableImage({ media }: { media: Media }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const src = absoluteUrl(media.url);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={`${media.alt} (open full screen)`}
        onClick={() => setOpen(true)}
        className="cursor-zoom-in rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <img
          src={src}
          alt={media.alt}
          loading="lazy"
          className="max-h-72 max-w-full rounded-lg border border-slate-200"
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer src={src} alt={media.alt} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** A question's images (each opens full screen), or an option's small ones (shown as they are). */
export function QuestionMedia({ media, small = false }: { media?: Media[] | null; small?: boolean }) {
  if (!media || media.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {media.map((m) =>
        small ? (
          <img
            key={m.url}
            src={absoluteUrl(m.url)}
            alt={m.alt}
            loading="lazy"
            className="max-h-24 rounded-md border border-slate-200"
          />
        ) : (
          <ZoomableImage key={m.url} media={m} />
        ),
      )}
    </div>
  );
}
