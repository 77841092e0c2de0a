/** Replaced at build time (vite.config.ts): the id of this build, shared by client and server. */
declare const __BUILD_ID__: string;

/** Replaced at build time (vite/message-files.ts): each locale's compiled messages file, by locale. */
declare const __MESSAGE_FILES__: Readonly<Record<string, string>>;
