export { ActivityPage } from './pages/activity-page';
export { EncouragementCard } from './components/encouragement-card';
