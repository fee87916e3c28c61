/** A short confirmation that screen readers announce. */
export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-green-800">
      {message}
    </p>
  );
}
