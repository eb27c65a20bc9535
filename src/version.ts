/** The bundle's version, from package.json at build time. */
export const VERSION: string = typeof __B2B_VERSION__ === 'string' ? __B2B_VERSION__ : '0.0.0-dev';
