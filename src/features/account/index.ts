export { AccountPage } from './pages/account-page';
export { MyProfilePage } from './pages/my-profile-page';
