export { AdminDoctorsPage } from './pages/doctors-page';
export { AdminDoctorPage } from './pages/doctor-page';
