export { applyServerErrors, FORM_ERROR_KEY } from './apply-server-errors';
export { FormError } from './form-error';
export { type FormRequests, useFormRequests, useZodForm, type ZodForm } from './use-zod-form';
