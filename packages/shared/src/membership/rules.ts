/** A membership is active when its status is active or trialing. */
export function isMembershipActive(membership: { status: string } | null | undefined): boolean {
  return membership?.status === 'active' || membership?.status === 'trialing';
}
