/** The full app's code (router, guards, member and admin areas), fetched ahead of need. */
export const preloadFullApp = () => import('./App');
