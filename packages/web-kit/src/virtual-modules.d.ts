interface ImportMetaEnv {
  /** API host speaking the contract; same origin when unset. */
  readonly VITE_API_URL?: string;
}

declare module 'virtual:api-routes' {
  /**
   * The contract's member-side routes without schemas (api-routes-plugin.ts), one named export each, which
   * src/lib/api-routes.ts re-exports as `routes`. A declaration cannot list one export per key of a mapped type;
   * `export =` of the typed table gives `import * as` the same shape.
   */
  const memberRoutes: import('@app/web-kit/lib/api-routes').MemberRoutes;
  export = memberRoutes;
}

declare module 'virtual:operator-api-routes' {
  /**
   * The contract's operator routes without schemas (api-routes-plugin.ts), typed in
   * apps/console/src/kit/api/admin-routes.ts.
   */
  export const operatorRoutes: unknown;
}
