import type { StatusScheme } from '../../../ui/badge';

/** 'payment_pending' → 'Payment pending'. */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A session's or a request's status on the kit's StatusBadge. */
export const TUTOR_STATUS_SCHEME: StatusScheme<string> = {
  tones: {
    hold: 'gray',
    payment_pending: 'amber',
    pending_payment: 'amber',
    confirmed: 'green',
    completed: 'blue',
    cancelled: 'red',
    refunded: 'gray',
    paid: 'amber',
    matched: 'green',
  },
  labels: statusLabel,
};
