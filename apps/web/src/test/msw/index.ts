export {
  type Answered,
  answer,
  apiError,
  deferred,
  type RecordedRequest,
  type Reply,
  recordRequests,
} from './api';
export { guestSessionHandlers } from './defaults';
export { server, unhandledRequests } from './server';
export { setSessionHint, signedInAs } from './session';
