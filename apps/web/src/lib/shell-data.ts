import { createContext, use } from 'react';

/** What the shell shows of the signed-in user's membership and application (the menus, the home hero). */
export interface ShellData {
  /** The membership is still being asked for ('Membership' without a badge meanwhile). */
  membershipPending: boolean;
  membershipActive: boolean;
  /** The user has applied to teach ('My application' entries). */
  hasApplication: boolean;
}

/** A guest's, and a signed-in user's until the answers arrive. */
export const SHELL_DATA_UNKNOWN: ShellData = {
  membershipPending: true,
  membershipActive: false,
  hasApplication: false,
};

/** Filled by the shell's provider (app/shell-data.tsx); pages read it through useShellData. */
export const ShellDataContext = createContext<ShellData>(SHELL_DATA_UNKNOWN);

export const useShellData = (): ShellData => use(ShellDataContext);
