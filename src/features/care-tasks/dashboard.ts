// The dashboard's card on its own: the care team's first page after sign-in downloads none of the tasks page (its
// forms, and react-hook-form with them).
export { OpenTasksCard } from './components/open-tasks-card';
