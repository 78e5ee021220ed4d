import { adminDoctorListReplySchema, type AdminDoctorListQuery } from '@contracts/doctors';
import { getListPage, usePagedSWR } from '@/lib/swr-hooks';

export type AdminDoctorsQuery = Pick<AdminDoctorListQuery, 'page' | 'limit'> & {
  sort?: AdminDoctorListQuery['sort'];
  search?: string;
  status?: AdminDoctorListQuery['status'];
};

export const ADMIN_DOCTORS_PATH = '/super-admin/doctors';
export const adminDoctorsKey = (query: AdminDoctorsQuery) => [ADMIN_DOCTORS_PATH, query] as const;

/** GET /super-admin/doctors: one page of doctors, by name, e-mail or NPI, and status. */
export const getAdminDoctors = (query: AdminDoctorsQuery) => getListPage(ADMIN_DOCTORS_PATH, query, adminDoctorListReplySchema);

export const useAdminDoctors = (query: AdminDoctorsQuery) => usePagedSWR(adminDoctorsKey(query), getAdminDoctors);
