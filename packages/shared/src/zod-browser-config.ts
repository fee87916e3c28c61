/**
 * In the browser zod compiles no code: its JIT probes `new Function`, which the app's content security policy
 * (script-src 'self', no 'unsafe-eval') refuses and Chrome reports as an issue (Lighthouse best practices).
 * This runs before any schema is built: `browser.ts` imports it first. The server keeps zod's JIT.
 */
import { z } from 'zod';

z.config({ jitless: true });
