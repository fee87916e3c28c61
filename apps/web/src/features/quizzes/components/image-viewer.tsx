import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { Button } from '../../../ui/button';
import { useOverlay } from '../../../ui/use-overlay';

export interface ImageViewerProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** The most and least an opened image can be zoomed, and each button press's step. */
const ZOOM_MAX = 8;
const ZOOM_MIN = 1;
const ZOOM_STEP = 0.5;

/**
 * A question's image full screen: zoom with the buttons, the wheel or a pinch; pan by dragging. Escape or
 * Close shuts it and focus goes back to the image that opened it. Loaded only when an image is opened.
 */
export default function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useOverlay({ open: true, containerRef: dialogRef, onClose, initialFocus: () => closeRef.current });
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
    >
      <TransformWrapper minScale={ZOOM_MIN} maxScale={ZOOM_MAX} centerOnInit>
        {({ zoomIn, zoomOut, resetTransform }) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-700 px-4 py-3">
              <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
                {alt}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => zoomIn(ZOOM_STEP)}>
                  Zoom in
                </Button>
                <Button variant="secondary" size="sm" onClick={() => zoomOut(ZOOM_STEP)}>
                  Zoom out
                </Button>
                <Button variant="secondary" size="sm" onClick={() => resetTransform()}>
                  Reset
                </Button>
                <Button ref={closeRef} size="sm" onClick={onClose}>
                  Close
                </Button>
              </div>
            </div>
            <p className="sr-only">
              Drag to move the image; pinch or use the wheel to zoom. Escape closes it.
            </p>
            <div className="min-h-0 flex-1">
              <TransformComponent
                wrapperStyle={{ width: '100%', height: '100%' }}
                contentStyle={{ width: '100%', height: '100%' }}
              >
                <img src={src} alt={alt} className="h-full w-full object-contain" />
              </TransformComponent>
            </div>
          </>
        )}
      </TransformWrapper>
    </div>,
    document.body,
  );
}
