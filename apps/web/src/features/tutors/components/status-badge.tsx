import { Badge, type Tone } from '../../../ui/badge';

const TONES: Record<string, Tone> = {
  hold: 'gray',
  payment_pending: 'amber',
  pending_payment: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
  refunded: 'gray',
  paid: 'amber',
  matched: 'green',
};

/** 'payment_pending' → 'Payment pending'. */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A session's or a request's status as a badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'gray'}>{statusLabel(status)}</Badge>;
}
