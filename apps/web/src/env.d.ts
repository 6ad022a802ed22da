interface ImportMetaEnv {
  /** API host speaking the contract; same origin when unset. */
  readonly VITE_API_URL?: string;
}

declare module 'virtual:api-routes' {
  /** The contract's member-side routes without schemas (api-routes-plugin.ts), typed in src/lib/api-routes.ts. */
  export const memberRoutes: unknown;
}

declare module 'virtual:operator-api-routes' {
  /**
   * The contract's operator routes without schemas (api-routes-plugin.ts), typed in
   * features/console/kit/api/admin-routes.ts.
   */
  export const operatorRoutes: unknown;
}
