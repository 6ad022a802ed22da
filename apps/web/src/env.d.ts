interface ImportMetaEnv {
  /** API host speaking the contract; same origin when unset. */
  readonly VITE_API_URL?: string;
}
