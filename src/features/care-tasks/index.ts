export { CareTasksPage } from './pages/tasks-page';
export { OpenTasksCard } from './components/open-tasks-card';
