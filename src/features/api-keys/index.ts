export { ApiKeysPage } from './pages/api-keys-page';
