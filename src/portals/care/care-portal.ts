// The portal's lazily loaded entry: its file name names the chunk (care-portal-*.js).
export { routes } from './routes';
