import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify';
import { toastContainerDefaults } from '@/lib/toast';

/** react-toastify's container with the library-level defaults; loaded lazily by components/toast-host. */
export default function AppToastContainer() {
  return <ToastContainer {...toastContainerDefaults} />;
}
