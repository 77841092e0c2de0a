/** Replaced at build time (vite.config.ts): the id of this build, shared by client and server. */
declare const __BUILD_ID__: string;
