export { CarePatientsPage } from './pages/patients-page';
export { CarePatientPage } from './pages/patient-page';
