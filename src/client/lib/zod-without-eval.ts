import { config, z } from 'zod/v4';

// zod compiles an object's validator with `new Function` when it builds the schema, which the
// Content Security Policy (no 'unsafe-eval') forbids and the browser reports. The browser build
// resolves every `import … from 'zod'` to this module (vite.config.ts), so the switch is set
// before any schema is made, whichever chunk the bundler puts zod in. The server keeps the JIT.
config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
