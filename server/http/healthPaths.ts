/** The health and readiness addresses (routes/health.ts): no session is read or made for them. */
export const HEALTH_PATHS: readonly string[] = ['/healthz', '/readyz'];

export const isHealthPath = (url: string) => HEALTH_PATHS.includes(url.split('?')[0]!);
