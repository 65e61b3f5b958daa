/**
 * How the project's own server (scripts/lib/site-server.ts, what `npm start` runs) hands each request's
 * socket address to the app. It overwrites whatever a client sent under this name, and it sets the flag in
 * its own process only, so an app started any other way (`next start`, Vercel) never reads the header.
 */
export const SOCKET_ADDRESS_HEADER = 'x-ev-socket-address';
export const SOCKET_ADDRESS_FLAG = 'EV_SOCKET_ADDRESS_HEADER';
