/* What other features may use of the audit trail: its words (the admin home links to it). */
export { AUDIT_TEXT } from './content';
