import { defineModule } from '../../platform/module.ts';
import { auditRoutes } from './routes.ts';
import { auditEntriesAbout } from './service.ts';

export {
  type ActorContext,
  type AuditContext,
  type AuditInput,
  auditContextOf,
  recordAudit,
  SYSTEM_AUDIT,
} from './record.ts';

/**
 * The audit trail: other modules call `recordAudit` in their actions' transactions; admins read it. A
 * person's data export includes the entries about them; deleting the account keeps the entries (the actor's
 * name is read from the account, which deletion replaces).
 */
export const auditModule = defineModule({
  name: 'audit',
  routes: auditRoutes,
  personalData: [{ key: 'auditTrail', export: (db, userId) => auditEntriesAbout(db, userId) }],
});
