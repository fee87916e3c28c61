import type { FOOTER_POPUP_TITLES } from '@medprep/shared/constants';

/** The footer's dialogs (About, Privacy, …), named by their titles' keys. */
export type Popup = keyof typeof FOOTER_POPUP_TITLES;
