// The portal's lazily loaded entry: its file name names the chunk (care-portal-*.js).
export { preloadSignedIn, routes } from './routes';
