export { type Answered, answer, apiError, deferred, type RecordedRequest, recordRequests } from './api';
export { guestSessionHandlers } from './defaults';
export { server, unhandledRequests } from './server';
export { setSessionHint, signedInAs } from './session';
