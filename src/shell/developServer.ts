/** Whether this process is the development server: `gatsby develop` sets NODE_ENV to development, a build to production. */
export const isDevelopServer = (env: NodeJS.ProcessEnv = process.env): boolean => env.NODE_ENV === 'development'
