import type { z } from 'zod';
import { doctorPatientDetailReplySchema, doctorPatientDetailSchema } from './order-review';
import { doctorPatientListQuerySchema, doctorPatientListReplySchema, doctorPatientSchema } from './patients';

/**
 * The care team (NURSER, CLIENT_SPECIALIST, CUSTOMER_SUPPORT) reads patients with the same shapes as a doctor's
 * screens: the list, and a read-only chart. Only a nurse's chart carries the intake (answers, BMI, flags); for the
 * other care roles those fields are null.
 */
export const carePatientListQuerySchema = doctorPatientListQuerySchema;
export type CarePatientListQuery = z.infer<typeof carePatientListQuerySchema>;
export const carePatientListReplySchema = doctorPatientListReplySchema;
export const carePatientSchema = doctorPatientSchema;
export type CarePatient = z.infer<typeof carePatientSchema>;

export const careChartSchema = doctorPatientDetailSchema;
export type CareChart = z.infer<typeof careChartSchema>;
export const careChartReplySchema = doctorPatientDetailReplySchema;

/** The care team's roles, each a row in the patients and orders policies (README "Care team"). */
export const CARE_ROLES = ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'] as const;
/** The care roles that read a chart's clinical part (intake answers, height, weight, BMI, screening flags). */
export const CLINICAL_CARE_ROLES: readonly string[] = ['NURSER'];
