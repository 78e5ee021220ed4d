// The portal's lazily loaded entry: its file name names the chunk (sales-portal-*.js).
export { preloadSignedIn, routes } from './routes';
