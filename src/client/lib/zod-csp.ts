import { z } from 'zod';

// zod's fast path compiles validators with `new Function`, which the Content Security Policy
// (no 'unsafe-eval') forbids and the browser reports as an error. Import this once, before
// any schema runs, in every area that validates with zod.
z.config({ jitless: true });
