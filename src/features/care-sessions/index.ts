export { CareSessionsPage } from './pages/sessions-page';
