export { ManageTrainingPage } from './pages/manage-training-page';
export { ResourcesPage, TrainingPage } from './pages/training-page';
