/** Set by webpack's DefinePlugin from package.json; absent under Jest. */
declare const __B2B_VERSION__: string | undefined;

declare module '*.css';
