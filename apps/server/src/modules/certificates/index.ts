import { defineModule } from '../../platform/module.ts';
import { certificateRoutes } from './routes.ts';
import { eraseCertificates, exportCertificates } from './service.ts';

export { type IssueCertificate, issueCertificate } from './service.ts';

export const certificatesModule = defineModule({
  name: 'certificates',
  routes: certificateRoutes,
  // A person's certificates go with the account: their codes stop verifying.
  personalData: [{ key: 'certificates', export: exportCertificates, erase: eraseCertificates }],
});
