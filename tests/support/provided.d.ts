declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgPrefix: string;
    baseUrl: string;
  }
}
export {};
