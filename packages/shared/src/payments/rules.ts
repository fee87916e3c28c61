/** Digits only: '4242 4242 4242 4242' → '4242424242424242'. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The badge colour of a membership status. */
export function membershipStatusTone(status: string): 'green' | 'amber' | 'gray' | 'red' {
  if (status === 'active' || status === 'trialing') return 'green';
  if (status === 'past_due') return 'amber';
  if (status === 'canceled') return 'gray';
  return 'red';
}
