/** Where people write for help: the footer's contact dialog and the pages that offer to get in touch. */
export const SUPPORT_EMAIL = 'support@medprep.academy';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
